import { Button, Checkbox } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartApi, useCartDeleteMutation, useCartListQuery, useCartSelectMutation, useCartUpdateMutation } from '@/api/cartApi';
import type { CartLine } from '@/api/types/cart';
import type { Flag } from '@/api/types/common';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView } from '@/components/QueryView';
import { EmptyState, PageSkeleton, StateAction } from '@/components/states';
import { Price } from '@/components/Price/Price';
import { useI18n } from '@/platform/i18n';
import { CartLineRow } from './CartLineRow';
import { cartTotals } from './cartTotals';
import styles from './CartScreen.module.css';
import { useAction } from '@/hooks/useAction';
import { loginHref, paths, type RouteState } from '@/routes';
import '@/platform/i18n/areas/cart';

/** The cart's words for a failure nothing better explains. */
const CART_WORDING = { fallback: 'cart.failedRetry' } as const;

/** The cart tab: lines to tick, change and delete; invalid lines apart; totals and settle. */
export default function CartScreen() {
  const { t } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [managing, setManaging] = useState(false);
  const { data: lines } = useCartListQuery(undefined, { skip: !loggedIn });
  const hasLines = loggedIn && (lines?.length ?? 0) > 0;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('route./shoppingCart')}
        hideBack
        right={
          hasLines
            ? {
                icon: <span className={styles.headerAction}>{managing ? t('cart.done') : t('cart.manage')}</span>,
                label: managing ? t('cart.done') : t('cart.manage'),
                onClick: () => setManaging((value) => !value),
              }
            : undefined
        }
      />
      {loggedIn ? <CartContent managing={managing && hasLines} onManagedAll={() => setManaging(false)} /> : <GuestPrompt />}
    </div>
  );
}

function GuestPrompt() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('cart.guestTitle')}
      description={t('cart.guestBody')}
      action={
        <StateAction onClick={() => void navigate(loginHref(paths.cart))}>
          {t('cart.goLogin')}
        </StateAction>
      }
    />
  );
}

interface CartContentProps {
  managing: boolean;
  /** manage mode ends once every line is gone */
  onManagedAll: () => void;
}

