import { useSearchParams } from 'react-router-dom';
import type { FansPageArg } from '@/api/types/pay';
import { useFansListInfiniteQuery } from '@/api/fansApi';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n } from '@/platform/i18n';
import styles from './MyFansScreen.module.css';
import '@/platform/i18n/areas/myFans';

/** The call's argument, from the route's query string. */
function callArg(_params: URLSearchParams): FansPageArg {
  return {};
}

/** /myFans: Shows what fansList answers. Fill in what it is for. */
export default function MyFansScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const query = useFansListInfiniteQuery(callArg(params));
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./myFans')} />
      <InfiniteList source={query}>
        {(_items) => (
          <section className={styles.content} data-testid="my-fans-content" aria-label={t('myFans.content')}>
            <p className={styles.intro}>{t('myFans.intro')}</p>
            {/* the list, drawn from `_items` (the items of PageResult<Fan>); rename it to `items` */}
          </section>
        )}
      </InfiniteList>
    </div>
  );
}
