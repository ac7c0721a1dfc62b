import { useSearchParams } from 'react-router-dom';
import { useFansListInfiniteQuery } from '@/api/fansApi';
import type { Fan } from '@/api/types/pay';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EmptyState, PageSkeleton } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { FanRow } from './FanRow';
import { fansArgOf, filterOf, isFiltered, paramsOf } from './fansFilter';
import { FansSearch } from './FansSearch';
import { FansTotals } from './FansTotals';
import styles from './MyFansScreen.module.css';
import '@/platform/i18n/areas/myFans';

/**
 * /myFans: the member's fans (agents, shop owners, partners): how many joined today, this month and
 * in all; the list, newest first, with avatar, nickname, join date and level; search by nickname or
 * mobile and a join-date range (both kept in the address); infinite scroll and pull to refresh.
 */
export default function MyFansScreen() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = useFansListInfiniteQuery(fansArgOf(filter));
  const filtered = isFiltered(filter);

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./myFans')} />
      <FansTotals />
      <FansSearch key={filter.keyword} filter={filter} onChange={(next) => setParams(paramsOf(next), { replace: true })} />
      <InfiniteList<Fan>
        source={query}
        skeleton={<PageSkeleton rows={4} />}
        empty={
          <EmptyState title={filtered ? t('myFans.noMatchTitle') : t('myFans.emptyTitle')} description={filtered ? t('myFans.noMatchBody') : t('myFans.emptyBody')} />
        }
      >
        {(fans) => (
          <ul className={styles.list} aria-label={t('myFans.list')} data-testid="my-fans-content">
            {fans.map((fan) => (
              <FanRow key={fan.memberId} fan={fan} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
