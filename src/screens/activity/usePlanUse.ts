import { useProposeUseMutation } from '@/api/payApi';
import type { ProposalDetail } from '@/api/types/pay';
import { useAction } from '@/hooks/useAction';
import { useRequestNo } from '@/hooks/useRequestNo';
import { formatFen, type Fen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/creditZone';

/**
 * 立即使用 on a cash-coupon plan: asked first (spending cash coupons cannot be undone), then one
 * `proposeUse` at a time carrying one request number per plan until the server has answered, so
 * taps during the request send nothing and a retry after a lost answer gets the first outcome: the
 * coupons are spent and the coupon granted once. A refusal (现金券余额不足, 方案已结束, 您已使用过该方案)
 * is said once, by the app's listener. Success invalidates `Propose` and `Coupon`: the plan reads
 * 已使用, the wallet drops and my coupons lists the granted coupon.
 */
export function usePlanUse(plan: Pick<ProposalDetail, 'proposeId' | 'grant'>, spent: Fen) {
  const { t } = useI18n();
  const [proposeUse] = useProposeUseMutation();
  const requestNo = useRequestNo();
  return useAction(() => proposeUse({ proposeId: plan.proposeId, requestNo: requestNo.of(`plan:${plan.proposeId}`) }).unwrap(), {
    confirm: {
      title: t('creditZone.planConfirmTitle'),
      content: t('creditZone.planConfirmBody', { amount: `¥${formatFen(spent)}`, name: plan.grant.name }),
      confirmText: t('creditZone.planConfirm'),
      cancelText: t('creditZone.planCancel'),
    },
    success: t('creditZone.planDone'),
    wording: { icon: 'fail' },
    onSuccess: () => requestNo.settle(),
    onFailure: (error) => requestNo.failed(error),
  });
}
