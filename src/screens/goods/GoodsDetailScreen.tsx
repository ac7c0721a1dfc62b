import { RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCartAddMutation, useCartCount } from '@/api/cartApi';
import { isApiError } from '@/api/errors';
import { goodsApi, useGoodsDetailQuery, useSaveBrowseHistoryMutation } from '@/api/goodsApi';
import { useCollectAddMutation, useCollectCountQuery, useCollectDeleteMutation } from '@/api/memberApi';
import { orderApi } from '@/api/orderApi';
import { isPassedThroughFailure } from '@/api/types/common';
import type { GoodsDetail } from '@/api/types/goods';
import type { SettleItem } from '@/api/types/order';
import { useAppSelector } from '@/state/hooks';
import type { StoreAccess } from '@/state/root';
import { selectIsLoggedIn, selectUserInfo } from '@/state/session';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { QueryView } from '@/components/QueryView';
import { SkuSelector, type SkuAction, type SkuChoice, type SkuSelection, type SkuSelectorMode } from '@/components/SkuSelector/SkuSelector';
import { hasStock } from '@/components/SkuSelector/skuAvailability';
import { DetailSkeleton, EmptyState, ErrorState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { ActionBar } from './detail/ActionBar';
import { Description } from './detail/Description';
import { Gallery } from './detail/Gallery';
import { ReviewsSummary } from './detail/ReviewsSummary';
import styles from './detail/detail.module.css';
import { showNotice, showToast } from '@/platform/feedback';
import { useAction } from '@/hooks/useAction';
import { loginHref, paths, queryString, withoutParam, type RouteState } from '@/routes';
import '@/platform/i18n/areas/goods';

function pendingActionOf(value: string | null): SkuAction | undefined {
  return value === 'cart' || value === 'buy' ? value : undefined;
}

function DetailContent({ goods }: { goods: GoodsDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const memberId = useAppSelector(selectUserInfo)?.memberId ?? '';

  // a choice carried through the login page (`?skuId=&quantity=`) is where the selector starts again,
  // and `&then=cart|buy` is the action the guest started, finished once they are back logged in
  const initialSkuId = searchParams.get('skuId') ?? undefined;
  const initialQuantity = Math.max(1, Math.floor(Number(searchParams.get('quantity')) || 1));
  const pendingAction = pendingActionOf(searchParams.get('then'));

  const [reported, setReported] = useState<SkuSelection>();
  // The selector starts on a choice of its own (the first SKU in stock) so its sheet opens ready to
  // buy, but the page shows a spec's price, stock and name only once the buyer has chosen one: they
  // changed the selector's choice, confirmed it in the sheet, or brought it back through the login
  // page (?skuId=). Until then the summary is the goods' own, its lowest price with 起 as the lists show it.
  const [chosenFor, setChosenFor] = useState<string | null>(initialSkuId ? goods.goodsId : null);
  const startingChoice = useRef<{ goodsId: string; key: string } | null>(null);
  const chosen = chosenFor === goods.goodsId;
  const selection = chosen ? reported : undefined;
  const choose = () => setChosenFor(goods.goodsId);
  const report = (next: SkuSelection) => {
    const key = `${next.values.join('/')}|${next.quantity}`;
    const start = startingChoice.current;
    if (start?.goodsId !== goods.goodsId) startingChoice.current = { goodsId: goods.goodsId, key };
    else if (start.key !== key) choose();
    setReported(next);
  };
  const [sheet, setSheet] = useState<{ visible: boolean; mode: SkuSelectorMode }>({ visible: false, mode: 'both' });

  const cartCount = useCartCount({ skip: !loggedIn });
  const [cartAdd] = useCartAddMutation();
  const [settleBuyNow] = orderApi.useLazyBuyNowSettleQuery();
  const collect = useCollectCountQuery({ goodsId: goods.goodsId }, { skip: !loggedIn });
  const favourite = loggedIn && collect.data !== undefined && !isPassedThroughFailure(collect.data) && collect.data.collected;
  const [collectAdd] = useCollectAddMutation();
  const [collectDelete] = useCollectDeleteMutation();

  // browse history: once per visit, for a member
  const [saveBrowseHistory] = useSaveBrowseHistoryMutation();
  const savedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!memberId || savedFor.current === goods.goodsId) return;
    savedFor.current = goods.goodsId;
    void saveBrowseHistory({ goodsId: goods.goodsId, memberId });
  }, [goods.goodsId, memberId, saveBrowseHistory]);

  const offShelf = goods.status === 0;
  const soldOut = !hasStock(goods.skus);
  const blockedText = offShelf ? t('goods.detail.offShelfButton') : soldOut ? t('goods.detail.soldOutButton') : undefined;
  const sku = selection?.sku;
  const stock = sku ? sku.stock : goods.stock;

  const toLogin = (back: string) => {
    showNotice(t('session.loginFirst'));
    void navigate(loginHref(back));
  };

  const closeSheet = () => setSheet((current) => ({ ...current, visible: false }));
  const itemOf = (choice: SkuChoice): SettleItem => ({ goodsId: goods.goodsId, skuId: choice.skuId, quantity: choice.quantity });

  const addToCart = useAction((item: SettleItem) => cartAdd(item).unwrap(), {
    success: t('goods.detail.addedToCart'),
    wording: { icon: 'fail' },
    onSuccess: closeSheet,
  });
  // buy now first asks the server to settle (a query sent on the tap: its refusal is this screen's to tell),
  // then leaves for confirm order
  const buyNow = useAction(
    async (item: SettleItem) => {
      await settleBuyNow(item).unwrap();
      return item;
    },
    {
      origin: 'query',
      wording: { icon: 'fail' },
      hold: () => true,
      onSuccess: (item) => {
        closeSheet();
        const state: RouteState['confirmOrder'] = { source: 'buyNow', items: [item] };
        void navigate('/shoppingCart/confirmOrder', { state });
      },
    },
  );
  // the action being sent, for the selector's busy button
  const submitting: SkuAction | null = addToCart.busy ? 'cart' : buyNow.busy ? 'buy' : null;
  const { run: runAddToCart } = addToCart;
  const { run: runBuyNow } = buyNow;

  // back from the login page: the add to cart (or buy now) the guest started is sent once, and the
  // `then` mark leaves the address, so going back or reloading does not send it again
  const finished = useRef(false);
  useEffect(() => {
    if (!loggedIn || !pendingAction || !initialSkuId || finished.current) return;
    finished.current = true;
    setSearchParams(withoutParam('then'), { replace: true });
    const item: SettleItem = { goodsId: goods.goodsId, skuId: initialSkuId, quantity: initialQuantity };
    void (pendingAction === 'cart' ? runAddToCart(item) : runBuyNow(item));
  }, [loggedIn, pendingAction, initialSkuId, initialQuantity, goods.goodsId, runAddToCart, runBuyNow, setSearchParams]);

  const confirm = (choice: SkuChoice, action: SkuAction) => {
    if (submitting) return;
    choose();
    if (!loggedIn) {
      toLogin(location.pathname + queryString({ skuId: choice.skuId, quantity: choice.quantity, then: action }));
      return;
    }
    void (action === 'cart' ? addToCart : buyNow).run(itemOf(choice));
  };

  const toggleFavourite = useAction(
    async () => {
      if (favourite) {
        await collectDelete({ goodsIds: [goods.goodsId] }).unwrap();
        return 'removed' as const;
      }
      await collectAdd({ goodsId: goods.goodsId, goodsName: goods.goodsName, image: goods.mainImage, price: goods.price }).unwrap();
      return 'added' as const;
    },
    {
      success: (done) => (done === 'added' ? t('goods.detail.favouriteAdded') : null),
      // taken out of the favourites is said without the success icon
      onSuccess: (done) => {
        if (done === 'removed') showToast({ content: t('goods.detail.favouriteRemoved') });
      },
      wording: { icon: 'fail' },
    },
  );
  const favouriteBusy = toggleFavourite.busy || (loggedIn && collect.isFetching);

  const tapFavourite = () => {
    if (!loggedIn) {
      toLogin(location.pathname + location.search);
      return;
    }
    void toggleFavourite.run();
  };

  const openSheet = (mode: SkuSelectorMode) => setSheet({ visible: true, mode });
  const specText = selection
    ? selection.missing.length > 0
      ? t('goods.detail.specChoose', { groups: selection.missing.join(t('goods.sku.groupSeparator')) })
      : t('goods.detail.specChosen', { spec: selection.values.join(' / '), quantity: selection.quantity })
    : t('goods.detail.specChoose', { groups: goods.specs.map((group) => group.name).join(t('goods.sku.groupSeparator')) });

  return (
    <>
      <Gallery images={goods.images} name={goods.goodsName} />

      {offShelf && (
        <p className={styles.offShelf} role="status">
          {t('goods.detail.offShelf')}
        </p>
      )}

      <section className={styles.summary} aria-labelledby="goods-name">
        <div className={styles.priceRow}>
          {/* a chosen spec shows its own price; until then the lowest with 起 (From), as the lists do */}
          {sku ? (
            <Price value={fen(sku.price)} originalPrice={fen(sku.originalPrice)} memberPrice={fen(sku.memberPrice)} role="hero" />
          ) : (
            <Price value={fen(goods.price)} originalPrice={fen(goods.originalPrice)} memberPrice={fen(goods.memberPrice)} from={goods.maxPrice > goods.price} role="hero" />
          )}
        </div>
        <h2 id="goods-name" className={styles.name}>
          {goods.goodsName}
        </h2>
        {goods.subtitle && <p className={styles.subtitle}>{goods.subtitle}</p>}
        {goods.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('goodsCard.tags')}>
            {goods.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.meta}>
          <span>{t('goodsCard.sales', { count: goods.sales })}</span>
          <span data-testid="goods-stock">{t('goods.detail.stock', { count: stock })}</span>
        </p>
      </section>

      <section className={styles.card}>
        <button type="button" className={styles.cell} onClick={() => openSheet('both')} disabled={offShelf} data-testid="spec-row">
          <span className={styles.cellLabel}>{t('goods.detail.spec')}</span>
          <span className={styles.cellValue}>{specText}</span>
          <RightOutline aria-hidden className={styles.cellArrow} />
        </button>
        <div className={styles.cell}>
          <span className={styles.cellLabel}>{t('goods.detail.freight')}</span>
          <span className={styles.cellValue}>{goods.freightText}</span>
        </div>
        {goods.origin && (
          <div className={styles.cell}>
            <span className={styles.cellLabel}>{t('goods.detail.origin')}</span>
            <span className={styles.cellValue}>{goods.origin}</span>
          </div>
        )}
      </section>

      <ReviewsSummary goodsId={goods.goodsId} />

      <Description html={goods.description} />

      <ActionBar
        cartCount={cartCount}
        favourite={favourite}
        favouriteBusy={favouriteBusy}
        favouriteDisabled={offShelf && !favourite}
        blockedText={blockedText}
        onHome={() => void navigate(paths.home)}
        onFavourite={tapFavourite}
        onCart={() => void navigate(paths.cart)}
        onAddToCart={() => openSheet('cart')}
        onBuyNow={() => openSheet('buy')}
      />

      <SkuSelector
        visible={sheet.visible}
        mode={sheet.mode}
        goods={goods}
        initialSkuId={initialSkuId}
        initialQuantity={initialQuantity}
        submitting={submitting}
        unavailableText={blockedText}
        onChange={report}
        onClose={closeSheet}
        onConfirm={confirm}
      />
    </>
  );
}

