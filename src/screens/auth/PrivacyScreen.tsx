import { useI18n } from '@/platform/i18n';
import { privacyDocument } from './documents/privacy';
import { DocumentView } from './DocumentView';

/** /privacy: a readable legal document (Chinese text binding, English summary). */
export default function PrivacyScreen() {
  const { t } = useI18n();
  return <DocumentView title={t('route./privacy')} document={privacyDocument} />;
}
