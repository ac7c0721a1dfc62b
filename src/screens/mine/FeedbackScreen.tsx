import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSuggestionFeedbackMutation } from '@/api/memberApi';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { PhotoPicker, type PhotoPickerPending } from '@/components/PhotoPicker/PhotoPicker';
import { useDiscardGuard, useForm, type Problem, type Rules } from '@/hooks/form';
import { CANCELLED, useAction } from '@/hooks/useAction';
import { usePhotoUpload } from '@/hooks/usePhotoUpload';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { contactProblem, contentProblem, EMPTY_FEEDBACK, FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_PHOTOS, FEEDBACK_TYPES, feedbackArg, parseFeedbackDraft, type FeedbackValues } from './feedbackForm';
import styles from './FeedbackScreen.module.css';
import '@/platform/i18n/areas/feedback';
import '@/platform/i18n/areas/photos';

const rules: Rules<FeedbackValues> = {
  type: (value) => (value ? null : 'feedback.required.type'),
  content: (value): Problem | null => {
    const problem = contentProblem(value);
    if (problem === 'contentTooShort') return { key: 'feedback.contentTooShort', params: { min: FEEDBACK_MIN } };
    return problem === 'contentTooLong' ? { key: 'feedback.contentTooLong', params: { max: FEEDBACK_MAX } } : null;
  },
  contact: (value) => (contactProblem(value) ? 'feedback.contactInvalid' : null),
};

/**
 * The form: a topic, the text (10-500 characters, a counter), up to 4 photos uploaded as they are
 * picked, and an optional contact. What was typed is kept as a draft until it was sent, so a
 * failed submit or the login round trip of an expired session comes back to it; leaving a changed
 * form asks first. Once sent, the thanks.
 */
function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'feedback', draft: 'feedback', initial: EMPTY_FEEDBACK, parse: parseFeedbackDraft, rules });
  const [send] = useSuggestionFeedbackMutation();
  const upload = usePhotoUpload('feedback');
  const [pending, setPending] = useState<PhotoPickerPending>({ uploading: 0, failed: 0 });
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(paths.mine, { replace: true });
  };
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const save = useAction(
    async (values: FeedbackValues) => {
      if (pending.uploading > 0 || pending.failed > 0) {
        showToast({ content: t(pending.uploading > 0 ? 'photos.stillUploading' : 'photos.failedLeft') });
        return CANCELLED;
      }
      return send(feedbackArg(values)).unwrap();
    },
    {
      wording: { fallback: 'feedback.failed', network: 'feedback.networkFailed' },
      hold: () => true,
      onSuccess: () => {
        form.discard();
        onSent();
      },
    },
  );
  const { values } = form;
  const contentId = form.idOf('content');
  const contentError = form.error('content');
  const typeError = form.error('type');

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/feedback')} onBack={() => void leaveForm(leave)} />
      <form className={styles.form} aria-label={t('feedback.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
        <p className={styles.intro}>{t('feedback.intro')}</p>
        <section className={styles.card}>
          <h2 id="feedback-type-label" className={styles.label}>
            {t('feedback.fields.type')}
          </h2>
          <div
            id={form.idOf('type')}
            className={styles.chips}
            role="radiogroup"
            aria-labelledby="feedback-type-label"
            tabIndex={-1}
            {...form.described('type')}
          >
            {FEEDBACK_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={values.type === type}
                className={styles.chip}
                onClick={() => {
                  form.set('type', type);
                  form.touch('type');
                }}
              >
                {t(`feedback.types.${type}`)}
              </button>
            ))}
          </div>
          {typeError && (
            <p id={`${form.idOf('type')}-error`} className={styles.error}>
              {typeError}
            </p>
          )}
        </section>
        <section className={styles.card}>
          <label htmlFor={contentId} className={styles.label}>
            {t('feedback.fields.content')}
          </label>
          <CountedTextArea
            id={contentId}
            value={values.content}
            onChange={(content) => form.set('content', content)}
            placeholder={t('feedback.contentPlaceholder', { min: FEEDBACK_MIN })}
            maxLength={FEEDBACK_MAX}
            rows={5}
            invalid={Boolean(contentError)}
            describedBy={contentError ? `${contentId}-error` : undefined}
          />
          {contentError && (
            <p id={`${contentId}-error`} className={styles.error}>
              {contentError}
            </p>
          )}
          <span className={styles.label}>{t('feedback.fields.photos')}</span>
          <PhotoPicker
            value={values.images}
            onChange={(images) => form.set('images', images)}
            upload={upload}
            max={FEEDBACK_PHOTOS}
            label={t('feedback.fields.photos')}
            onPendingChange={setPending}
          />
        </section>
        <div className={styles.rowCard}>
          <FormRow id={form.idOf('contact')} label={t('feedback.fields.contact')} error={form.error('contact')}>
            <input
              id={form.idOf('contact')}
              className={formRowClasses.control}
              value={values.contact}
              placeholder={t('feedback.contactPlaceholder')}
              autoComplete="tel"
              onChange={(event) => form.set('contact', event.target.value)}
              onBlur={() => form.touch('contact')}
              {...form.described('contact')}
            />
          </FormRow>
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('feedback.submitting')} disabled={!form.dirty || save.busy}>
            {t('feedback.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** After sending: the thanks, and the way back to mine. */
function Thanks() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/feedback')} onBack={() => void navigate(paths.mine, { replace: true })} />
      <div className={styles.thanks} data-testid="feedback-thanks" role="status">
        <svg className={styles.thanksIcon} width="64" height="64" viewBox="0 0 64 64" aria-hidden>
          <circle cx="32" cy="32" r="32" fill="#2f5d3a" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 className={styles.thanksTitle}>{t('feedback.thanksTitle')}</h2>
        <p className={styles.thanksBody}>{t('feedback.thanksBody')}</p>
        <Button color="primary" shape="rounded" onClick={() => void navigate(paths.mine, { replace: true })}>
          {t('feedback.backToMine')}
        </Button>
      </div>
    </div>
  );
}

/** /mine/feedback: suggestion feedback (suggestionFeedback), then the thanks. */
export default function FeedbackScreen() {
  const [sent, setSent] = useState(false);
  return sent ? <Thanks /> : <FeedbackForm onSent={() => setSent(true)} />;
}
