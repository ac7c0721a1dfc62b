import { useCallback } from 'react';
import { announcedByListener, userMessage, type CallOrigin, type FailureWording } from '@/api/userMessage';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';

export interface FailureToastOptions extends FailureWording {
  /** the toast's icon; none by default */
  icon?: 'fail';
  /** the call that fails: a mutation (default) or a query sent on a tap */
  origin?: CallOrigin;
}

/**
 * Tells the user that an action failed, in a toast, unless the app's error listener already did
 * (see `announcedByListener`). The text is `userMessage` in the area's words.
 */
export function useFailureToast({ icon, origin, network, fallback, invalidRequest }: FailureToastOptions = {}): (error: unknown) => void {
  const { t } = useI18n();
  return useCallback(
    (error: unknown) => {
      if (announcedByListener(error, origin)) return;
      const content = userMessage(error, t, { network, fallback, invalidRequest });
      showToast(icon ? { icon, content } : { content });
    },
    [t, icon, origin, network, fallback, invalidRequest],
  );
}
