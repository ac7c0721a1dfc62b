import type { Widen } from '../widen';
import type { homeZhCN } from './home';

/** Home area: /home, repurchase zone, members zone: en-US, the same keys (checked by the type). */
const homeEnUS: Widen<typeof homeZhCN> = {
  search: {
    label: 'Search products',
    placeholder: 'Search Pu-erh / Rock tea / Teaware',
  },
  banners: {
    label: 'Featured offers',
    loading: 'Loading featured offers',
  },
  notices: {
    label: 'News',
    loading: 'Loading news',
  },
  categories: {
    title: 'Tea categories',
    loading: 'Loading tea categories',
  },
  zones: {
    title: 'Zones',
    repurchase: 'Repurchase zone',
    repurchaseDesc: 'Repeat-order prices',
    member: 'Members zone',
    memberDesc: 'Member-only prices',
    enter: 'Browse',
  },
  activity: {
    title: 'Activity zones',
    loading: 'Loading activity zones',
  },
  newest: {
    title: 'New arrivals',
    loading: 'Loading new arrivals',
  },
  recommend: {
    title: 'Recommended for you',
    empty: 'No recommendations yet',
    emptyDescription: 'New teas are on their way; browse the categories meanwhile',
    browse: 'Browse',
    end: '— You have reached the end —',
  },
  section: {
    failed: '{name} failed to load',
    retry: 'Tap to retry',
  },
  popup: {
    label: 'New customer offer',
    open: 'View offer: {title}',
    close: 'Close',
  },
  zone: {
    repurchaseIntro: 'Finished your tea? Repeat-order prices here',
    memberIntro: 'Member prices · earn points on every order',
    loginTitle: 'Log in to see the {zone}',
    loginDescription: 'Zone prices are for members; log in to shop them',
    login: 'Log in',
    empty: 'New products are coming soon',
    emptyDescription: 'Browse more teas on the home page',
    backHome: 'Back to home',
  },
};

export default homeEnUS;
