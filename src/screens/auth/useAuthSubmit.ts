import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '@/platform/i18n';
import { failureMessage } from './failure';
import '@/platform/i18n/areas/auth';

/**
 * The submit of an auth form: every field checked first, one request at a time however fast the
 * button is tapped, `busy` while it runs, and a failure's message in `alert` (what was typed stays).
 */
export function useAuthSubmit(validateAll: () => boolean) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const submitting = useRef(false);

  const showFailure = (error: unknown) => setAlert(failureMessage(error, t));

  /** The form's onSubmit: runs `send` when every field is valid; a throw becomes the alert. */
  const handleSubmit = (send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setAlert(null);
    if (!validateAll()) return;
    submitting.current = true;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      showFailure(error);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return { busy, alert, clearAlert: () => setAlert(null), showFailure, handleSubmit };
}
