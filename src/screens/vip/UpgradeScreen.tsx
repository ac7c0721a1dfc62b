import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GiftPackage } from '@/api/types/mall';
import { useGiftPackagePageQuery } from '@/api/mallApi';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { Price } from '@/components/Price/Price';
import { QueryView } from '@/components/QueryView';
import { useForm } from '@/hooks/form';
import { fen } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';

import submitPage from '@/styles/submitPage.module.css';
import { PackageOption } from './PackageOption';
import { choiceRules, forgetUpgrade, NO_CHOICE, parseChoice, UPGRADE_DRAFT, UPGRADE_PACKAGES } from './upgradeDraft';
import styles from './UpgradeScreen.module.css';
import '@/platform/i18n/areas/upgrade';

/** Step 1: the packages as radio cards, the chosen one's price and 下一步 in the bar. */
function ChoosePackage({ packages }: { packages: GiftPackage[] }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useForm({ id: 'upgrade', draft: UPGRADE_DRAFT, initial: NO_CHOICE, parse: parseChoice, rules: choiceRules });
  const chosen = packages.find((pack) => pack.packageId === form.values.packageId);
  const problem = form.error('packageId');
  return (
    <form className={submitPage.content} aria-label={t('upgrade.form')} noValidate onSubmit={form.handleSubmit(() => void navigate('/upgrade/upgrade-next'))}>
      <p className={styles.lead}>{t('upgrade.lead')}</p>
      <fieldset className={styles.group} aria-describedby={problem ? 'upgrade-packageId-error' : undefined}>
        <legend className={styles.legend} id={form.idOf('packageId')} tabIndex={-1}>
          {t('upgrade.choose')}
        </legend>
        {packages.map((pack) => (
          <PackageOption key={pack.packageId} pack={pack} name="upgrade-package" checked={pack.packageId === form.values.packageId} onChoose={() => form.set('packageId', pack.packageId)} />
        ))}
        {problem && (
          <p className={styles.problem} id="upgrade-packageId-error" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <div className={submitPage.bar}>
        <span className={styles.total}>
          {chosen ? (
            <>
              {t('upgrade.total')} <Price value={fen(chosen.price)} role="bar" />
            </>
          ) : (
            t('upgrade.noneChosen')
          )}
        </span>
        <Button type="submit" color="primary" shape="rounded" className={styles.next}>
          {t('upgrade.next')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /upgrade/upgrade: the first step of the upgrade to premium membership. Lists the upgrade packages
 * (giftPackagePage with `packageType: 'upgrade'`); the choice is kept as a draft the second step
 * reads (`upgradeDraft.ts`), so going back and forth keeps it. 下一步 without a choice says so.
 * The header's back leaves the upgrade and drops what was chosen.
 */
export default function UpgradeScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key } = useLocation();
  const query = useGiftPackagePageQuery(UPGRADE_PACKAGES);
  const leave = () => {
    forgetUpgrade();
    if (canGoBack(key)) void navigate(-1);
    else void navigate('/vipInfo', { replace: true });
  };
  return (
    <div className={submitPage.page}>
      <PageHeader title={t('route./upgrade/upgrade')} onBack={leave} />
      <QueryView query={query}>{(data) => <ChoosePackage packages={data.list} />}</QueryView>
    </div>
  );
}
