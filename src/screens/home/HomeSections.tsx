import { RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import type { GoodsBrief } from '@/api/types/goods';
import type { ActivityZone, Banner, HomeCategory, NewestGoods, Notice } from '@/api/types/home';
import { Carousel } from '@/components/Carousel/Carousel';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/fen';
import type { QuerySource } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import styles from './HomeScreen.module.css';
import { NoticeStrip } from './NoticeStrip';
import { linkTarget } from './linkTarget';
import { SectionView, SkeletonBlock, type SectionViewProps } from './SectionStates';

/** A card section of the home page: its skeleton in the card, its one-line failure outside it. */
function CardSectionView<Data>(props: Omit<SectionViewProps<Data>, 'box' | 'errorBox'>) {
  return <SectionView {...props} box={`${styles.block} ${styles.card}`} errorBox={styles.block} />;
}

/** A card section's skeleton: `count` blocks laid out as the section lays out its items, under a title block when `titled`. */
function SkeletonList({ titled = false, count, list, item }: { titled?: boolean; count: number; list?: string; item?: string }) {
  return (
    <>
      {titled && <SkeletonBlock className={styles.titleSkeleton} />}
      <div className={list}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonBlock key={index} className={item} />
        ))}
      </div>
    </>
  );
}

/** Search entry at the top of the home page: a tap opens the search page. */
export function HomeSearchHeader() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <h1 className={styles.brand}>{t('app.name')}</h1>
      <button type="button" className={styles.search} onClick={() => void navigate('/goods/search')} data-testid="home-search">
        <SearchOutline aria-hidden className={styles.searchIcon} />
        <span className="visually-hidden">{t('home.search.label')}</span>
        <span className={styles.searchText}>{t('home.search.placeholder')}</span>
      </button>
    </header>
  );
}