/** When the app opens on a goods page (src/app/main.tsx, before the first render): its goods call. */
export function openingCalls({ dispatch }: StoreAccess, pathname: string): void {
  const id = matchPath(paths.goodsDetail, pathname)?.params.id;
  if (id) void dispatch(goodsApi.endpoints.goodsDetail.initiate({ goodsId: id }, { subscribe: false }));
}

/**
 * /goods/detail/:id: pictures, price (original and member price), name, sales and stock, the spec
 * row opening the SKU selector, reviews summary, sanitised description, favourite, add to cart and
 * buy now; browse history saved once per visit for a member; off-shelf and not-found states.
 */
export default function GoodsDetailScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  const detail = useGoodsDetailQuery({ goodsId: id }, { skip: !id });
  const { isFetching, refetch } = detail;

  // the server refusing the goods (code 0, e.g. 商品不存在或已删除) or answering nothing: the goods cannot be shown
  const unavailable = (title: string, retry: boolean) => (
    <EmptyState
      title={title}
      description={t('goods.detail.notFoundHint')}
      action={
        <div className={styles.stateActions}>
          {retry && (
            <StateAction kind="secondary" onClick={() => void refetch()} loading={isFetching} loadingText={t('state.retry')}>
              {t('state.retry')}
            </StateAction>
          )}
          <StateAction onClick={() => void navigate(paths.home)}>{t('goods.detail.backHome')}</StateAction>
        </div>
      }
    />
  );

  return (
    <div className={styles.page} data-testid="goods-detail">
      <PageHeader title={t('goods.detail.title')} />
      <QueryView
        query={detail}
        skeleton={<DetailSkeleton />}
        error={(failure) =>
          isApiError(failure.error) && failure.error.kind === 'business'
            ? unavailable(failure.error.message || t('goods.detail.notFound'), true)
            : <ErrorState {...failure} />
        }
        isEmpty={(goods) => !goods.goodsId}
        keepStaleEmpty
        empty={unavailable(t('goods.detail.notFound'), false)}
        // the page's one heavy render, built in slices: everything that acts on the goods (the
        // action bar, the SKU selector) is inside the content, only the header's back is outside
        revealAsTransition
      >
        {(goods) => <DetailContent key={goods.goodsId} goods={goods} />}
      </QueryView>
    </div>
  );
}
