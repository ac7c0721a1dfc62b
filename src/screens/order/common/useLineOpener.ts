import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Order, OrderLine } from '@/api/types/order';
import type { LineOpener } from '@/components/OrderLines/OrderLines';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { lineLink } from './orderRules';
import '@/platform/i18n/areas/orderDetails';

/**
 * What a tap on each line of an order opens (`lineLink`): a goods its goods page, an upgrade package
 * the membership page, anything else nothing. For `OrderLines`' `openOf`.
 */
export function useLineOpener(order: Order): (line: OrderLine) => LineOpener | null {
  const { t } = useI18n();
  const navigate = useNavigate();
  return useCallback(
    (line: OrderLine): LineOpener | null => {
      const link = lineLink(order, line);
      if (!link) return null;
      if (link.to === 'membership') return { label: t('orderDetails.openMembership', { name: line.goodsName }), open: () => void navigate('/vipInfo') };
      return { label: t('orderDetails.openGoods', { name: line.goodsName }), open: () => void navigate(href(paths.goodsDetail, { id: link.goodsId })) };
    },
    [order, t, navigate],
  );
}
