import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSaveOrderEvaluationMutation } from '@/api/orderLifeApi';
import type { Order, OrderLine } from '@/api/types/order';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';
import { OrderLines } from '@/components/OrderLines/OrderLines';
import { PhotoPicker, type PhotoPickerPending } from '@/components/PhotoPicker/PhotoPicker';
import { CANCELLED, useAction } from '@/hooks/useAction';
import { usePhotoUpload } from '@/hooks/usePhotoUpload';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import {
  emptyLineReview,
  evaluationArg,
  REVIEW_MAX,
  REVIEW_MIN,
  REVIEW_PHOTOS,
  reviewProblems,
  type LineReview,
  type ReviewDraft,
  type ReviewProblem,
} from './review';
import { StarRating } from './StarRating';
import submitPage from '@/styles/submitPage.module.css';
import styles from './ReviewForm.module.css';
import '@/platform/i18n/areas/comment';
import '@/platform/i18n/areas/photos';

export interface ReviewFormProps {
  order: Order;
  lines: OrderLine[];
  draft: ReviewDraft;
  onDraft: (change: (current: ReviewDraft) => Partial<ReviewDraft>) => void;
  /** every line was reviewed: the draft can go */
  onDone: () => void;
}

/** One block per line to review (stars, text, photos), the anonymous switch and 发布评价. */
export function ReviewForm({ order, lines, draft, onDraft, onDone }: ReviewFormProps) {
  const { t } = useI18n();
  const [save] = useSaveOrderEvaluationMutation();
  const upload = usePhotoUpload('evaluation');
  const [showProblems, setShowProblems] = useState(false);
  const [pending, setPending] = useState<Record<string, PhotoPickerPending>>({});

  const reviewOf = (line: OrderLine): LineReview => draft.lines[line.lineId] ?? emptyLineReview;
  const setReview = (lineId: string, change: Partial<LineReview>) => {
    onDraft((current) => ({ lines: { ...current.lines, [lineId]: { ...(current.lines[lineId] ?? emptyLineReview), ...change } } }));
  };

  const submit = useAction(
    async () => {
      const problems = lines.flatMap((line) => reviewProblems(reviewOf(line)));
      if (problems.length > 0) {
        setShowProblems(true);
        showToast({ content: t('comment.fixProblems', { count: problems.length }) });
        return CANCELLED;
      }
      const photos = Object.values(pending);
      if (photos.some((entry) => entry.uploading > 0)) {
        showToast({ content: t('photos.stillUploading') });
        return CANCELLED;
      }
      if (photos.some((entry) => entry.failed > 0)) {
        showToast({ content: t('photos.failedLeft') });
        return CANCELLED;
      }
      // one call per line; a line the server took leaves the form as the order is refetched
      for (const line of lines) await save(evaluationArg(order, line, reviewOf(line), draft.anonymous)).unwrap();
    },
    { success: t('comment.submitted'), wording: { fallback: 'comment.failed', network: 'comment.networkFailed' }, hold: () => true, onSuccess: onDone },
  );

  const problemText = (problem: ReviewProblem) =>
    problem === 'ratingRequired'
      ? t('comment.ratingRequired')
      : problem === 'contentTooShort'
        ? t('comment.contentTooShort', { min: REVIEW_MIN })
        : t('comment.contentTooLong', { max: REVIEW_MAX });

  return (
    <>
      <div className={submitPage.content}>
        <p className={styles.intro}>{t('comment.intro')}</p>
        {lines.map((line) => {
          const review = reviewOf(line);
          const problems = showProblems ? reviewProblems(review) : [];
          const ratingError = problems.includes('ratingRequired');
          // over the limit is said by the field itself (CountedTextArea), as it happens
          const textProblem = problems.find((problem) => problem === 'contentTooShort');
          const ids = { rating: `rating-error-${line.lineId}`, text: `text-error-${line.lineId}`, input: `review-text-${line.lineId}` };
          return (
            <section key={line.lineId} className={styles.card} aria-label={line.goodsName} data-testid="review-line">
              <OrderLines lines={[line]} size="compact" />
              <div className={styles.row}>
                <span className={styles.label}>{t('comment.rating')}</span>
                <StarRating
                  value={review.rating}
                  onChange={(rating) => setReview(line.lineId, { rating })}
                  label={t('comment.ratingOf', { name: line.goodsName })}
                  invalid={ratingError}
                  describedBy={ratingError ? ids.rating : undefined}
                />
              </div>
              {ratingError && (
                <p id={ids.rating} className={styles.error} role="alert">
                  {problemText('ratingRequired')}
                </p>
              )}
              <label htmlFor={ids.input} className="visually-hidden">
                {t('comment.textOf', { name: line.goodsName })}
              </label>
              <CountedTextArea
                id={ids.input}
                value={review.content}
                onChange={(content) => setReview(line.lineId, { content })}
                placeholder={t('comment.textPlaceholder', { min: REVIEW_MIN })}
                maxLength={REVIEW_MAX}
                invalid={Boolean(textProblem)}
                describedBy={textProblem ? ids.text : undefined}
              />
              {textProblem && (
                <p id={ids.text} className={styles.error} role="alert">
                  {problemText(textProblem)}
                </p>
              )}
              <PhotoPicker
                value={review.images}
                onChange={(images) => setReview(line.lineId, { images })}
                upload={upload}
                max={REVIEW_PHOTOS}
                label={t('comment.photosOf', { name: line.goodsName })}
                onPendingChange={(state) => setPending((current) => ({ ...current, [line.lineId]: state }))}
              />
            </section>
          );
        })}
        <section className={`${styles.card} ${styles.anonymous}`}>
          <div className={styles.anonymousText}>
            <span id="review-anonymous">{t('comment.anonymous')}</span>
            <span className={styles.hint}>{t('comment.anonymousHint')}</span>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={draft.anonymous}
            aria-label={t('comment.anonymous')}
            className={styles.switch}
            onClick={() => onDraft((current) => ({ anonymous: !current.anonymous }))}
          >
            <span className={styles.knob} aria-hidden />
          </button>
        </section>
      </div>
      <div className={submitPage.bar}>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={submit.busy}
          loadingText={t('comment.submitting')}
          disabled={submit.busy}
          onClick={() => void submit.run()}
        >
          {t('comment.submit')}
        </Button>
      </div>
    </>
  );
}
