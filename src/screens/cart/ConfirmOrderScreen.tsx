import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'antd-mobile';
import { AddCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { useMyCouponsQuery } from '@/api/memberApi';
import { useBuyNowSettleQuery, useCartSettleQuery, useFavouritesSettleQuery, useOrderCreateMutation, useRebuySettleQuery } from '@/api/orderApi';
import { isPassedThroughFailure, type PageResult } from '@/api/types/common';
import type { MyCoupon } from '@/api/types/member';
import type { SettlePreview } from '@/api/types/order';
import { AddressCard } from '@/components/AddressCard/AddressCard';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Price } from '@/components/Price/Price';
import { QueryView } from '@/components/QueryView';
import { ErrorState, PageSkeleton } from '@/components/states';
import { fen, maxFen, subtractFen, ZERO_FEN } from '@/lib/money';
import { useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import { readCheckoutAddress, rememberCheckoutAddress } from '@/platform/checkoutAddress';
import { writeStored } from '@/platform/storage';
import {
  clearDraft,
  readDraft,
  REMARK_MAX,
  remarkArg,
  settleKey,
  sourceFromQuery,
  sourceFromState,
  writeDraft,
  writeSourceToQuery,
  type OrderDraft,
} from './checkout';
import type { RatedCoupon } from './CouponPopup';
import { couponSheet } from './couponSheet';
import { couponOrderOf, rateCoupons } from './couponRating';
import { NothingToSettle, SettleRefused } from './SettleStates';
import submitPage from '@/styles/submitPage.module.css';
import styles from './ConfirmOrderScreen.module.css';
import { alertDialog, showToast } from '@/platform/feedback';
import { useAction } from '@/hooks/useAction';
import { href, paths, withoutParam, type SettleSource } from '@/routes';
import '@/platform/i18n/areas/cart';

/** enough for every coupon a member holds at once */
const COUPON_PAGE = { status: 0, pageNo: 1, pageSize: 50 } as const;

/** Query string with the readable separators of `?cartIds=a,b` and `?buyNow=g:s:q` kept as they are. */
const searchOf = (params: URLSearchParams) => `?${params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':')}`;

/**
 * Confirm order: what is settled comes from the cart or buy-now (navigation state or query string);
 * address, lines, coupon, remark and totals; 提交订单 creates the order exactly once.
 */
export default function ConfirmOrderScreen() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromState = useMemo(() => sourceFromState(location.state as unknown), [location.state]);
  const fromQuery = useMemo(() => sourceFromQuery(params), [params]);
  const source = fromState ?? fromQuery;

  // mirror the source into the URL: a reload or the login round trip comes back to the same order
  const state: unknown = location.state;
  useEffect(() => {
    if (!fromState || (fromQuery && settleKey(fromQuery) === settleKey(fromState))) return;
    void navigate({ search: searchOf(writeSourceToQuery(params, fromState)) }, { replace: true, state });
  }, [fromState, fromQuery, params, navigate, state]);

  return (
    <div className={submitPage.page}>
      <PageHeader title={t('route./shoppingCart/confirmOrder')} />
      {source ? <ConfirmOrder key={settleKey(source)} source={source} /> : <NothingToSettle />}
    </div>
  );
}

/** The settle preview of the source (cart, buy now, rebuy or favourites), with the chosen address. */
function useSettle(source: SettleSource, addressId: string | undefined) {
  const address = addressId ? { addressId } : {};
  const [first] = source.source === 'buyNow' ? source.items : [];
  const cart = useCartSettleQuery(source.source === 'cart' ? { cartIds: source.cartIds, ...address } : skipToken);
  const buyNow = useBuyNowSettleQuery(source.source === 'buyNow' && first ? { ...first, ...address } : skipToken);
  const rebuy = useRebuySettleQuery(source.source === 'rebuy' ? { orderId: source.orderId, ...address } : skipToken);
  const favourites = useFavouritesSettleQuery(source.source === 'favourites' ? { goodsIds: source.goodsIds, ...address } : skipToken);
  if (source.source === 'rebuy') return rebuy;
  if (source.source === 'favourites') return favourites;
  return source.source === 'cart' ? cart : buyNow;
}

