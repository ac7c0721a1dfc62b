import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './BirthdayPicker.module.css';
import '@/platform/i18n/areas/setUser';

/** The earliest birthday the picker offers. */
const BIRTHDAY_MIN = new Date(1900, 0, 1);
/** Where the picker opens for a member without a birthday. */
export const BIRTHDAY_DEFAULT = '1990-01-01';
export const DAY = 'YYYY-MM-DD';

interface BirthdayPickerProps {
  /** the member's birthday, 'YYYY-MM-DD' or '' */
  value: string;
  /** the day confirmed, never after today */
  onPick: (birthday: string) => void;
  onClose: () => void;
}

/**
 * antd-mobile's date picker from 1900-01-01 to today, its title showing the day the wheels hold.
 * Loaded on the tap that opens it (with the picker's animation library), mounted open.
 */
export default function BirthdayPicker({ value, onPick, onClose }: BirthdayPickerProps) {
  const { t } = useI18n();
  const [choice, setChoice] = useState(value || BIRTHDAY_DEFAULT);
  const today = dayjs();
  return (
    <DatePicker
      visible
      title={
        <span className={styles.title}>
          {t('setUser.birthdayTitle')}
          <span className={styles.choice} data-testid="birthday-choice">
            {choice}
          </span>
        </span>
      }
      precision="day"
      min={BIRTHDAY_MIN}
      max={today.toDate()}
      defaultValue={dayjs(value || BIRTHDAY_DEFAULT, DAY).toDate()}
      confirmText={t('setUser.confirm')}
      cancelText={t('setUser.cancel')}
      onSelect={(date) => setChoice(dayjs(date).format(DAY))}
      onConfirm={(date) => {
        const birthday = dayjs(date);
        // the picker stops at today; a day after it is never sent
        if (!birthday.isAfter(today, 'day')) onPick(birthday.format(DAY));
      }}
      onClose={onClose}
      className={styles.picker}
    />
  );
}
