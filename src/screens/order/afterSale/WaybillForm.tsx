import { Button } from 'antd-mobile';
import { Suspense, useState } from 'react';
import { useLogisticsSnMutation } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { CANCELLED } from '@/hooks/useAction';
import { cleanUserText } from '@/lib/text';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { CARRIERS, parseWaybillDraft, waybillDraftKey, waybillNumber, waybillProblems, type WaybillProblem } from './afterSaleForm';
import { ChoiceSheet, preloadChoiceSheet } from './choiceSheet';
import { useFormDraft } from '../common/draft';
import styles from './SetRefundScreen.module.css';
import { useSendToOrder } from './useSendToOrder';
import '@/platform/i18n/areas/setRefund';

/** The return waybill of an open return: carrier and number (8-20 letters or digits), then the order's details. */
export function WaybillForm({ order }: { order: Order }) {
  const { t } = useI18n();
  const [draft, updateDraft, clearDraft] = useFormDraft(waybillDraftKey(order.orderId), parseWaybillDraft);
  const [send] = useLogisticsSnMutation();
  const [carrierOpen, setCarrierOpen] = useState(false);
  // the sheet mounts on the first open and stays (its closing animation, the next open)
  const [sheetUsed, setSheetUsed] = useState(false);
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
      <button
        type="button"
        className={styles.row}
        onPointerDown={() => void preloadChoiceSheet()}
        onFocus={() => void preloadChoiceSheet()}
        onClick={() => {
          setSheetUsed(true);
          setCarrierOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="carrier-row"
      >
        <span className={styles.rowLabel}>{t('setRefund.carrier')}</span>
        <span className={draft.company ? styles.rowValue : styles.placeholder}>{draft.company || t('setRefund.reasonPlaceholder')}</span>
        <span className={styles.chevron} aria-hidden />
      </button>
      {problems.includes('companyRequired') && (
        <p className={styles.error} role="alert">
          {t('setRefund.companyRequired')}
        </p>
      )}
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
      {sheetUsed && (
        <Suspense fallback={null}>
          <ChoiceSheet
            title={t('setRefund.carrierTitle')}
            options={CARRIERS.map((carrier) => ({ label: carrier, value: carrier }))}
            value={draft.company}
            visible={carrierOpen}
            onClose={() => setCarrierOpen(false)}
            onChoose={(company) => updateDraft({ company })}
          />
        </Suspense>
      )}
    </section>
  );
}
