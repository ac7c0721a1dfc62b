import { Toast } from 'antd-mobile';
import { isApiError } from '@/api/errors';
import type { Translate } from '@/platform/i18n';

/**
 * Tells the user a change did not go through, unless the app's error listener already did
 * (code 0 with data is toasted there; 10001 and 601 go to /login).
 */
export function showFailure(error: unknown, t: Translate, networkText = t('state.networkError')): void {
  if (!isApiError(error)) {
    Toast.show({ content: t('cart.failedRetry') });
    return;
  }
  switch (error.kind) {
    case 'sessionExpired':
    case 'forcedOffline':
      return;
    case 'business':
      if (!error.notify) Toast.show({ content: error.message || t('cart.failedRetry') });
      return;
    case 'network':
      Toast.show({ content: networkText });
      return;
    default:
      Toast.show({ content: error.message || t('cart.failedRetry') });
  }
}
