import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OpenShopApplyArg, OpenShopInfo } from '@/api/types/openShop';
import { useOpenShopInfoQuery, useOpenShopApplyMutation } from '@/api/openShopApi';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import styles from './OpenShopNextScreen.module.css';
import '@/platform/i18n/areas/openShopNext';

/** What the form holds: the text fields of OpenShopApplyArg. */
interface OpenShopNextValues {
  shopName: string;
  contactName: string;
  mobile: string;
  address: string;
  requestNo: string;
}

const EMPTY: OpenShopNextValues = { shopName: '', contactName: '', mobile: '', address: '', requestNo: '' };

/** Each field's rule, as a message key of the openShopNext area (fill in the real ones). */
const rules: Rules<OpenShopNextValues> = {
  shopName: (value) => (value.trim() ? null : 'openShopNext.required.shopName'),
  contactName: (value) => (value.trim() ? null : 'openShopNext.required.contactName'),
  mobile: (value) => (value.trim() ? null : 'openShopNext.required.mobile'),
  address: (value) => (value.trim() ? null : 'openShopNext.required.address'),
};

/** A kept draft read back as the form's values, or null when it does not fit the form. */
function parseDraft(stored: unknown): OpenShopNextValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const values = { ...EMPTY };
  for (const field of Object.keys(EMPTY) as (keyof OpenShopNextValues)[]) {
    const value = record[field];
    if (typeof value !== 'string') return null;
    values[field] = value;
  }
  return values;
}

/** What openShopApply sends for valid values. */
function submitArg(values: OpenShopNextValues): OpenShopApplyArg {
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
function OpenShopNextForm({ initial }: { initial: OpenShopNextValues }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'open-shop-next', draft: 'openShopNext', initial, parse: parseDraft, rules });
  const [send] = useOpenShopApplyMutation();
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const save = useAction((values: OpenShopNextValues) => send(submitArg(values)).unwrap(), {
    success: t('openShopNext.done'),
    wording: { fallback: 'openShopNext.failed' },
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
      <PageHeader title={t('route./openshop/openshop-next')} onBack={() => void leaveForm(leave)} />
      <form className={styles.form} aria-label={t('openShopNext.form')} noValidate onSubmit={form.handleSubmit(save.run)}>
        <div className={styles.card}>
          <FormRow id={form.idOf('shopName')} label={t('openShopNext.fields.shopName')} error={form.error('shopName')}>
            <input
              id={form.idOf('shopName')}
              className={formRowClasses.control}
              value={values.shopName}
              onChange={(event) => form.set('shopName', event.target.value)}
              onBlur={() => form.touch('shopName')}
              {...form.described('shopName')}
            />
          </FormRow>
          <FormRow id={form.idOf('contactName')} label={t('openShopNext.fields.contactName')} error={form.error('contactName')}>
            <input
              id={form.idOf('contactName')}
              className={formRowClasses.control}
              value={values.contactName}
              onChange={(event) => form.set('contactName', event.target.value)}
              onBlur={() => form.touch('contactName')}
              {...form.described('contactName')}
            />
          </FormRow>
          <FormRow id={form.idOf('mobile')} label={t('openShopNext.fields.mobile')} error={form.error('mobile')}>
            <input
              id={form.idOf('mobile')}
              className={formRowClasses.control}
              value={values.mobile}
              onChange={(event) => form.set('mobile', event.target.value)}
              onBlur={() => form.touch('mobile')}
              {...form.described('mobile')}
            />
          </FormRow>
          <FormRow id={form.idOf('address')} label={t('openShopNext.fields.address')} error={form.error('address')}>
            <input
              id={form.idOf('address')}
              className={formRowClasses.control}
              value={values.address}
              onChange={(event) => form.set('address', event.target.value)}
              onBlur={() => form.touch('address')}
              {...form.described('address')}
            />
          </FormRow>
          <FormRow id={form.idOf('requestNo')} label={t('openShopNext.fields.requestNo')} error={form.error('requestNo')}>
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
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy} loadingText={t('openShopNext.submitting')} disabled={!form.dirty || save.busy}>
            {t('openShopNext.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The form's values from what openShopInfo loaded. Fill in: the form starts empty so far. */
function initialOf(_data: OpenShopInfo): OpenShopNextValues {
  return EMPTY;
}

/** A state of the page other than the form (loading, failed, nothing found), under the page's header. */
function Framed({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./openshop/openshop-next')} />
      {children}
    </div>
  );
}

/** /openshop/openshop-next: A form that sends openShopApply (OpenShopApplyArg) after loading openShopInfo. Fill in what it is for. */
export default function OpenShopNextScreen() {
  const query = useOpenShopInfoQuery();
  return (
    <QueryView
      query={query}
      skeleton={
        <Framed>
          <PageSkeleton />
        </Framed>
      }
      error={(failure) => (
        <Framed>
          <ErrorState {...failure} />
        </Framed>
      )}
      empty={
        <Framed>
          <EmptyState />
        </Framed>
      }
    >
      {(data) => <OpenShopNextForm initial={initialOf(data)} />}
    </QueryView>
  );
}
