import { useState, type FormEvent } from 'react';
import { announcedByListener, userMessage, type FailureWording } from '@/api/userMessage';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/auth';

/** The auth forms' own words for a failure (`userMessage`). */
export const authFailureWording: FailureWording = {
  network: 'auth.error.network',
  fallback: 'auth.error.server',
  invalidRequest: 'auth.error.invalidRequest',
};

/**
 * The submit of an auth form: every field checked first, one request at a time however fast the
 * button is tapped, `busy` while it runs, and a failure's message in `alert` (what was typed stays).
 * A failure the app's listener already announced (toast or dialog) shows nothing more.
 */
export function useAuthSubmit(validateAll: () => boolean) {
  const { t } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);

  const showFailure = (error: unknown) => setAlert(announcedByListener(error) ? null : userMessage(error, t, authFailureWording));

  const flight = useSingleFlight(async (send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      showFailure(error);
    }
  });

  /** The form's onSubmit: runs `send` when every field is valid; a throw becomes the alert. */
  const handleSubmit = (send: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (flight.pending) return;
    setAlert(null);
    if (!validateAll()) return;
    void flight.run(send);
  };

  return { busy: flight.pending, alert, clearAlert: () => setAlert(null), showFailure, handleSubmit };
}
