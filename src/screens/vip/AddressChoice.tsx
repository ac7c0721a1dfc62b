import { useNavigate } from 'react-router-dom';
import type { PageResult } from '@/api/types/common';
import type { Address } from '@/api/types/member';
import { AddressCard } from '@/components/AddressCard/AddressCard';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { readCheckoutAddress } from '@/platform/checkoutAddress';
import { useI18n } from '@/platform/i18n';
import { href } from '@/routes';
import styles from './UpgradeNextScreen.module.css';
import '@/platform/i18n/areas/upgradeNext';

/** The address the upgrade ships to: the one chosen in the book (the same choice checkout keeps) if it is still there, else the default. */
export function chosenAddress(list: readonly Address[]): Address | null {
  const remembered = readCheckoutAddress();
  return list.find((address) => address.id === remembered) ?? list.find((address) => address.isDefault === 1) ?? list[0] ?? null;
}

/**
 * Recipient and address of the upgrade package, from the member's address book: the chosen one as
 * a card that opens the book in choice mode (`/address/address?select=1`, which remembers the tap and
 * comes back), or, with an empty book, a button to add one (saved and chosen, then back here).
 */
export function AddressChoice({ book, address }: { book: QuerySource<PageResult<Address>>; address: Address | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const add = (
    <button type="button" className={styles.addAddress} onClick={() => void navigate(href('/address/editaddress', { select: 1 }))}>
      <span className={styles.addTitle}>{t('upgradeNext.addAddress')}</span>
      <span className={styles.weak}>{t('upgradeNext.addAddressBody')}</span>
    </button>
  );
  return (
    <section className={styles.section} aria-label={t('upgradeNext.recipient')}>
      <h2 className={styles.heading}>{t('upgradeNext.recipient')}</h2>
      <QueryView query={book} skeleton={<div className={styles.addressSkeleton} aria-busy="true" />} empty={add}>
        {() =>
          address ? (
            <AddressCard address={address} icon onClick={() => void navigate(href('/address/address', { select: 1 }))} clickLabel={t('upgradeNext.chooseAddress')} />
          ) : (
            add
          )
        }
      </QueryView>
    </section>
  );
}