function CartContent({ managing, onManagedAll }: CartContentProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cart = useCartListQuery();
  const { data, refetch } = cart;
  const [cartUpdate] = useCartUpdateMutation();
  const [cartSelect] = useCartSelectMutation();
  const [cartDelete] = useCartDeleteMutation();
  /** manage mode ticks lines locally (any line, invalid ones too); the server's flag is for checkout */
  const [managed, setManaged] = useState<ReadonlySet<string>>(new Set());

  const lines = useMemo(() => data ?? [], [data]);
  const valid = useMemo(() => lines.filter((line) => line.invalid === 0), [lines]);
  const invalid = useMemo(() => lines.filter((line) => line.invalid === 1), [lines]);
  const selected = valid.filter((line) => line.selected === 1);
  const { total, pieces, saved } = cartTotals(selected);
  const managedIds = lines.filter((line) => managed.has(line.cartId)).map((line) => line.cartId);

  /** Ticks or unticks lines on the server (the flag survives reloads), shown at once; every tap is sent. */
  const select = useAction(
    async (cartIds: string[], flag: Flag) => {
      const patch = dispatch(
        cartApi.util.updateQueryData('cartList', undefined, (draft) => {
          for (const line of draft) if (cartIds.includes(line.cartId)) line.selected = flag;
        }),
      );
      try {
        await cartSelect(cartIds.length === 1 ? { cartId: cartIds[0], selected: flag } : { cartIds, selected: flag }).unwrap();
      } catch (failure) {
        patch.undo();
        throw failure;
      }
    },
    { overlap: true, wording: CART_WORDING },
  );

  /** Sends a line's settled quantity (the row debounces); false when refused: the row shows the stored quantity again. */
  const updateQuantity = useAction(
    async (line: CartLine, quantity: number) => {
      const changed = await cartUpdate({ cartId: line.cartId, quantity }).unwrap();
      dispatch(
        cartApi.util.updateQueryData('cartList', undefined, (draft) => {
          for (const row of changed) {
            const index = draft.findIndex((candidate) => candidate.cartId === row.cartId);
            if (index >= 0) draft[index] = row;
          }
        }),
      );
    },
    // the over-stock message is the server's, toasted by the app's listener
    { overlap: true, wording: CART_WORDING },
  );

  /** Deletes lines once the user confirms; `body` asks, `done` says it worked. */
  const remove = useAction(
    async (cartIds: string[], _body: string, _done: string) => {
      const all = cartIds.length === lines.length;
      await cartDelete({ cartIds }).unwrap();
      return { all };
    },
    {
      confirm: (_cartIds, body) => ({ content: body, confirmText: t('cart.delete'), cancelText: t('cart.cancel') }),
      success: (_result, _cartIds, _body, done) => done,
      wording: CART_WORDING,
      onSuccess: ({ all }, cartIds) => {
        setManaged((current) => new Set([...current].filter((id) => !cartIds.includes(id))));
        if (all) onManagedAll();
      },
    },
  );

  const toggleManaged = (cartId: string, checked: boolean) =>
    setManaged((current) => {
      const next = new Set(current);
      if (checked) next.add(cartId);
      else next.delete(cartId);
      return next;
    });

  const allManaged = managedIds.length === lines.length;
  const allSelected = valid.length > 0 && selected.length === valid.length;

  const row = (line: CartLine, index: number) => (
    <CartLineRow
      key={line.cartId}
      line={line}
      eager={index < 4}
      checked={managing ? managed.has(line.cartId) : line.selected === 1}
      checkable={managing || line.invalid === 0}
      onCheck={(checked) => (managing ? toggleManaged(line.cartId, checked) : void select.run([line.cartId], checked ? 1 : 0))}
      onDelete={() => void remove.run([line.cartId], t('cart.deleteOneBody', { name: line.goodsName }), t('cart.deleted'))}
      onQuantity={async (quantity) => (await updateQuantity.run(line, quantity)).status === 'done'}
    />
  );

  const content = () => (
    <>
      <PullToRefresh
        onRefresh={async () => {
          await refetch();
        }}
      >
        <div className={styles.content}>
          {valid.length > 0 && (
            <section className={styles.group} aria-label={t('route./shoppingCart')}>
              {valid.map(row)}
            </section>
          )}
          {invalid.length > 0 && (
            <section className={styles.group} aria-labelledby="cart-invalid-title" data-testid="cart-invalid">
              <div className={styles.groupHeader}>
                <h2 id="cart-invalid-title" className={styles.groupTitle}>
                  {t('cart.invalidTitle', { count: invalid.length })}
                </h2>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() =>
                    void remove.run(
                      invalid.map((line) => line.cartId),
                      t('cart.clearInvalidBody'),
                      t('cart.cleared'),
                    )
                  }
                >
                  {t('cart.clearInvalid')}
                </button>
              </div>
              {invalid.map((line, index) => row(line, valid.length + index))}
            </section>
          )}
        </div>
      </PullToRefresh>

      <div className={styles.bar} data-testid="cart-bar">
        {managing ? (
          <>
            <Checkbox checked={allManaged} onChange={(checked) => setManaged(checked ? new Set(lines.map((line) => line.cartId)) : new Set())}>
              {t('cart.selectAll')}
            </Checkbox>
            <span className={styles.barSpacer} />
            <Button
              color="danger"
              fill="outline"
              shape="rounded"
              className={styles.barButton}
              disabled={managedIds.length === 0 || remove.busy}
              onClick={() => void remove.run(managedIds, t('cart.deleteManyBody', { count: managedIds.length }), t('cart.deleted'))}
            >
              {t('cart.deleteSelected', { count: managedIds.length })}
            </Button>
          </>
        ) : (
          <>
            <Checkbox
              checked={allSelected}
              disabled={valid.length === 0}
              onChange={(checked) =>
                void select.run(
                  valid.map((line) => line.cartId),
                  checked ? 1 : 0,
                )
              }
            >
              {t('cart.selectAll')}
            </Checkbox>
            <span className={styles.barSpacer} />
            <div className={styles.totals}>
              <p className={styles.totalLine} data-testid="cart-total">
                {t('cart.total')}
                <Price value={total} role="bar" />
              </p>
              {saved > 0 && (
                <p className={styles.saved} data-testid="cart-saved">
                  {t('cart.saved')} <Price value={saved} role="inline" />
                </p>
              )}
              <p className={styles.totalNote}>{t('cart.excludesFreight')}</p>
            </div>
            <Button
              color="primary"
              shape="rounded"
              className={styles.barButton}
              disabled={selected.length === 0}
              onClick={() =>
                void navigate('/shoppingCart/confirmOrder', { state: { source: 'cart', cartIds: selected.map((line) => line.cartId) } satisfies RouteState['confirmOrder'] })
              }
            >
              {t('cart.settle', { count: pieces })}
            </Button>
          </>
        )}
      </div>
    </>
  );

  return (
    <QueryView
      query={cart}
      skeleton={<PageSkeleton rows={3} />}
      keepStaleEmpty
      empty={
        <EmptyState
          title={t('cart.emptyTitle')}
          description={t('cart.emptyBody')}
          action={
            <StateAction onClick={() => void navigate(paths.home, { replace: true })}>
              {t('cart.goShopping')}
            </StateAction>
          }
        />
      }
    >
      {content}
    </QueryView>
  );
}
