import { useCallback } from 'react';
import { announcedByListener, userMessage, type FailureWording } from '@/api/userMessage';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';

export interface FailureToastOptions extends FailureWording {
  /** the toast's icon; none by default */
  icon?: 'fail';
}

/**
 * Tells the user that an action failed, in a toast, unless the app's error listener already did
 * (see `announcedByListener`). The text is `userMessage` in the area's words.
 */
export function useFailureToast({ icon, network, fallback, invalidRequest }: FailureToastOptions = {}): (error: unknown) => void {
  const { t } = useI18n();
  return useCallback(
    (error: unknown) => {
      if (announcedByListener(error)) return;
      const content = userMessage(error, t, { network, fallback, invalidRequest });
      showToast(icon ? { icon, content } : { content });
    },
    [t, icon, network, fallback, invalidRequest],
  );
}
