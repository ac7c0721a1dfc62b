import { useI18n } from '@/platform/i18n';
import { agreementDocument } from './documents/agreement';
import { DocumentView } from './DocumentView';

/** /agreement: a readable legal document (Chinese text binding, English summary). */
export default function AgreementScreen() {
  const { t } = useI18n();
  return <DocumentView title={t('route./agreement')} document={agreementDocument} />;
}
