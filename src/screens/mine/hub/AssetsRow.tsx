import { useNavigate } from 'react-router-dom';
import { isPassedThroughFailure } from '@/api/types/common';
import type { CollectCountData } from '@/api/types/member';
import type { AccountPoints, MyEarnings } from '@/api/types/pay';
import type { PageResult } from '@/api/types/common';
import { formatYuan } from '@/lib/money';
import { useI18n, type MessageKey } from '@/platform/i18n';
import type { RoutePath } from '@/routes';
import { mineTestIds } from './testIds';
import '@/platform/i18n/areas/mine';
import styles from './hub.module.css';

/** What the assets row shows, each from its own call; `undefined` while it loads or when it failed. */
export interface Assets {
  earnings: MyEarnings | undefined;
  points: AccountPoints | undefined;
  /** the member's unused coupons (a page of one: its `total`) */
  coupons: PageResult<unknown> | undefined;
  favourites: CollectCountData | undefined;
}

interface AssetItem {
  key: 'balance' | 'points' | 'coupons' | 'favourites';
  label: MessageKey;
  route: RoutePath;
  value: string | undefined;
}

/** Balance, points, coupons and favourites, each opening its page; `--` for a figure not known. */
export function AssetsRow({ assets }: { assets: Assets }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { earnings, points, coupons, favourites } = assets;
  const favouriteCount = favourites && !isPassedThroughFailure(favourites) ? favourites.count : undefined;
  const items: AssetItem[] = [
    { key: 'balance', label: 'mine.assets.balance', route: '/income/property', value: earnings && formatYuan(earnings.balance) },
    { key: 'points', label: 'mine.assets.points', route: '/mine/pointsHall', value: points && String(points.points) },
    { key: 'coupons', label: 'mine.assets.coupons', route: '/myCoupon', value: coupons && String(coupons.total) },
    { key: 'favourites', label: 'mine.assets.favourites', route: '/myCollet', value: favouriteCount === undefined ? undefined : String(favouriteCount) },
  ];
  return (
    <section className={`${styles.card} ${styles.assets}`} data-testid={mineTestIds.assets} aria-label={t('mine.assets.title')}>
      {items.map((item) => (
        <button key={item.key} type="button" className={styles.asset} data-testid={`${mineTestIds.asset}-${item.key}`} onClick={() => void navigate(item.route)}>
          <span className={styles.assetValue}>{item.value ?? t('mine.assets.unknown')}</span>
          <span className={styles.assetLabel}>{t(item.label)}</span>
        </button>
      ))}
    </section>
  );
}
