import { useCallback, useEffect, useRef } from 'react';
import { confirmDialog } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/form';

/**
 * Leaving a changed form asks first ("放弃修改？"); leaving on purpose drops its draft. While the form
 * has changes, closing or reloading the page asks the browser's own question too. Returns `leave`:
 * give it what leaving does (the header's back, a cancel button).
 */
export function useDiscardGuard(dirty: boolean, discard: () => void): (go: () => void) => Promise<void> {
  const { t } = useI18n();
  const latest = useRef({ dirty, discard, t });
  useEffect(() => {
    latest.current = { dirty, discard, t };
  });

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useCallback(async (go: () => void) => {
    const { dirty: changed, discard: drop, t: text } = latest.current;
    if (changed) {
      const sure = await confirmDialog({
        title: text('form.discardTitle'),
        content: text('form.discardBody'),
        confirmText: text('form.discard'),
        cancelText: text('form.keepEditing'),
      });
      if (!sure) return;
    }
    drop();
    go();
  }, []);
}
