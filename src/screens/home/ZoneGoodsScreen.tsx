import { useLocation, useNavigate } from 'react-router-dom';
import { useMembersAreaGoodsPagesInfiniteQuery, useRepurchaseAreaGoodsPagesInfiniteQuery } from '@/api/homeApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EmptyState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, loginHref, paths } from '@/routes';
import { GoodsGridSkeleton } from './SectionStates';
import styles from './ZoneGoodsScreen.module.css';
import goodsGrid from '@/styles/goodsGrid.module.css';

export type ZoneKind = 'repurchase' | 'member';

const zones = {
  repurchase: { route: '/home/repurchaseZone', intro: 'home.zone.repurchaseIntro' },
  member: { route: '/home/memberArea', intro: 'home.zone.memberIntro' },
} as const;

/** The zone's goods pages; the calls carry the member token, so a guest never sends them. */
function useZonePages(kind: ZoneKind, loggedIn: boolean) {
  const repurchase = useRepurchaseAreaGoodsPagesInfiniteQuery({}, { skip: !loggedIn || kind !== 'repurchase' });
  const member = useMembersAreaGoodsPagesInfiniteQuery({}, { skip: !loggedIn || kind !== 'member' });
  return kind === 'repurchase' ? repurchase : member;
}

/**
 * /home/repurchaseZone and /home/memberArea: the zone's goods with pull to refresh and infinite
 * scroll. The routes are public but the calls need a token: a guest gets a login prompt that
 * comes back here after logging in.
 */
export function ZoneGoodsScreen({ kind }: { kind: ZoneKind }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const source = useZonePages(kind, loggedIn);
  const zone = zones[kind];
  const title = t(`route.${zone.route}`);

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <main>
        <h2 className={`${styles.intro} ${styles[kind]}`}>{t(zone.intro)}</h2>
        {loggedIn ? (
          <div className={styles.list}>
            <InfiniteList
              source={source}
              skeleton={<GoodsGridSkeleton count={6} label={t('state.loading')} />}
              empty={
                <EmptyState
                  title={t('home.zone.empty')}
                  description={t('home.zone.emptyDescription')}
                  action={
                    <StateAction onClick={() => void navigate(paths.home, { replace: true })}>{t('home.zone.backHome')}</StateAction>
                  }
                />
              }
            >
              {(items) => (
                <ul className={goodsGrid.grid}>
                  {items.map((goods, index) => (
                    <li key={goods.goodsId}>
                      <GoodsCard
                        goods={goods}
                        eager={index < 2}
                        pricing={kind === 'member' ? 'member' : 'regular'}
                        onOpen={(goodsId) => void navigate(href(paths.goodsDetail, { id: goodsId }))}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </InfiniteList>
          </div>
        ) : (
          <EmptyState
            title={t('home.zone.loginTitle', { zone: title })}
            description={t('home.zone.loginDescription')}
            action={
              <StateAction onClick={() => void navigate(loginHref(pathname + search))}>{t('home.zone.login')}</StateAction>
            }
          />
        )}
      </main>
    </div>
  );
}
