import { StarFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './ReviewForm.module.css';
import '@/platform/i18n/areas/comment';

export interface StarRatingProps {
  /** 0: not rated */
  value: number;
  onChange: (value: number) => void;
  /** the accessible name of the group, e.g. "明前西湖龙井 的评分" */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Five stars as a radio group (a tap, a click or the arrow keys choose), with the word for the
 * chosen rating. Native radios instead of antd-mobile's Rate, which reads the tap's position through
 * @use-gesture and cannot be operated with a keyboard.
 */
export function StarRating({ value, onChange, label, invalid, describedBy }: StarRatingProps) {
  const { t } = useI18n();
  const name = useId();
  const words = t('comment.ratingWords').split('|');
  return (
    <div className={styles.stars} role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {[1, 2, 3, 4, 5].map((count) => (
        <label key={count} className={`${styles.star} ${count <= value ? styles.starOn : ''}`}>
          <input className={styles.starInput} type="radio" name={name} value={count} checked={value === count} onChange={() => onChange(count)} aria-label={t('comment.star', { count })} />
          <StarFill aria-hidden />
        </label>
      ))}
      <span className={styles.ratingWord} aria-hidden>
        {value > 0 ? words[value - 1] : ''}
      </span>
    </div>
  );
}
