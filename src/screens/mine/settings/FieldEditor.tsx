import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useDiscardGuard, useForm, type Problem, type Rules } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { cleanUserText, textLength } from '@/lib/text';
import { useI18n, type MessageKey } from '@/platform/i18n';
import { changed, checkLength, type LengthRule } from './fieldRules';
import styles from './FieldEditor.module.css';
import '@/platform/i18n/areas/form';
import '@/platform/i18n/areas/mineSettings';

export interface FieldEditorProps {
  /** the form's id and its draft's key (one per member, so another account's text never shows) */
  id: string;
  draft: string;
  title: string;
  label: string;
  placeholder: string;
  /** a line under the field: what the value is used for */
  hint: string;
  /** the value saved now */
  saved: string;
  rule: LengthRule;
  /** sends the new value (trimmed); rejects with the call's error */
  save: (value: string) => Promise<unknown>;
  /** said in the toast once saved */
  savedText: string;
  /** the area's words for a failure other than the server's own */
  failedKey: MessageKey;
  /** where the page goes once saved or left when it was opened directly (no page to go back to) */
  fallback: string;
}

type Values = { value: string };

const parse = (stored: unknown): Values | null =>
  typeof stored === 'object' && stored !== null && typeof (stored as Record<string, unknown>).value === 'string' ? { value: (stored as Values).value } : null;

/** The rule's verdict as the form kit's words, naming the field. */
function problemOf(value: string, rule: LengthRule, label: string): Problem | null {
  const problem = checkLength(value, rule);
  if (!problem) return null;
  if (problem.kind === 'required') return { key: 'form.required', params: { label } };
  if (problem.kind === 'short') return { key: 'form.tooShort', params: { label, min: problem.min } };
  return { key: 'form.tooLong', params: { label, max: problem.max, over: problem.over } };
}

/**
 * One text value edited on its own page (nickname, signature, an agent's name): a counter against
 * the rule's limit (red and said at once when over; nothing typed is cut), save disabled until the
 * value says something new, "放弃修改？" before leaving with changes, and the write kit's draft, so
 * a failed save or an expired session's login round trip comes back to the same text.
 */
export function FieldEditor({ id, draft, title, label, placeholder, hint, saved, rule, save, savedText, failedKey, fallback }: FieldEditorProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const rules: Rules<Values> = { value: (value) => problemOf(value, rule, label) };
  const form = useForm<Values>({ id, draft, initial: { value: saved }, parse, rules });
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const send = useAction((values: Values) => save(values.value.trim()), {
    success: savedText,
    wording: { fallback: failedKey },
    hold: () => true,
    onSuccess: () => {
      form.discard();
      leave();
    },
  });

  const { value } = form.values;
  const count = textLength(value);
  const over = count > rule.max;
  const fieldId = form.idOf('value');
  // over the limit is said at once; the other rules once the field was left or a save was tried
  const error = form.error('value') ?? (over ? t('form.tooLong', { label, max: rule.max, over: count - rule.max }) : undefined);
  const errorId = `${fieldId}-error`;

  return (
    <div className={styles.page}>
      <PageHeader title={title} onBack={() => void leaveForm(leave)} />
      <form className={styles.form} aria-label={title} noValidate onSubmit={form.handleSubmit(send.run)}>
        <div className={styles.card} data-invalid={error ? 'true' : undefined}>
          <label className={styles.label} htmlFor={fieldId}>
            {label}
          </label>
          <div className={styles.box}>
            <input
              id={fieldId}
              className={styles.input}
              value={value}
              placeholder={placeholder}
              autoComplete="off"
              onChange={(event) => form.set('value', cleanUserText(event.target.value))}
              onBlur={() => form.touch('value')}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : null, `${fieldId}-hint`].filter(Boolean).join(' ')}
            />
            <span className={styles.count} data-over={over || undefined} data-testid="field-count" aria-hidden>
              {count}/{rule.max}
            </span>
          </div>
        </div>
        {error && (
          <p className={styles.error} id={errorId} role="alert">
            {error}
          </p>
        )}
        <p className={styles.hint} id={`${fieldId}-hint`}>
          {hint}
        </p>
        <Button
          className={styles.save}
          block
          type="submit"
          color="primary"
          shape="rounded"
          loading={send.busy}
          loadingText={t('mineSettings.editor.saving')}
          disabled={send.busy || !form.dirty || !changed(value, saved) || over}
        >
          {t('mineSettings.editor.save')}
        </Button>
      </form>
    </div>
  );
}
