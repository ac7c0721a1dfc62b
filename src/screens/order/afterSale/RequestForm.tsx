import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useOrderRefundMutation, useOrderReturnMutation } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { PhotoPicker, type PhotoPickerPending } from '@/components/PhotoPicker/PhotoPicker';
import { usePhotoUpload } from '@/hooks/usePhotoUpload';
import { CANCELLED } from '@/hooks/useAction';
import { fen, formatFen } from '@/lib/money';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import type { RequestKind } from './afterSale';
import {
  AFTER_SALE_PHOTOS,
  DESCRIPTION_MAX,
  parseRequestDraft,
  REASON_IDS,
  REASON_TEXT,
  reasonsFor,
  requestArg,
  requestDraftKey,
  type ReasonId,
  type RequestProblem,
} from './afterSaleForm';
import { ChoiceField } from './ChoiceField';
import { useFormDraft } from '../common/draft';
import submitPage from '@/styles/submitPage.module.css';
import styles from './SetRefundScreen.module.css';
import { useSendToOrder } from './useSendToOrder';
import '@/platform/i18n/areas/photos';
import '@/platform/i18n/areas/setRefund';

/** The apply form: 仅退款 (order 待发货) or 退货退款 (待收货 / 已完成). After success: the order's details. */
export function RequestForm({ order, kind }: { order: Order; kind: RequestKind }) {
  const { t } = useI18n();
  const [draft, updateDraft, clearDraft] = useFormDraft(requestDraftKey(order.orderId), parseRequestDraft);
  const [refund] = useOrderRefundMutation();
  const [ret] = useOrderReturnMutation();
  const upload = usePhotoUpload('afterSale');
  const [showProblems, setShowProblems] = useState(false);
  const [photos, setPhotos] = useState<PhotoPickerPending>({ uploading: 0, failed: 0 });

  const paid = fen(order.payAmount);
  const max = formatFen(paid);
  const reasonLabels = t('setRefund.reasons').split('|');
  const labelOf = (id: ReasonId) => reasonLabels[REASON_IDS.indexOf(id)] ?? REASON_TEXT[id];
  const checked = requestArg(order, draft);
  const problems: RequestProblem[] = showProblems && 'problems' in checked ? checked.problems : [];

  const submit = useSendToOrder(order.orderId, clearDraft, 'submitted', async () => {
    if ('problems' in checked) {
      setShowProblems(true);
      showToast({ content: t('setRefund.fixProblems', { count: checked.problems.length }) });
      return CANCELLED;
    }
    if (photos.uploading > 0) {
      showToast({ content: t('photos.stillUploading') });
      return CANCELLED;
    }
    if (photos.failed > 0) {
      showToast({ content: t('photos.failedLeft') });
      return CANCELLED;
    }
    return (kind === 'refund' ? refund(checked.arg) : ret(checked.arg)).unwrap();
  });

  return (
    <>
      <div className={submitPage.content}>
        <p className={styles.hint}>{kind === 'refund' ? t('setRefund.hintRefund') : t('setRefund.hintReturn')}</p>
        <section className={styles.card} aria-labelledby="request-goods">
          <h2 id="request-goods" className={styles.cardTitle}>
            {t('setRefund.goods')}
          </h2>
          <OrderLines lines={order.lines} size="compact" />
        </section>

        <section className={styles.card}>
          <ChoiceField
            label={t('setRefund.reason')}
            value={draft.reason ?? ''}
            valueText={draft.reason ? labelOf(draft.reason) : ''}
            placeholder={t('setRefund.reasonPlaceholder')}
            error={problems.includes('reasonRequired') ? t('setRefund.reasonRequired') : undefined}
            sheetTitle={t('setRefund.reasonTitle')}
            options={reasonsFor(kind).map((id) => ({ label: labelOf(id), value: id }))}
            onChoose={(value) => {
              const reason = REASON_IDS.find((id) => id === value);
              if (reason) updateDraft({ reason });
            }}
            testId="reason-row"
          />
          <MoneyInput
            id="refund-amount"
            label={t('setRefund.amount')}
            value={draft.amount ?? max}
            onChange={(amount) => updateDraft({ amount })}
            bounds={{ max: paid }}
            hint={t('setRefund.amountHint', { max })}
            revealAll={showProblems}
            messages={{ required: t('setRefund.amountRequired'), zero: t('setRefund.amountZero'), overMax: t('setRefund.amountOverPaid', { max }) }}
          />
          <label htmlFor="refund-description" className={styles.fieldLabel}>
            {t('setRefund.description')}
          </label>
          <CountedTextArea
            id="refund-description"
            value={draft.description}
            onChange={(description) => updateDraft({ description })}
            placeholder={t('setRefund.descriptionPlaceholder')}
            maxLength={DESCRIPTION_MAX}
            rows={2}
          />
        </section>

        <section className={styles.card} aria-labelledby="request-photos">
          <h2 id="request-photos" className={styles.cardTitle}>
            {t('setRefund.photos')} <span className={styles.fieldHint}>{t('setRefund.photosHint', { max: AFTER_SALE_PHOTOS })}</span>
          </h2>
          <PhotoPicker value={draft.images} onChange={(images) => updateDraft({ images })} upload={upload} max={AFTER_SALE_PHOTOS} label={t('setRefund.photos')} onPendingChange={setPhotos} />
        </section>
      </div>

      <div className={submitPage.bar}>
        <Button block color="primary" shape="rounded" loading={submit.busy} loadingText={t('setRefund.submitting')} disabled={submit.busy} onClick={() => void submit.run()}>
          {kind === 'refund' ? t('setRefund.submitRefund') : t('setRefund.submitReturn')}
        </Button>
      </div>
    </>
  );
}
