import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OpenShopApplyArg } from '@/api/types/openShop';
import { useOpenShopApplyMutation } from '@/api/openShopApi';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import styles from './OpenShopScreen.module.css';
import '@/platform/i18n/areas/openShop';

/** What the form holds: the text fields of OpenShopApplyArg. */
interface OpenShopValues {
  shopName: string;
  contactName: string;
  mobile: string;
  address: string;
  requestNo: string;
}

const EMPTY: OpenShopValues = { shopName: '', contactName: '', mobile: '', address: '', requestNo: '' };

/** Each field's rule, as a message key of the openShop area (fill in the real ones). */
const rules: Rules<OpenShopValues> = {
  shopName: (value) => (value.trim() ? null : 'openShop.required.shopName'),
  contactName: (value) => (value.trim() ? null : 'openShop.required.contactName'),
  mobile: (value) => (value.trim() ? null : 'openShop.required.mobile'),
  address: (value) => (value.trim() ? null : 'openShop.required.address'),
};

/** A kept draft read back as the form's values, or null when it does not fit the form. */
function parseDraft(stored: unknown): OpenShopValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const values = { ...EMPTY };
  for (const field of Object.keys(EMPTY) as (keyof OpenShopValues)[]) {
    const value = record[field];
    if (typeof value !== 'string') return null;
    values[field] = value;
  }
  return values;
}

/** What openShopApply sends for valid values. */
function submitArg(values: OpenShopValues): OpenShopApplyArg {
  return {
    shopName: values.shopName.trim(),
    contactName: values.contactName.trim(),
    mobile: values.mobile.trim(),
    // fill in: provinceId (number) is not a text field
    provinceId: 0,
    // fill in: cityId (number) is not a text field
    cityId: 0,
    // fill in: regionId (number) is not a text field
    regionId: 0,
    address: values.address.trim(),
    // fill in: licenceImages (string[]) is not a text field
    licenceImages: [],
    // fill in: agreed (1) is not a text field
    agreed: 1,
    requestNo: values.requestNo.trim() || undefined,
  };
}

/**
 * The form: each field's rule shows at its field once it was left or a submit was tried; submit
 * stays disabled until something changed; what was typed is kept as a draft until the submit
 * worked, so a failed submit or the login round trip of an expired session comes back to it;
 * leaving a changed form asks first.
 */
function OpenShopForm({ initial }: { initial: OpenShopValues }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'open-shop', draft: 'openShop', initial, parse: parseDraft, rules });
  const [send] = useOpenShopApplyMutation();
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const save = useAction((values: OpenShopValues) => send(submitArg(values)).unwrap(), {
    success: t('openShop.done'),
    wording: { fallback: 'openShop.failed' },
    // the screen goes back once it worked: nothing is sent again, the toast goes with the page
    hold: () => true,
    onSuccess: () => {
      form.discard();
      leave();
    },
  });
  const { values } = form;

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./openshop/openshop')} onBack={() => void leaveForm(leave)} />
      <form className={styles.form} aria-label={t('openShop.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
        <div className={styles.card}>
          <FormRow id={form.idOf('shopName')} label={t('openShop.fields.shopName')} error={form.error('shopName')}>
            <input
              id={form.idOf('shopName')}
              className={formRowClasses.control}
              value={values.shopName}
              onChange={(event) => form.set('shopName', event.target.value)}
              onBlur={() => form.touch('shopName')}
              {...form.described('shopName')}
            />
          </FormRow>
          <FormRow id={form.idOf('contactName')} label={t('openShop.fields.contactName')} error={form.error('contactName')}>
            <input
              id={form.idOf('contactName')}
              className={formRowClasses.control}
              value={values.contactName}
              onChange={(event) => form.set('contactName', event.target.value)}
              onBlur={() => form.touch('contactName')}
              {...form.described('contactName')}
            />
          </FormRow>
          <FormRow id={form.idOf('mobile')} label={t('openShop.fields.mobile')} error={form.error('mobile')}>
            <input
              id={form.idOf('mobile')}
              className={formRowClasses.control}
              value={values.mobile}
              onChange={(event) => form.set('mobile', event.target.value)}
              onBlur={() => form.touch('mobile')}
              {...form.described('mobile')}
            />
          </FormRow>
          <FormRow id={form.idOf('address')} label={t('openShop.fields.address')} error={form.error('address')}>
            <input
              id={form.idOf('address')}
              className={formRowClasses.control}
              value={values.address}
              onChange={(event) => form.set('address', event.target.value)}
              onBlur={() => form.touch('address')}
              {...form.described('address')}
            />
          </FormRow>
          <FormRow id={form.idOf('requestNo')} label={t('openShop.fields.requestNo')} error={form.error('requestNo')}>
            <input
              id={form.idOf('requestNo')}
              className={formRowClasses.control}
              value={values.requestNo}
              onChange={(event) => form.set('requestNo', event.target.value)}
              onBlur={() => form.touch('requestNo')}
              {...form.described('requestNo')}
            />
          </FormRow>
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('openShop.submitting')} disabled={!form.dirty || save.busy}>
            {t('openShop.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** /openshop/openshop: A form that sends openShopApply (OpenShopApplyArg). Fill in what it is for. */
export default function OpenShopScreen() {
  return <OpenShopForm initial={EMPTY} />;
}
