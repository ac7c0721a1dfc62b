import { useI18n } from '@/platform/i18n';
import { privacySdkDocument } from './documents/privacySdk';
import { DocumentView } from './DocumentView';

/** /privacySDK: a readable legal document (Chinese text binding, English summary). */
export default function PrivacySdkScreen() {
  const { t } = useI18n();
  return <DocumentView title={t('route./privacySDK')} document={privacySdkDocument} />;
}