function ConfirmOrder({ source }: { source: SettleSource }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const key = settleKey(source);

  // the address chosen on the address list (session storage) or named in the URL
  const queryAddress = params.get('addressId');
  const addressId = queryAddress ?? readCheckoutAddress() ?? undefined;
  useEffect(() => {
    if (queryAddress) rememberCheckoutAddress(queryAddress);
  }, [queryAddress]);

  const settle = useSettle(source, addressId);
  const { error } = settle;

  // a remembered address that no longer exists: forget it and settle with the default one
  useEffect(() => {
    if (!error || !addressId || !isApiError(error) || error.kind !== 'business') return;
    rememberCheckoutAddress(null);
    if (queryAddress) {
      setParams(withoutParam('addressId'), { replace: true });
    }
  }, [error, addressId, queryAddress, setParams]);

  const [draft, setDraft] = useState<OrderDraft>(() => readDraft(key));
  const updateDraft = (change: Partial<OrderDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...change };
      writeDraft(key, next);
      return next;
    });
  };

  return (
    <QueryView
      query={settle}
      skeleton={<PageSkeleton rows={3} />}
      error={(failure) =>
        isApiError(failure.error) && failure.error.kind === 'business' && failure.error.message ? (
          <SettleRefused message={failure.error.message} source={source} />
        ) : (
          <ErrorState {...failure} />
        )
      }
      isEmpty={(preview) => preview.lines.length === 0}
      keepStaleEmpty
      empty={<NothingToSettle />}
    >
      {(preview) => (
        <OrderForm
          preview={preview}
          source={source}
          draft={draft}
          onDraft={updateDraft}
          onSubmitted={() => clearDraft(key)}
          onChooseAddress={() => void navigate(href('/address/address', { select: 1 }))}
          onAddAddress={() => void navigate(href('/address/editaddress', { select: 1 }))}
        />
      )}
    </QueryView>
  );
}

interface OrderFormProps {
  preview: SettlePreview;
  source: SettleSource;
  draft: OrderDraft;
  onDraft: (change: Partial<OrderDraft>) => void;
  onSubmitted: () => void;
  onChooseAddress: () => void;
  onAddAddress: () => void;
}

