import { Button, Switch } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddressAddMutation, useAddressUpdateMutation } from '@/api/addressApi';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useAction } from '@/hooks/useAction';
import { useDiscardGuard, useForm } from '@/hooks/form';
import { normaliseMobile } from '@/lib/mobile';
import { rememberCheckoutAddress } from '@/platform/checkoutAddress';
import { useDeferredModule } from '@/platform/deferredModule';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';

import { addressDraftKey, addressInputOf, addressRules, parseAddressDraft, regionOfPath, regionText, type AddressFormValues } from './addressForm';
import { regionPicker } from '@/components/RegionPicker/regionPicker';
import { useRegionOptions } from '@/hooks/useRegionOptions';
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
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useDeferredModule(regionPicker, pickerOpen, 'region picker');
  const regions = useRegionOptions();
  const [add] = useAddressAddMutation();
  const [update] = useAddressUpdateMutation();

  const leave = (steps: 1 | 2) => {
    if (canGoBack(locationKey)) void navigate(-steps);
    else void navigate(choosing ? '/shoppingCart/confirmOrder' : '/address/address', { replace: true });
  };
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
  const region = values.region;
  const regionValue = region ? [String(region.provinceId), String(region.cityId), String(region.regionId)] : [];
  const control = formRowClasses.control;

  return (
    <div className={styles.page}>
      <PageHeader
        title={addressId ? t('address.editTitle') : t('address.addTitle')}
        onBack={() => void leaveForm(() => leave(1))}
      />
      <form className={styles.form} aria-label={t('address.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
        <div className={styles.card}>
          <FormRow id={form.idOf('receiver')} label={t('address.receiver')} error={form.error('receiver')}>
            <input
              id={form.idOf('receiver')}
              className={control}
              value={values.receiver}
              placeholder={t('address.receiverPlaceholder')}
              autoComplete="name"
              onChange={(event) => form.set('receiver', event.target.value)}
              onBlur={() => form.touch('receiver')}
              {...form.described('receiver')}
            />
          </FormRow>
          <FormRow id={form.idOf('mobile')} label={t('address.mobile')} error={form.error('mobile')}>
            <input
              id={form.idOf('mobile')}
              className={control}
              value={values.mobile}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={t('address.mobilePlaceholder')}
              onChange={(event) => form.set('mobile', normaliseMobile(event.target.value))}
              onBlur={() => form.touch('mobile')}
              {...form.described('mobile')}
            />
          </FormRow>
          <FormRow id={form.idOf('region')} label={t('address.region')} error={form.error('region')}>
            <button
              id={form.idOf('region')}
              type="button"
              className={`${control} ${styles.picker}`}
              aria-haspopup="dialog"
              disabled={regions.options.length === 0 && !regions.failed}
              onClick={() => {
                if (regions.failed) {
                  showToast({ content: t('address.regionsUnavailable') });
                  regions.retry();
                  return;
                }
                setPickerOpen(true);
              }}
              {...form.described('region')}
            >
              <span className={region ? undefined : formRowClasses.placeholder}>{region ? regionText(region) : t('address.regionPlaceholder')}</span>
              <RightOutline className={styles.chevron} aria-hidden />
            </button>
          </FormRow>
          <FormRow id={form.idOf('detail')} label={t('address.detail')} error={form.error('detail')}>
            <textarea
              id={form.idOf('detail')}
              className={`${control} ${styles.textarea}`}
              value={values.detail}
              rows={2}
              placeholder={t('address.detailPlaceholder')}
              onChange={(event) => form.set('detail', event.target.value)}
              onBlur={() => form.touch('detail')}
              {...form.described('detail')}
            />
          </FormRow>
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
      {picker && (
        <picker.default
          visible={pickerOpen}
          title={t('address.regionTitle')}
          options={regions.options}
          value={regionValue}
          onConfirm={(path) => {
            form.set('region', regionOfPath(regions.options, path));
            form.touch('region');
          }}
          onClose={() => setPickerOpen(false)}
        />
      )}
    </div>
  );
}
