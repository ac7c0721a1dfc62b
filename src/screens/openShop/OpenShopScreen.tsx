import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { ContactAddressFields } from '@/components/ContactAddressFields/ContactAddressFields';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { useDiscardGuard, useForm } from '@/hooks/form';
import { useRegionOptions } from '@/hooks/useRegionOptions';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { emptyOpenShop, OPEN_SHOP_DRAFT, openShopFields, parseOpenShopDraft, stepOneRules } from './openShopForm';
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
  const regions = useRegionOptions();
  const leaveForm = useDiscardGuard(form.dirty, form.discard);
  const leave = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate(paths.mine, { replace: true });
  };

  const { values } = form;

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./openshop/openshop')} onBack={() => void leaveForm(leave)} />
      <StepHeader current={1} />
      <form className={styles.form} aria-label={t('openShop.formOne')} noValidate onSubmit={form.handleSubmit(() => void navigate('/openshop/openshop-next'))}>
        <div className={styles.card}>
          <FormRow id={form.idOf('shopName')} label={t('openShop.shopName')} error={form.error('shopName')}>
            <input
              id={form.idOf('shopName')}
              className={formRowClasses.control}
              value={values.shopName}
              placeholder={t('openShop.shopNamePlaceholder')}
              onChange={(event) => form.set('shopName', event.target.value)}
              onBlur={() => form.touch('shopName')}
              {...form.described('shopName')}
            />
          </FormRow>
          <ContactAddressFields form={form} fields={openShopFields} regions={regions} />
        </div>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded">
            {t('openShop.next')}
          </Button>
        </div>
      </form>
    </div>
  );
}
