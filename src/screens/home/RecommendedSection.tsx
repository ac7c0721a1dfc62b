import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { GoodsBrief } from '@/api/types/goods';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import styles from './HomeScreen.module.css';
import goodsGrid from '@/styles/goodsGrid.module.css';
import { GoodsGridSkeleton } from './SectionStates';

/**
 * Recommended goods: the page's main call. It owns the page-level states (skeleton, empty,
 * error with retry) that the standard scenario stories look for.
 */
export function RecommendedSection({ query }: { query: QuerySource<GoodsBrief[]> }) {
  const { t } = useI18n();
  const navigate = useNavigate();

  return (
    <section className={styles.block} aria-labelledby="home-recommend-title" data-testid="home-recommend">
      <h2 id="home-recommend-title" className={styles.recommendTitle}>
        {t('home.recommend.title')}
      </h2>
      <QueryView
        query={query}
        // the launch's heaviest render: the first page of cards is built in slices (QueryView)
        revealAsTransition
        skeleton={<GoodsGridSkeleton label={t('state.loading')} />}
        empty={
          <EmptyState
            title={t('home.recommend.empty')}
            description={t('home.recommend.emptyDescription')}
            action={
              <Button color="primary" size="small" onClick={() => void navigate(paths.category)}>
                {t('home.recommend.browse')}
              </Button>
            }
          />
        }
      >
        {(goods) => (
          <>
            <ul className={goodsGrid.grid}>
              {goods.map((item) => (
                <li key={item.goodsId}>
                  <GoodsCard goods={item} onOpen={(goodsId) => void navigate(href(paths.goodsDetail, { id: goodsId }))} />
                </li>
              ))}
            </ul>
            <p className={styles.end}>{t('home.recommend.end')}</p>
          </>
        )}
      </QueryView>
    </section>
  );
}
