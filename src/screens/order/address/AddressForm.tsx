import { Button, Switch } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddressAddMutation, useAddressUpdateMutation } from '@/api/addressApi';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useFailureToast } from '@/hooks/useFailureToast';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { normaliseMobile } from '@/lib/mobile';
import { rememberCheckoutAddress } from '@/platform/checkoutAddress';
import { useDeferredModule } from '@/platform/deferredModule';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import {
  ADDRESS_FIELDS,
  addressInputOf,
  clearAddressDraft,
  draftKey,
  readAddressDraft,
  regionOfPath,
  regionText,
  validateAddress,
  validateAddressField,
  writeAddressDraft,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from './addressForm';
import { regionPicker } from './regionPicker';
import { useRegionOptions } from './useRegionOptions';
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

interface FieldRowProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A labelled row with its rule's message under it. */
function FieldRow({ id, label, error, children }: FieldRowProps) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined} data-field={id}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {children}
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Add or edit an address: name, mobile (pasted numbers normalised), region cascade, street
 * address, default switch. Each rule shows its message at its field once the field was left or a
 * save was tried. Everything typed is kept as a draft until the save succeeds, so a failed save,
 * a reload or the login round trip of an expired session comes back to the same form.
 */
export function AddressForm({ addressId, initial, choosing, fromBook }: AddressFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const key = draftKey(addressId);
  const [values, setValues] = useState<AddressFormValues>(() => readAddressDraft(key) ?? initial);
  const [shown, setShown] = useState<Partial<Record<AddressField, boolean>>>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useDeferredModule(regionPicker, pickerOpen, 'region picker');
  const regions = useRegionOptions();
  const formRef = useRef<HTMLFormElement>(null);
  const [add] = useAddressAddMutation();
  const [update] = useAddressUpdateMutation();
  const tellFailure = useFailureToast({ fallback: 'address.failedRetry' });

  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const rule = shown[field] ? validateAddressField(field, values) : null;
    if (rule) errors[field] = rule;
  }
  const message = (field: AddressField) => {
    const rule = errors[field];
    return rule ? t(`address.validation.${rule}`) : undefined;
  };

  const change = (patch: Partial<AddressFormValues>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      writeAddressDraft(key, next);
      return next;
    });
  };
  const reveal = (field: AddressField) => setShown((current) => (current[field] ? current : { ...current, [field]: true }));

  const leave = (steps: 1 | 2) => {
    if (canGoBack(locationKey)) void navigate(-steps);
    else void navigate(choosing ? paths.confirmOrder : paths.addresses, { replace: true });
  };

  const save = useSingleFlight(
    async (checked: AddressFormValues): Promise<'saved' | 'failed'> => {
      const input = addressInputOf(checked);
      try {
        const id = addressId ? (await update({ id: addressId, ...input }).unwrap()).id : (await add(input).unwrap()).id;
        clearAddressDraft(key);
        if (choosing) rememberCheckoutAddress(id);
        // the toast goes with the page the form goes back to
        showToast({ icon: 'success', content: t('address.saved') }, { travels: true });
        leave(choosing && fromBook ? 2 : 1);
        return 'saved';
      } catch (failure) {
        tellFailure(failure); // the values and the draft stay as typed
        return 'failed';
      }
    },
    { holdWhen: (outcome) => outcome === 'saved' },
  );

  const submit = () => {
    if (save.pending) return;
    const found = validateAddress(values);
    setShown({ receiver: true, mobile: true, region: true, detail: true });
    const first = ADDRESS_FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector(`[data-field="address-${first}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    void save.run(values);
  };

  const described = (field: AddressField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `address-${field}-error` } : {});
  const region = values.region;
  const regionValue = region ? [String(region.provinceId), String(region.cityId), String(region.regionId)] : [];

  return (
    <div className={styles.page}>
      <PageHeader
        title={addressId ? t('address.editTitle') : t('address.addTitle')}
        onBack={() => {
          clearAddressDraft(key); // leaving on purpose drops what was typed
          leave(1);
        }}
      />
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('address.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.card}>
          <FieldRow id="address-receiver" label={t('address.receiver')} error={message('receiver')}>
            <input
              id="address-receiver"
              className={styles.input}
              value={values.receiver}
              placeholder={t('address.receiverPlaceholder')}
              autoComplete="name"
              onChange={(event) => change({ receiver: event.target.value })}
              onBlur={() => reveal('receiver')}
              {...described('receiver')}
            />
          </FieldRow>
          <FieldRow id="address-mobile" label={t('address.mobile')} error={message('mobile')}>
            <input
              id="address-mobile"
              className={styles.input}
              value={values.mobile}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={t('address.mobilePlaceholder')}
              onChange={(event) => change({ mobile: normaliseMobile(event.target.value) })}
              onBlur={() => reveal('mobile')}
              {...described('mobile')}
            />
          </FieldRow>
          <FieldRow id="address-region" label={t('address.region')} error={message('region')}>
            <button
              id="address-region"
              type="button"
              className={`${styles.input} ${styles.picker}`}
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
              {...described('region')}
            >
              <span className={region ? undefined : styles.placeholder}>{region ? regionText(region) : t('address.regionPlaceholder')}</span>
              <RightOutline className={styles.chevron} aria-hidden />
            </button>
          </FieldRow>
          <FieldRow id="address-detail" label={t('address.detail')} error={message('detail')}>
            <textarea
              id="address-detail"
              className={`${styles.input} ${styles.textarea}`}
              value={values.detail}
              rows={2}
              placeholder={t('address.detailPlaceholder')}
              onChange={(event) => change({ detail: event.target.value })}
              onBlur={() => reveal('detail')}
              {...described('detail')}
            />
          </FieldRow>
        </div>
        <div className={`${styles.card} ${styles.switchRow}`}>
          <span className={styles.switchText}>
            <span id="address-default-label">{t('address.makeDefault')}</span>
            <span className={styles.hint}>{t('address.makeDefaultHint')}</span>
          </span>
          <Switch checked={values.isDefault} onChange={(isDefault) => change({ isDefault })} aria-labelledby="address-default-label" />
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={save.pending} loadingText={t('address.saving')} disabled={save.pending}>
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
            const chosen = regionOfPath(regions.options, path);
            change({ region: chosen });
            reveal('region');
          }}
          onClose={() => setPickerOpen(false)}
        />
      )}
    </div>
  );
}