/** Banners (a carousel): the first slide loads eagerly (LCP); a tap opens the banner's link. */
export function BannerSection({ query, autoplay }: { query: QuerySource<Banner[]>; autoplay: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const name = t('home.banners.label');
  const slidesOf = (banners: Banner[]) =>
    banners.map((banner, index) => {
      const target = linkTarget(banner.linkType, banner.linkValue);
      const picture = <GoodsImage src={banner.imageUrl} alt={banner.title} ratio={2.5} radius={8} loading={index === 0 ? 'eager' : 'lazy'} />;
      return target ? (
        <button key={banner.id} type="button" className={styles.bannerButton} aria-label={banner.title} onClick={() => void navigate(target)}>
          {picture}
        </button>
      ) : (
        <div key={banner.id}>{picture}</div>
      );
    });
  return (
    <SectionView
      query={query}
      name={name}
      box={styles.bannerBox}
      loadingLabel={t('home.banners.loading')}
      skeleton={<SkeletonBlock className={styles.bannerSkeleton} />}
    >
      {(banners) => (
        <section className={styles.bannerBox} data-testid="home-banners">
          <Carousel slides={slidesOf(banners)} autoplay={autoplay} interval={4000} label={name} />
        </section>
      )}
    </SectionView>
  );
}

/** Notices strip: scrolls when the device allows motion, otherwise one static, ellipsised line. */
export function NoticeSection({ query, scrolling }: { query: QuerySource<Notice[]>; scrolling: boolean }) {
  const { t } = useI18n();
  const name = t('home.notices.label');
  return (
    <SectionView
      query={query}
      name={name}
      box={styles.block}
      loadingLabel={t('home.notices.loading')}
      skeleton={<SkeletonBlock className={styles.noticeSkeleton} />}
    >
      {(notices) => (
        <section className={`${styles.block} ${styles.notices}`} aria-label={name} data-testid="home-notices">
          <NoticeStrip
            tag={<span className={styles.noticeTag}>{name}</span>}
            text={notices.map((notice) => notice.title).join('\u3000\u3000')}
            scrolling={scrolling}
          />
        </section>
      )}
    </SectionView>
  );
}

/** Home categories: a tap opens the category page with that category selected. */
export function CategorySection({ query }: { query: QuerySource<HomeCategory[]> }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const name = t('home.categories.title');
  return (
    <CardSectionView
      query={query}
      name={name}
      loadingLabel={t('home.categories.loading')}
      skeleton={<SkeletonList count={8} list={styles.categoryGrid} item={styles.categorySkeleton} />}
    >
      {(categories) => (
        <section className={`${styles.block} ${styles.card}`} aria-labelledby="home-categories-title" data-testid="home-categories">
          <h2 id="home-categories-title" className="visually-hidden">
            {name}
          </h2>
          <ul className={styles.categoryGrid}>
            {categories.map((category) => (
              <li key={category.categoryId}>
                <button
                  type="button"
                  className={styles.category}
                  onClick={() => void navigate(href(paths.category, { categoryId: category.categoryId }))}
                >
                  <span className={styles.categoryIcon}>
                    <GoodsImage src={category.icon} alt="" ratio={1} radius={22} loading="eager" />
                  </span>
                  <span className={styles.categoryName}>{category.categoryName}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </CardSectionView>
  );
}

/** Entries to the repurchase zone and the members zone. */
export function ZoneEntries() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const zones = [
    { key: 'repurchase', route: '/home/repurchaseZone', title: t('home.zones.repurchase'), desc: t('home.zones.repurchaseDesc') },
    { key: 'member', route: '/home/memberArea', title: t('home.zones.member'), desc: t('home.zones.memberDesc') },
  ] as const;
  return (
    <nav className={`${styles.block} ${styles.zones}`} aria-label={t('home.zones.title')} data-testid="home-zones">
      {zones.map((zone) => (
        <button key={zone.key} type="button" className={`${styles.zone} ${styles[zone.key]}`} onClick={() => void navigate(zone.route)}>
          <span className={styles.zoneTitle}>{zone.title}</span>
          <span className={styles.zoneDesc}>{zone.desc}</span>
          <span className={styles.zoneEnter} aria-hidden>
            {t('home.zones.enter')}
            <RightOutline />
          </span>
        </button>
      ))}
    </nav>
  );
}

/** Activity zones: icon, name and subtitle; a tap opens the zone's link. */
export function ActivitySection({ query }: { query: QuerySource<ActivityZone[]> }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const name = t('home.activity.title');
  return (
    <CardSectionView
      query={query}
      name={name}
      loadingLabel={t('home.activity.loading')}
      skeleton={<SkeletonList titled count={4} list={styles.activityGrid} item={styles.activitySkeleton} />}
    >
      {(zones) => (
        <section className={`${styles.block} ${styles.card}`} aria-labelledby="home-activity-title" data-testid="home-activity">
          <h2 id="home-activity-title" className={styles.sectionTitle}>
            {name}
          </h2>
          <ul className={styles.activityGrid}>
            {zones.map((zone) => {
              const target = linkTarget(zone.linkType, zone.linkValue);
              return (
                <li key={zone.id}>
                  <button
                    type="button"
                    className={styles.activity}
                    disabled={!target}
                    onClick={() => target && void navigate(target)}
                  >
                    <span className={styles.activityIcon}>
                      <GoodsImage src={zone.icon} alt="" ratio={1} radius={10} loading="eager" />
                    </span>
                    <span className={styles.activityText}>
                      <span className={styles.activityName}>{zone.name}</span>
                      <span className={styles.activitySub}>{zone.subtitle}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </CardSectionView>
  );
}

/** New arrivals (newestGoods returns an object: title, subtitle, goods): a sideways list. */
export function NewestSection({ query }: { query: QuerySource<NewestGoods> }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <CardSectionView
      query={query}
      name={t('home.newest.title')}
      loadingLabel={t('home.newest.loading')}
      skeleton={<SkeletonList titled count={3} list={styles.newestList} item={styles.newestSkeleton} />}
      isEmpty={(newest) => newest.goodsList.length === 0}
      keepStaleEmpty
    >
      {(newest) => (
        <section className={`${styles.block} ${styles.card}`} aria-labelledby="home-newest-title" data-testid="home-newest">
          <div className={styles.sectionHead}>
            <h2 id="home-newest-title" className={styles.sectionTitle}>
              {newest.title}
            </h2>
            {newest.subtitle && <p className={styles.sectionSub}>{newest.subtitle}</p>}
          </div>
          <ul className={styles.newestList}>
            {newest.goodsList.map((goods: GoodsBrief) => (
              <li key={goods.goodsId} className={styles.newestItem}>
                <button type="button" className={styles.newestButton} onClick={() => void navigate(href(paths.goodsDetail, { id: goods.goodsId }))}>
                  <GoodsImage src={goods.mainImage} alt={goods.goodsName} ratio={1} radius={6} />
                  <span className={styles.newestName}>{goods.goodsName}</span>
                  <Price value={fen(goods.price)} role="line" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </CardSectionView>
  );
}
