import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLogisticsSnMutation } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { CANCELLED } from '@/hooks/useAction';
import { cleanUserText } from '@/lib/text';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { CARRIERS, parseWaybillDraft, waybillDraftKey, waybillNumber, waybillProblems, type WaybillProblem } from './afterSaleForm';
import { ChoiceField } from './ChoiceField';
import { useFormDraft } from '../common/draft';
import styles from './SetRefundScreen.module.css';
import { useSendToOrder } from './useSendToOrder';
import '@/platform/i18n/areas/setRefund';

/** The return waybill of an open return: carrier and number (8-20 letters or digits), then the order's details. */
export function WaybillForm({ order }: { order: Order }) {
  const { t } = useI18n();
  const [draft, updateDraft, clearDraft] = useFormDraft(waybillDraftKey(order.orderId), parseWaybillDraft);
  const [send] = useLogisticsSnMutation();
  const [showProblems, setShowProblems] = useState(false);
  const problems: WaybillProblem[] = showProblems ? waybillProblems(draft) : [];
  const snProblem = problems.find((problem) => problem !== 'companyRequired');

  const submit = useSendToOrder(order.orderId, clearDraft, 'logisticsSubmitted', async () => {
    const found = waybillProblems(draft);
    if (found.length > 0) {
      setShowProblems(true);
      showToast({ content: t('setRefund.fixProblems', { count: found.length }) });
      return CANCELLED;
    }
    return send({ orderId: order.orderId, company: draft.company, logisticsSn: waybillNumber(draft) }).unwrap();
  });

  return (
    <section className={styles.card} aria-labelledby="waybill-title" data-testid="waybill-form">
      <h2 id="waybill-title" className={styles.cardTitle}>
        {t('setRefund.titleLogistics')}
      </h2>
      <ChoiceField
        label={t('setRefund.carrier')}
        value={draft.company}
        valueText={draft.company}
        placeholder={t('setRefund.reasonPlaceholder')}
        error={problems.includes('companyRequired') ? t('setRefund.companyRequired') : undefined}
        sheetTitle={t('setRefund.carrierTitle')}
        options={CARRIERS.map((carrier) => ({ label: carrier, value: carrier }))}
        onChoose={(company) => updateDraft({ company })}
        testId="carrier-row"
      />
      <div className={styles.row}>
        <label htmlFor="waybill-sn" className={styles.rowLabel}>
          {t('setRefund.sn')}
        </label>
        <input
          id="waybill-sn"
          className={styles.snInput}
          value={draft.logisticsSn}
          onChange={(event) => updateDraft({ logisticsSn: cleanUserText(event.target.value) })}
          placeholder={t('setRefund.snPlaceholder')}
          autoComplete="off"
          aria-invalid={snProblem ? true : undefined}
        />
      </div>
      {snProblem && (
        <p className={styles.error} role="alert">
          {t(`setRefund.${snProblem}`)}
        </p>
      )}
      <Button block color="primary" shape="rounded" loading={submit.busy} loadingText={t('setRefund.submitting')} disabled={submit.busy} onClick={() => void submit.run()}>
        {t('setRefund.submitLogistics')}
      </Button>
    </section>
  );
}
