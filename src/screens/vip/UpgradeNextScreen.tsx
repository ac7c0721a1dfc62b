import { Button } from 'antd-mobile';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ADDRESS_BOOK, useAddressPageQuery } from '@/api/addressApi';
import { useGiftPackagePageQuery } from '@/api/mallApi';
import type { PageResult } from '@/api/types/common';
import type { GiftPackage } from '@/api/types/mall';
import type { Address } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { Price } from '@/components/Price/Price';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { useForm } from '@/hooks/form';
import { fen } from '@/lib/fen';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';

import submitPage from '@/styles/submitPage.module.css';
import { AddressChoice, chosenAddress } from './AddressChoice';
import { CHANNELS, choiceRules, forgetUpgrade, keptChoice, parseChoice, placedFor, UPGRADE_DRAFT, UPGRADE_PACKAGES, upgradeIntent, type UpgradeChoice } from './upgradeDraft';
import { useUpgradePay } from './useUpgradePay';
import styles from './UpgradeNextScreen.module.css';
import '@/platform/i18n/areas/upgradeNext';

interface PayFormProps {
  pack: GiftPackage;
  initial: UpgradeChoice;
  address: Address | null;
  book: QuerySource<PageResult<Address>>;
  /** back to the first step (its choice kept) */
  onChange: () => void;
}

/** Step 2: the package chosen, where it ships, how to pay, and 立即升级 with the amount (waiting for the address book before it sends). */
function PayForm({ pack, initial, address, book, onChange }: PayFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useForm({ id: 'upgrade-next', draft: UPGRADE_DRAFT, initial, parse: parseChoice, rules: choiceRules });
  const { action: upgrade, slot } = useUpgradePay(() => {
    forgetUpgrade();
    void navigate('/vipInfo', { replace: true });
  });
  const placed = address ? placedFor(upgradeIntent(pack.packageId, address.id)) : null;
  const submit = form.handleSubmit((values) => {
    if (!address) showToast({ content: t('upgradeNext.needAddress') });
    else void upgrade.run(values, address.id);
  });
  return (
    <form className={submitPage.content} aria-label={t('upgradeNext.form')} noValidate onSubmit={submit}>
      <section className={styles.section} aria-label={t('upgradeNext.package')}>
        <h2 className={styles.heading}>{t('upgradeNext.package')}</h2>
        <div className={styles.pack} data-testid="upgrade-chosen-package">
          <GoodsImage src={pack.image} alt="" width={64} />
          <div className={styles.packBody}>
            <p className={styles.packTitle}>{pack.title}</p>
            <Price value={fen(pack.price)} originalPrice={fen(pack.originalPrice)} role="line" />
          </div>
          <button type="button" className={styles.change} onClick={onChange}>
            {t('upgradeNext.change')}
          </button>
        </div>
      </section>
      <AddressChoice book={book} address={address} />
      <fieldset className={styles.section}>
        <legend className={styles.heading}>{t('upgradeNext.channel')}</legend>
        {CHANNELS.map((channel) => (
          <label key={channel} className={styles.channel}>
            <span className={`${styles.channelMark} ${styles[channel]}`} aria-hidden />
            <span className={styles.channelName}>{t(`upgradeNext.channels.${channel}`)}</span>
            <input type="radio" name="upgrade-channel" value={channel} checked={form.values.channel === channel} onChange={() => form.set('channel', channel)} />
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{t('upgradeNext.note')}</p>
      <div className={submitPage.bar}>
        <span className={styles.total}>
          {t('upgradeNext.total')} <Price value={fen(placed?.payAmount ?? pack.price)} role="bar" />
        </span>
        <Button type="submit" color="primary" shape="rounded" className={styles.submit} loading={upgrade.busy} loadingText={t('upgradeNext.submitting')} disabled={upgrade.busy || book.isLoading}>
          {placed ? t('upgradeNext.payAgain') : t('upgradeNext.submit')}
        </Button>
      </div>
      {slot}
    </form>
  );
}

/**
 * /upgrade/upgrade-next: the second step of the upgrade. Reads the package chosen in the first
 * step from the kept draft (none: back to the first step), the recipient and address from the
 * address book (the book's choice mode, as checkout uses it), the payment channel; 立即升级 places
 * the upgrade order and pays it (useUpgradePay), then shows the new level on /vipInfo. The header's
 * back returns to the first step with every choice kept.
 */
export default function UpgradeNextScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key } = useLocation();
  const kept = keptChoice();
  const packages = useGiftPackagePageQuery(UPGRADE_PACKAGES);
  const book = useAddressPageQuery(ADDRESS_BOOK);
  const address = book.data ? chosenAddress(book.data.list) : null;
  if (!kept?.packageId) return <Navigate to={'/upgrade/upgrade'} replace />;
  const back = () => {
    if (canGoBack(key)) void navigate(-1);
    else void navigate('/upgrade/upgrade', { replace: true });
  };
  return (
    <div className={submitPage.page}>
      <PageHeader title={t('route./upgrade/upgrade-next')} onBack={back} />
      <QueryView query={packages}>
        {(data) => {
          const pack = data.list.find((candidate) => candidate.packageId === kept.packageId);
          return pack ? <PayForm pack={pack} initial={kept} address={address} book={book} onChange={back} /> : <Navigate to={'/upgrade/upgrade'} replace />;
        }}
      </QueryView>
    </div>
  );
}
