import { useI18n } from '@/platform/i18n';
import { AddressBook } from './AddressBook';

/** /address/address: the address book; `?select=1` chooses the address of the order being confirmed. */
export default function AddressListScreen() {
  const { t } = useI18n();
  return <AddressBook title={t('route./address/address')} />;
}
