import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { regionPicker } from '@/components/RegionPicker/regionPicker';
import { regionOfPath, regionText } from '@/components/RegionPicker/regions';
import { useDiscardGuard, useForm } from '@/hooks/form';
import { useRegionOptions } from '@/hooks/useRegionOptions';
import { normaliseMobile } from '@/lib/mobile';
import { useDeferredModule } from '@/platform/deferredModule';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { emptyOpenShop, OPEN_SHOP_DRAFT, parseOpenShopDraft, stepOneRules } from './openShopForm';
import { StepHeader } from './StepHeader';
import styles from './OpenShopScreen.module.css';
import '@/platform/i18n/areas/openShop';

/**
 * /openshop/openshop, step 1 of opening a shop: the shop's name, the contact and mobile, the region
 * (the address form's cascade, loaded when first tapped) and the street address. 下一步 checks the
 * rules and goes on to step 2; everything is kept in the application's draft, which step 2 shares,
 * so going back and forth or logging in again finds the same text. The header's back asks before
 * dropping a started application.
 */
export default function OpenShopScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'open-shop', draft: OPEN_SHOP_DRAFT, initial: emptyOpenShop, parse: parseOpenShopDraft, rules: stepOneRules });
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useDeferredModule(regionPicker, pickerOpen, 'region picker');
  const regions = useRegionOptions();
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(paths.mine, { replace: true });
  };

  const { values } = form;
  const region = values.region;
  const regionValue = region ? [String(region.provinceId), String(region.cityId), String(region.regionId)] : [];
  const control = formRowClasses.control;

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./openshop/openshop')} onBack={() => void leaveForm(leave)} />
      <StepHeader current={1} />
      <form className={styles.form} aria-label={t('openShop.formOne')} noValidate onSubmit={form.handleSubmit(() => void navigate('/openshop/openshop-next'))}>
        <div className={styles.card}>
          <FormRow id={form.idOf('shopName')} label={t('openShop.shopName')} error={form.error('shopName')}>
            <input
              id={form.idOf('shopName')}
              className={control}
              value={values.shopName}
              placeholder={t('openShop.shopNamePlaceholder')}
              onChange={(event) => form.set('shopName', event.target.value)}
              onBlur={() => form.touch('shopName')}
              {...form.described('shopName')}
            />
          </FormRow>
          <FormRow id={form.idOf('contactName')} label={t('openShop.contactName')} error={form.error('contactName')}>
            <input
              id={form.idOf('contactName')}
              className={control}
              value={values.contactName}
              placeholder={t('openShop.contactNamePlaceholder')}
              autoComplete="name"
              onChange={(event) => form.set('contactName', event.target.value)}
              onBlur={() => form.touch('contactName')}
              {...form.described('contactName')}
            />
          </FormRow>
          <FormRow id={form.idOf('mobile')} label={t('openShop.mobile')} error={form.error('mobile')}>
            <input
              id={form.idOf('mobile')}
              className={control}
              value={values.mobile}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={t('openShop.mobilePlaceholder')}
              onChange={(event) => form.set('mobile', normaliseMobile(event.target.value))}
              onBlur={() => form.touch('mobile')}
              {...form.described('mobile')}
            />
          </FormRow>
          <FormRow id={form.idOf('region')} label={t('openShop.region')} error={form.error('region')}>
            <button
              id={form.idOf('region')}
              type="button"
              className={`${control} ${styles.picker}`}
              aria-haspopup="dialog"
              disabled={regions.options.length === 0 && !regions.failed}
              onClick={() => {
                if (regions.failed) {
                  showToast({ content: t('openShop.regionsUnavailable') });
                  regions.retry();
                  return;
                }
                setPickerOpen(true);
              }}
              {...form.described('region')}
            >
              <span className={region ? undefined : formRowClasses.placeholder}>{region ? regionText(region) : t('openShop.regionPlaceholder')}</span>
              <RightOutline className={styles.chevron} aria-hidden />
            </button>
          </FormRow>
          <FormRow id={form.idOf('address')} label={t('openShop.address')} error={form.error('address')}>
            <textarea
              id={form.idOf('address')}
              className={`${control} ${styles.textarea}`}
              value={values.address}
              rows={2}
              placeholder={t('openShop.addressPlaceholder')}
              onChange={(event) => form.set('address', event.target.value)}
              onBlur={() => form.touch('address')}
              {...form.described('address')}
            />
          </FormRow>
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded">
            {t('openShop.next')}
          </Button>
        </div>
      </form>
      {picker && (
        <picker.default
          visible={pickerOpen}
          title={t('openShop.regionTitle')}
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
