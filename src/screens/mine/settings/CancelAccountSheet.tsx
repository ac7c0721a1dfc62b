import { lazy, Suspense, useState } from 'react';
import { maskMobile } from '@/components/AddressCard/address';
import { confirmDialog } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/set';

// the code sheet (its form, calls and sign-out) loads when the member has said yes twice: most who
// open the settings never cancel their account, and the page's own bytes stay within its budget
const CancelAccountSheet = lazy(() => import('./CancelAccountCodeSheet'));

/**
 * 注销账号: asked twice (what is lost, then the mobile it ends), then the SMS code sent to the
 * member's own mobile (verificationCode, type cancelAccount) and cancelAccount with it. Once it
 * went through, the session ends on the device and the app goes to /home as a guest. A failed
 * attempt keeps the code typed.
 */
export function useCancelAccount(mobile: string) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const masked = maskMobile(mobile);

  const start = async () => {
    const first = await confirmDialog({ title: t('set.cancel.firstTitle'), content: t('set.cancel.firstBody'), confirmText: t('set.cancel.firstConfirm'), cancelText: t('set.cancel.keep') });
    if (!first) return;
    const second = await confirmDialog({
      title: t('set.cancel.secondTitle'),
      content: t('set.cancel.secondBody', { mobile: masked }),
      confirmText: t('set.cancel.secondConfirm'),
      cancelText: t('set.cancel.keep'),
    });
    if (!second) return;
    setAsked(true);
    setOpen(true);
  };

  const sheet = asked ? (
    <Suspense fallback={null}>
      <CancelAccountSheet visible={open} masked={masked} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { start, sheet };
}

