import { Button, Switch } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddressAddMutation, useAddressUpdateMutation } from '@/api/addressApi';
import { ContactAddressFields } from '@/components/ContactAddressFields/ContactAddressFields';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useAction } from '@/hooks/useAction';
import { useDiscardGuard, useForm } from '@/hooks/form';
import { useRegionOptions } from '@/hooks/useRegionOptions';
import { rememberCheckoutAddress } from '@/platform/checkoutAddress';
import { useI18n } from '@/platform/i18n';

import { addressDraftKey, addressFields, addressInputOf, addressRules, parseAddressDraft, type AddressFormValues } from './addressForm';
import styles from './AddressForm.module.css';
import '@/platform/i18n/areas/address';

export interface AddressFormProps {
  /** the address edited, or null for a new one */
  addressId: string | null;
  /** the values to start from when no draft is kept */
  initial: AddressFormValues;
  /** opened from confirm order: the saved address becomes the order's */
  choosing: boolean;
  /** opened from the address book in choice mode: after saving, go back past the book to the order */
  fromBook: boolean;
}

/**
 * Add or edit an address on the form kit: name, mobile (pasted numbers normalised), region
 * cascade, street address, default switch. Each rule shows its message at its field once the field
 * was left or a save was tried; save stays disabled until something changed. Everything typed is
 * kept as a draft until the save succeeds, so a failed save, a dropped network, a reload or the
 * login round trip of an expired session comes back to the same form; leaving a changed form asks
 * first.
 */
export function AddressForm({ addressId, initial, choosing, fromBook }: AddressFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'address', draft: addressDraftKey(addressId), initial, parse: parseAddressDraft, rules: addressRules });
  const [add] = useAddressAddMutation();
  const [update] = useAddressUpdateMutation();

  const leave = (steps: 1 | 2) => {
    if (canGoBack(locationKey)) void navigate(-steps);
    else void navigate(choosing ? '/shoppingCart/confirmOrder' : '/address/address', { replace: true });
  };
  const regions = useRegionOptions();
  const leaveForm = useDiscardGuard(form.dirty, form.discard);

  const save = useAction(
    async (values: AddressFormValues) => {
      const input = addressInputOf(values);
      return addressId ? (await update({ id: addressId, ...input }).unwrap()).id : (await add(input).unwrap()).id;
    },
    {
      success: t('address.saved'),
      wording: { fallback: 'address.failedRetry' },
      // the form goes back once saved: nothing is sent again, the toast goes with the page
      hold: () => true,
      onSuccess: (id) => {
        form.discard();
        if (choosing) rememberCheckoutAddress(id);
        leave(choosing && fromBook ? 2 : 1);
      },
    },
  );

  const { values } = form;

  return (
    <div className={styles.page}>
      <PageHeader
        title={addressId ? t('address.editTitle') : t('address.addTitle')}
        onBack={() => void leaveForm(() => leave(1))}
      />
      <form className={styles.form} aria-label={t('address.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
        <div className={styles.card}>
          <ContactAddressFields form={form} fields={addressFields} regions={regions} />
        </div>
        <div className={`${styles.card} ${styles.switchRow}`}>
          <span className={styles.switchText}>
            <span id="address-default-label">{t('address.makeDefault')}</span>
            <span className={styles.hint}>{t('address.makeDefaultHint')}</span>
          </span>
          <Switch checked={values.isDefault} onChange={(isDefault) => form.set('isDefault', isDefault)} aria-labelledby="address-default-label" />
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('address.saving')} disabled={save.busy || !form.dirty}>
            {t('address.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