function OrderForm({ preview, source, draft, onDraft, onSubmitted, onChooseAddress, onAddAddress }: OrderFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [couponsOpen, setCouponsOpen] = useState(false);
  const sheet = useDeferredModule(couponSheet, couponsOpen, 'coupon sheet');
  const coupons = useMyCouponsQuery(COUPON_PAGE);
  const couponPage = coupons.data;
  const [orderCreate] = useOrderCreateMutation();

  const couponOrder = useMemo(() => couponOrderOf(preview), [preview]);
  const rate = useCallback((page: PageResult<MyCoupon>): RatedCoupon[] => rateCoupons(page, couponOrder), [couponOrder]);
  const rated = useMemo(() => (couponPage ? rate(couponPage) : []), [couponPage, rate]);
  const usableCount = rated.filter((entry) => entry.usability.usable).length;
  const chosen = rated.find((entry) => entry.coupon.id === draft.couponId && entry.usability.usable);
  const couponOff = chosen?.usability.usable ? chosen.usability.off : ZERO_FEN;
  const payAmount = maxFen(ZERO_FEN, subtractFen(fen(preview.payAmount), couponOff));

  /** Creates the order once; once it exists the button stays busy while the page leaves for it. */
  const submit = useAction(
    async (addressId: string, remark: { remark?: string }) => {
      const result = await orderCreate({
        addressId,
        items: preview.lines.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity })),
        ...(source.source === 'cart' ? { cartIds: preview.cartIds } : {}),
        ...remark,
        ...(chosen ? { couponId: chosen.coupon.id } : {}),
      }).unwrap();
      return isPassedThroughFailure(result) ? { created: false as const, reason: result.message } : { created: true as const, order: result };
    },
    {
      wording: { fallback: 'cart.failedRetry', network: 'cart.submitNetworkError' },
      hold: (outcome) => outcome.created,
      onSuccess: (outcome) => {
        if (!outcome.created) {
          // create-order passes code 0 through: the server's reason, and everything stays as typed
          void alertDialog({ title: t('cart.createFailedTitle'), content: outcome.reason, confirmText: t('cart.gotIt') });
          return;
        }
        const { orderId, orderNo, payAmount: paid } = outcome.order;
        writeStored('currentOrder', { orderId, orderNo, payAmount: paid });
        onSubmitted();
        // the order's details, with its payment (the cashier) open at once
        void navigate(href(paths.orderDetails, { orderId, pay: 1 }), { replace: true });
      },
    },
  );

  const onSubmit = () => {
    if (!preview.address) {
      showToast({ content: t('cart.needAddress') });
      return;
    }
    const remark = remarkArg(draft.remark);
    if (remark === 'tooLong') showToast({ content: t('cart.remarkTooLong', { max: REMARK_MAX }) });
    else void submit.run(preview.address.id, remark);
  };

  let couponValue;
  if (coupons.isLoading) couponValue = <span className={styles.weak}>{t('state.loading')}</span>;
  else if (chosen) couponValue = (
      <span className={styles.couponOff}>
        <Price value={couponOff} role="inline" minus />
      </span>
    );
  else if (usableCount > 0) couponValue = <span className={styles.couponBadge}>{t('cart.couponAvailable', { count: usableCount })}</span>;
  else couponValue = <span className={styles.weak}>{t('cart.couponNone')}</span>;

  return (
    <>
      <div className={submitPage.content}>
        <section className={styles.addressBox} aria-label={t('cart.chooseAddress')}>
          {preview.address ? (
            <AddressCard address={preview.address} icon onClick={onChooseAddress} clickLabel={t('cart.chooseAddress')} />
          ) : (
            <button type="button" className={styles.addAddress} onClick={onAddAddress}>
              <AddCircleOutline className={styles.addIcon} aria-hidden />
              <span className={styles.addText}>
                <span className={styles.addTitle}>{t('cart.addAddress')}</span>
                <span className={styles.weak}>{t('cart.addAddressBody')}</span>
              </span>
              <RightOutline className={styles.chevron} aria-hidden />
            </button>
          )}
          <span className={styles.stripe} aria-hidden />
        </section>

        <section className={styles.card} aria-labelledby="confirm-lines-title">
          <h2 id="confirm-lines-title" className={styles.cardTitle}>
            {t('cart.lines')}
          </h2>
          <OrderLines lines={preview.lines} />
        </section>

        <section className={styles.card}>
          <button type="button" className={styles.row} onClick={() => setCouponsOpen(true)} data-testid="coupon-row">
            <span className={styles.rowLabel}>{t('cart.coupon')}</span>
            <span className={styles.rowValue}>
              {couponValue}
              <RightOutline className={styles.chevron} aria-hidden />
            </span>
          </button>
          <div className={styles.remark}>
            <label htmlFor="order-remark" className={styles.rowLabel}>
              {t('cart.remark')}
            </label>
            <CountedTextArea
              id="order-remark"
              value={draft.remark}
              onChange={(remark) => onDraft({ remark })}
              placeholder={t('cart.remarkPlaceholder')}
              maxLength={REMARK_MAX}
              rows={2}
            />
          </div>
        </section>

        <section className={styles.card} aria-label={t('cart.payAmount')} data-testid="order-totals">
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>{t('cart.goodsAmount')}</dt>
              <dd>
                <Price value={fen(preview.goodsAmount)} role="inline" />
              </dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{t('cart.freight')}</dt>
              <dd>{preview.freight > 0 ? <Price value={fen(preview.freight)} role="inline" /> : t('cart.freeShipping')}</dd>
            </div>
            {preview.discount > 0 && (
              <div className={styles.totalRow}>
                <dt>{t('cart.promotion')}</dt>
                <dd className={styles.minus}>
                  <Price value={fen(preview.discount)} role="inline" minus />
                </dd>
              </div>
            )}
            {couponOff > 0 && (
              <div className={styles.totalRow}>
                <dt>{t('cart.coupon')}</dt>
                <dd className={styles.minus}>
                  <Price value={couponOff} role="inline" minus />
                </dd>
              </div>
            )}
          </dl>
        </section>
      </div>

      <div className={`${submitPage.bar} ${styles.bar}`}>
        <div className={styles.barTotal}>
          <span className={styles.weak}>{t('cart.totalQuantity', { count: preview.totalQuantity })}</span>
          <span>{t('cart.payAmount')}</span>
          <span data-testid="pay-amount">
            <Price value={payAmount} role="bar" />
          </span>
        </div>
        <Button
          color="primary"
          shape="rounded"
          className={styles.submit}
          loading={submit.busy}
          loadingText={t('cart.submitting')}
          disabled={submit.busy}
          onClick={onSubmit}
        >
          {t('cart.submit')}
        </Button>
      </div>

      {sheet && (
        <sheet.CouponPopup
          visible={couponsOpen}
          query={coupons}
          rate={rate}
          chosenId={chosen ? chosen.coupon.id : null}
          onChoose={(couponId) => {
            onDraft({ couponId });
            setCouponsOpen(false);
          }}
          onClose={() => setCouponsOpen(false)}
        />
      )}
    </>
  );
}
