import {
  useActivityTheZoneCategoryQuery,
  useGoodsCategoryQuery,
  useHotNewsQuery,
  useNewestGoodsQuery,
  useRecommendGoodsQuery,
  useTopImageCarouselQuery,
} from '@/api/homeApi';
import { ActivitySection, BannerSection, CategorySection, HomeSearchHeader, NewestSection, NoticeSection, ZoneEntries } from './HomeSections';
import styles from './HomeScreen.module.css';
import { useHomeMotion } from './motion';
import { NewUserPopup } from './NewUserPopup';
import { RecommendedSection } from './RecommendedSection';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';

/**
 * /home: search entry, banners, notices, categories, the two zone entries, activity zones,
 * new arrivals and recommended goods. Each section loads, fails and retries on its own;
 * pulling down refreshes them all. Recommended goods is the main call.
 */
export default function HomeScreen() {
  const motion = useHomeMotion();
  const banners = useTopImageCarouselQuery();
  const notices = useHotNewsQuery();
  const categories = useGoodsCategoryQuery();
  const activity = useActivityTheZoneCategoryQuery();
  const newest = useNewestGoodsQuery();
  const recommended = useRecommendGoodsQuery();

  const refresh = async () => {
    await Promise.all([banners, notices, categories, activity, newest, recommended].map((query) => query.refetch()));
  };

  return (
    <div className={styles.page}>
      <HomeSearchHeader />
      <main className={styles.main}>
        <PullToRefresh onRefresh={refresh}>
          <div className={styles.content}>
            <BannerSection query={banners} autoplay={motion} />
            <NoticeSection query={notices} scrolling={motion} />
            <CategorySection query={categories} />
            <ZoneEntries />
            <ActivitySection query={activity} />
            <NewestSection query={newest} />
            <RecommendedSection query={recommended} />
          </div>
        </PullToRefresh>
      </main>
      <NewUserPopup />
    </div>
  );
}
