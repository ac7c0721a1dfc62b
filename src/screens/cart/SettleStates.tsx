import { useNavigate } from 'react-router-dom';
import { EmptyState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths, type SettleSource } from '@/routes';
import '@/platform/i18n/areas/cart';

/* The confirm order page's states without a form: nothing to settle, and a settle the server refuses. */

/** Opened with nothing to settle: back to the cart. */
export function NothingToSettle() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('cart.noItemsTitle')}
      description={t('cart.noItemsBody')}
      action={
        <StateAction onClick={() => void navigate(paths.cart, { replace: true })}>
          {t('cart.backToCart')}
        </StateAction>
      }
    />
  );
}

/**
 * The server refuses to settle (a line out of stock, a limit reached): its reason, and the way to
 * fix it, back to the cart (or the goods, for buy now) to change the quantity; reloading cannot.
 */
export function SettleRefused({ message, source }: { message: string; source: SettleSource }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [first] = source.source === 'buyNow' ? source.items : [];
  const back = () => {
    if (first) void navigate(href(paths.goodsDetail, { id: first.goodsId, skuId: first.skuId, quantity: first.quantity }), { replace: true });
    else void navigate(paths.cart, { replace: true });
  };
  return (
    <EmptyState
      title={t('cart.settleRefusedTitle')}
      description={message}
      action={
        <StateAction onClick={back}>
          {first ? t('cart.backToGoods') : t('cart.backToCart')}
        </StateAction>
      }
    />
  );
}
