import dayjs from 'dayjs';
import type { Fan } from '@/api/types/pay';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { useI18n } from '@/platform/i18n';
import styles from './MyFansScreen.module.css';
import '@/platform/i18n/areas/myFans';

/** The join date as the server wrote it (Beijing wall-clock time), to the day. */
export function joinDay(joinDate: string): string {
  const parsed = dayjs(joinDate.replace(' ', 'T'));
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : joinDate.slice(0, 10);
}

/** One fan: avatar, nickname, join date and level (direct or indirect). */
export function FanRow({ fan }: { fan: Fan }) {
  const { t } = useI18n();
  return (
    <li className={styles.fan} data-testid="fan-row">
      <span className={styles.avatar}>
        <GoodsImage src={fan.avatar} alt={t('myFans.avatar', { name: fan.nickname })} radius={22} fallback="default" />
      </span>
      <span className={styles.fanText}>
        <span className={styles.nickname}>{fan.nickname}</span>
        <span className={styles.joined}>{t('myFans.joined', { date: joinDay(fan.joinDate) })}</span>
      </span>
      <span className={`${styles.level} ${fan.level === 1 ? styles.direct : ''}`}>{t(fan.level === 1 ? 'myFans.level1' : 'myFans.level2')}</span>
    </li>
  );
}
