import { memo } from 'react';
import {
  homeApi,
  useActivityTheZoneCategoryQuery,
  useGoodsCategoryQuery,
  useHotNewsQuery,
  useNewestGoodsQuery,
  useRecommendGoodsQuery,
  useTopImageCarouselQuery,
} from '@/api/homeApi';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { useAppDispatch } from '@/state/hooks';
import type { AppDispatch, StoreAccess } from '@/state/root';
import { ActivitySection, BannerSection, CategorySection, HomeSearchHeader, NewestSection, NoticeSection, ZoneEntries } from './HomeSections';
import styles from './HomeScreen.module.css';
import { useHomeMotion } from './motion';
import { NewUserPopup, startLaunchAdvertCall } from './NewUserPopup';
import { RecommendedSection } from './RecommendedSection';

/*
 * Each section subscribes to its own call, so an answer re-renders that section only: with the
 * calls in the screen, each of the launch's answers (and each call's start) re-rendered the whole
 * page, the goods grids included, in one long task (docs/performance.md).
 */
const Banners = memo(function Banners({ autoplay }: { autoplay: boolean }) {
  return <BannerSection query={useTopImageCarouselQuery()} autoplay={autoplay} />;
});
const Notices = memo(function Notices({ scrolling }: { scrolling: boolean }) {
  return <NoticeSection query={useHotNewsQuery()} scrolling={scrolling} />;
});
const Categories = memo(function Categories() {
  return <CategorySection query={useGoodsCategoryQuery()} />;
});
const Activity = memo(function Activity() {
  return <ActivitySection query={useActivityTheZoneCategoryQuery()} />;
});
const Newest = memo(function Newest() {
  return <NewestSection query={useNewestGoodsQuery()} />;
});
const Recommended = memo(function Recommended() {
  return <RecommendedSection query={useRecommendGoodsQuery()} />;
});

/** A pull refreshes every section's call, whichever section is in view. */
const again = { subscribe: false, forceRefetch: true } as const;
function refreshSections(dispatch: AppDispatch): Promise<unknown[]> {
  const { topImageCarousel, hotNews, goodsCategory, activityTheZoneCategory, newestGoods, recommendGoods } = homeApi.endpoints;
  return Promise.all([
    dispatch(topImageCarousel.initiate(undefined, again)),
    dispatch(hotNews.initiate(undefined, again)),
    dispatch(goodsCategory.initiate(undefined, again)),
    dispatch(activityTheZoneCategory.initiate(undefined, again)),
    dispatch(newestGoods.initiate(undefined, again)),
    dispatch(recommendGoods.initiate(undefined, again)),
  ]);
}

/**
 * When the app opens on /home (src/app/main.tsx, before the first render): the launch advert's
 * call, if this launch may show one. Its picture is the launch's largest paint; the sections'
 * calls start from their first render, as on any visit, so that their answers come after the first
 * commit and take turns to show (QueryView's `revealAsTransition`).
 */
export function openingCalls(store: StoreAccess): Promise<unknown> | undefined {
  return startLaunchAdvertCall(store);
}

/**
 * /home: search entry, banners, notices, categories, the two zone entries, activity zones,
 * new arrivals and recommended goods. Each section loads, fails and retries on its own;
 * pulling down refreshes them all. Recommended goods is the main call.
 */
export default function HomeScreen() {
  const motion = useHomeMotion();
  const dispatch = useAppDispatch();

  const refresh = async () => {
    await refreshSections(dispatch);
  };

  return (
    <div className={styles.page}>
      {/* first, so its call is the first one sent: the advert's picture is the launch's largest
          paint, and its answer then comes ahead of the sections' (it renders in a portal) */}
      <NewUserPopup />
      <HomeSearchHeader />
      <main className={styles.main}>
        <PullToRefresh onRefresh={refresh}>
          <div className={styles.content}>
            <Banners autoplay={motion} />
            <Notices scrolling={motion} />
            <Categories />
            <ZoneEntries />
            <Activity />
            <Newest />
            <Recommended />
          </div>
        </PullToRefresh>
      </main>
    </div>
  );
}
