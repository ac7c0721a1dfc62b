import { SideBar } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { goodsApi, useGoodsCategoryPageQuery, useGoodsPagesInfiniteQuery } from '@/api/goodsApi';
import type { GoodsCategory } from '@/api/types/goods';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { QueryView } from '@/components/QueryView';
import { EmptyState, PageSkeleton } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import type { StoreAccess } from '@/state/root';
import styles from './CategoryScreen.module.css';
import '@/platform/i18n/areas/goods';

/** The category list is asked for with page size 50 (a product constant). */
export const CATEGORY_PAGE_SIZE = 50;
const categoryPageArg = { pageNo: 1, pageSize: CATEGORY_PAGE_SIZE };

/**
 * When the app opens on /goods/category (src/app/main.tsx, before the first render): the category
 * list's call. The list's goods wait for its answer, as they do when the page renders.
 */
export function openingCalls({ dispatch }: StoreAccess): void {
  void dispatch(goodsApi.endpoints.goodsCategoryPage.initiate(categoryPageArg, { subscribe: false }));
}

function CategoryGoods({ category }: { category: GoodsCategory }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const source = useGoodsPagesInfiniteQuery({ categoryId: category.categoryId });
  return (
    <section className={styles.goods} aria-labelledby="category-title" data-testid="category-goods">
      <header className={styles.goodsHead}>
        <h2 id="category-title" className={styles.goodsTitle}>
          {category.categoryName}
        </h2>
        <span className={styles.goodsCount}>{t('goods.category.count', { count: category.goodsCount })}</span>
      </header>
      <InfiniteList
        source={source}
        skeleton={<PageSkeleton rows={5} />}
        empty={<EmptyState title={t('goods.category.emptyGoods')} description={t('goods.category.emptyGoodsHint')} />}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((goods, index) => (
              <li key={goods.goodsId}>
                <GoodsCard goods={goods} layout="row" eager={index < 4} onOpen={(goodsId) => void navigate(href(paths.goodsDetail, { id: goodsId }))} />
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
    </section>
  );
}

/**
 * /goods/category (tab): search entry on top, the category side bar (page size 50) and the goods
 * of the selected category with infinite scroll. `?categoryId=` selects a category (home links so).
 */
export default function CategoryScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryPage = useGoodsCategoryPageQuery(categoryPageArg);
  const categories = categoryPage.data?.list ?? [];
  const wanted = searchParams.get('categoryId');
  const active = categories.find((category) => category.categoryId === wanted) ?? categories[0];

  const select = (categoryId: string) => {
    if (categoryId === active?.categoryId) return;
    setSearchParams({ categoryId }, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="category-screen">
      <header className={styles.top}>
        <h1 className="visually-hidden">{t('route./goods/category')}</h1>
        <button type="button" className={styles.search} onClick={() => void navigate('/goods/search')} data-testid="category-search">
          <SearchOutline aria-hidden />
          <span>{t('goods.category.search')}</span>
        </button>
      </header>
      <QueryView
        query={categoryPage}
        skeleton={<PageSkeleton rows={6} />}
        empty={<EmptyState title={t('goods.category.emptyCategories')} />}
      >
        {() =>
          // not empty: the page has a category, so one is active
          active && (
            <div className={styles.panes}>
              <nav className={styles.side} aria-label={t('goods.category.sideBar')}>
                <SideBar activeKey={active.categoryId} onChange={select} className={styles.sideBar}>
                  {categories.map((category) => (
                    <SideBar.Item
                      key={category.categoryId}
                      title={
                        <button
                          type="button"
                          className={styles.sideButton}
                          aria-current={category.categoryId === active.categoryId ? 'true' : undefined}
                          data-testid={`category-${category.categoryId}`}
                        >
                          {category.categoryName}
                        </button>
                      }
                    />
                  ))}
                </SideBar>
              </nav>
              {/* a new category starts at the top of its own list */}
              <div className={styles.content} key={active.categoryId}>
                <CategoryGoods category={active} />
              </div>
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
