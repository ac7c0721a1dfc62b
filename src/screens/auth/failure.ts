import { isApiError } from '@/api/errors';
import type { Translate } from '@/platform/i18n';
import '@/platform/i18n/areas/auth';

/**
 * What an auth form shows inline when its call fails, or null when the app already tells the
 * user: code-0 messages with data are toasted by the app listener, 10001 and 601 are handled
 * there too (toast or dialog, then /login). Everything else would otherwise go unseen.
 */
export function failureMessage(error: unknown, t: Translate): string | null {
  if (!isApiError(error)) return t('auth.error.server');
  switch (error.kind) {
    case 'business':
      if (error.notify) return null;
      return error.message || t('auth.error.server');
    case 'sessionExpired':
    case 'forcedOffline':
      return null;
    case 'network':
      return t('auth.error.network');
    case 'invalidRequest':
      return t('auth.error.invalidRequest', { message: error.message });
    case 'malformed':
      return t('auth.error.server');
  }
}
