import { isApiError } from '@/api/errors';
import type { Translate } from '@/platform/i18n';
import { showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/cart';

/**
 * Tells the user a change did not go through, unless the app's error listener already did
 * (code 0 with data is toasted there; 10001 and 601 go to /login).
 */
export function showFailure(error: unknown, t: Translate, networkText = t('state.networkError')): void {
  if (!isApiError(error)) {
    showToast({ content: t('cart.failedRetry') });
    return;
  }
  switch (error.kind) {
    case 'sessionExpired':
    case 'forcedOffline':
      return;
    case 'business':
      if (!error.notify) showToast({ content: error.message || t('cart.failedRetry') });
      return;
    case 'network':
      showToast({ content: networkText });
      return;
    default:
      showToast({ content: error.message || t('cart.failedRetry') });
  }
}
