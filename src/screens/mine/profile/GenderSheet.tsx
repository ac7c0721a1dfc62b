import type { Gender } from '@/api/types/member';
import { Sheet } from '@/components/Sheet';
import { useI18n } from '@/platform/i18n';
import styles from './profile.module.css';
import '@/platform/i18n/areas/mineProfile';

/** The choices in the order the sheet lists them: male, female, not said. */
export const GENDER_CHOICES: readonly Gender[] = [1, 2, 0];

interface GenderSheetProps {
  value: Gender;
  onPick: (gender: Gender) => void;
  onClose: () => void;
}

/** The gender action sheet: 男, 女, 保密, and 取消. The current one is marked. Loaded on the tap that opens it, mounted open. */
export default function GenderSheet({ value, onPick, onClose }: GenderSheetProps) {
  const { t } = useI18n();
  return (
    <Sheet visible onClose={onClose} closeOnMaskClick bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div role="radiogroup" aria-labelledby="gender-sheet-title" data-testid="gender-sheet">
        <h2 id="gender-sheet-title" className={styles.sheetTitle}>
          {t('mineProfile.gender.title')}
        </h2>
        {GENDER_CHOICES.map((gender) => (
          <button key={gender} type="button" role="radio" aria-checked={gender === value} className={styles.option} onClick={() => onPick(gender)}>
            {t(`mineProfile.gender.${gender}`)}
          </button>
        ))}
      </div>
      <button type="button" className={`${styles.option} ${styles.optionCancel}`} onClick={onClose}>
        {t('mineProfile.gender.cancel')}
      </button>
    </Sheet>
  );
}
