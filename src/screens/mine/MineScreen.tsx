import { useNavigate } from 'react-router-dom';
import { useCollectCountQuery, useGetInfoQuery, useMyCouponsQuery, useOrderTipQuery } from '@/api/memberApi';
import { useAccountPointsQuery, useMyEarningsQuery } from '@/api/payApi';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView } from '@/components/QueryView';
import { rolesOf } from '@/lib/roles';
import { useI18n } from '@/platform/i18n';
import type { RoutePath } from '@/routes';
import { AssetsRow } from './hub/AssetsRow';
import { entryGroupsFor } from './hub/entries';
import { EntryGrid } from './hub/EntryGrid';
import { MineHeader } from './hub/MineHeader';
import { MineSkeleton } from './hub/MineSkeleton';
import { OrderStrip } from './hub/OrderStrip';
import { mineTestIds } from './hub/testIds';
import styles from './MineScreen.module.css';
import '@/platform/i18n/areas/mine';

/** The unused coupons, one to a page: only the total is read. */
const UNUSED_COUPONS = { status: 0, pageNo: 1, pageSize: 1 } as const;

const SETTINGS_ICON = (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5L17 5l-3-1-1 2h-2L10 4 7 5l.3 2L6 8.5 4 8l-1 3 2 1-2 1 1 3 2-.3L7.5 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .5 1-3z" />
  </svg>
);

/**
 * /mine, the personal hub (a tab page, login only): the member's card with the invite code, the
 * order strip with orderTip's red dots, the assets row (balance, points, coupons, favourites) and
 * the entry grids of the roles the member holds (hub/entries.ts). The member info decides the page:
 * its skeleton while it loads, its error with a retry; the other calls fill their own figures and
 * show `--` (or no dot) when they fail. Pull to refresh asks every call again.
 */
export default function MineScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const info = useGetInfoQuery();
  const tip = useOrderTipQuery();
  const earnings = useMyEarningsQuery();
  const points = useAccountPointsQuery();
  const coupons = useMyCouponsQuery(UNUSED_COUPONS);
  const favourites = useCollectCountQuery({});
  const refresh = () => Promise.all([info, tip, earnings, points, coupons, favourites].map((query) => query.refetch()));
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine')} hideBack right={{ icon: SETTINGS_ICON, label: t('mine.entries.settings'), onClick: () => void navigate('/mine/set' satisfies RoutePath) }} />
      <PullToRefresh onRefresh={refresh}>
        <QueryView query={info} skeleton={<MineSkeleton />}>
          {(member) => (
            <div data-testid={mineTestIds.content}>
              <MineHeader member={member} unreadMessages={tip.data?.unreadMessageCount} />
              <OrderStrip tip={tip.data} />
              <AssetsRow assets={{ earnings: earnings.data, points: points.data, coupons: coupons.data, favourites: favourites.data }} />
              {entryGroupsFor(rolesOf(member)).map((group) => (
                <EntryGrid key={group.key} group={group} />
              ))}
            </div>
          )}
        </QueryView>
      </PullToRefresh>
    </div>
  );
}
