import { useI18n } from '@/platform/i18n';
import { AddressBook } from './AddressBook';

/** /mine/setAddress: the settings' entry to the same address book as /address/address. */
export default function SetAddressScreen() {
  const { t } = useI18n();
  return <AddressBook title={t('route./mine/setAddress')} />;
}
