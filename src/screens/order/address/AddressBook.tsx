import { Button, Skeleton } from 'antd-mobile';
import { CheckCircleFill, DeleteOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADDRESS_BOOK, useAddressDeleteMutation, useAddressPageQuery, useAddressSetDefaultMutation } from '@/api/addressApi';
import { MAX_ADDRESSES, type Address } from '@/api/types/member';
import { fullAddress } from '@/components/AddressCard/address';
import { AddressCard } from '@/components/AddressCard/AddressCard';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView, queryViewTestIds } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { useAction } from '@/hooks/useAction';
import { readCheckoutAddress, rememberCheckoutAddress } from '@/platform/checkoutAddress';
import { useI18n } from '@/platform/i18n';
import { href } from '@/routes';
import { chosenAddressId, isChoosing } from './choice';
import styles from './AddressBook.module.css';
import '@/platform/i18n/areas/address';

/** Test ids of the book's parts. */
export const addressBookTestIds = { list: 'address-book', item: 'address-item', addBar: 'address-add-bar' } as const;

/** Cards shaped like the address cards: a name line and two address lines each. */
function AddressSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      {[0, 1, 2].map((index) => (
        <div className={styles.skeletonCard} key={index}>
          <Skeleton.Title animated={false} className={styles.skeletonTitle} />
          <Skeleton.Paragraph lineCount={2} animated={false} />
        </div>
      ))}
    </div>
  );
}

/** A text button of an address's action row (设为默认, 删除), named for its address, off while a change runs. */
function RowAction({ label, busy, onTap, children }: { label: string; busy: boolean; onTap: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.action} aria-label={label} disabled={busy} onClick={onTap}>
      {children}
    </button>
  );
}

export interface AddressBookProps {
  /** the page title of the route showing the book */
  title: string;
}

/**
 * The member's address book, for both routes that show it (/address/address and the settings'
 * /mine/setAddress): default first with its tag, set default, edit, delete (asks first), add.
 * In choice mode (from confirm order) a tap chooses the address and goes back to the order.
 */
export function AddressBook({ title }: AddressBookProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [params] = useSearchParams();
  const choosing = isChoosing(params);
  const book = useAddressPageQuery(ADDRESS_BOOK);
  const [setDefault] = useAddressSetDefaultMutation();
  const [remove] = useAddressDeleteMutation();

  /** One change at a time (default or delete); deleting asks first. */
  const change = useAction(
    async (kind: 'default' | 'delete', address: Address) => {
      if (kind === 'default') return setDefault({ id: address.id }).unwrap();
      await remove({ id: address.id }).unwrap();
      if (readCheckoutAddress() === address.id) rememberCheckoutAddress(null);
    },
    {
      confirm: (kind, address) =>
        kind === 'delete'
          ? {
              title: t('address.deleteTitle'),
              content: t('address.deleteBody', { name: address.receiver, address: fullAddress(address) }),
              confirmText: <span className={styles.danger}>{t('address.deleteConfirm')}</span>,
              cancelText: t('address.cancel'),
            }
          : null,
      success: (_result, kind) => (kind === 'default' ? t('address.defaultSet') : t('address.deleted')),
      wording: { fallback: 'address.failedRetry' },
    },
  );
  const busy = change.busy;

  const choose = (address: Address) => {
    rememberCheckoutAddress(address.id);
    if (canGoBack(key)) void navigate(-1);
    else void navigate('/shoppingCart/confirmOrder', { replace: true });
  };

  // in choice mode the form, once saved, goes back past the book to the order (history state says so)
  const opened = choosing ? { state: { fromBook: true } } : {};
  const edit = (address: Address) =>
    void navigate(href('/address/editaddress', { addressId: address.id, ...(choosing ? { select: 1 as const } : {}) }), opened);
  /** The add button under the book (and its empty state); the book holds at most MAX_ADDRESSES. */
  const addBar = (count: number) => {
    const full = count >= MAX_ADDRESSES;
    return (
      <div className={styles.bar} data-testid={addressBookTestIds.addBar}>
        {full && <p className={styles.full}>{t('address.full', { count: MAX_ADDRESSES })}</p>}
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={full}
          onClick={() => void navigate(href('/address/editaddress', choosing ? { select: 1 } : {}), opened)}
        >
          {t('address.add')}
        </Button>
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader title={choosing ? t('address.chooseTitle') : title} />
      <QueryView
        query={book}
        skeleton={<AddressSkeleton />}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <>
            <EmptyState title={t('address.emptyTitle')} description={t('address.emptyBody')} />
            {addBar(0)}
          </>
        }
      >
        {(page) => {
          const chosen = choosing ? chosenAddressId(page.list, readCheckoutAddress()) : null;
          return (
            <>
              <PullToRefresh onRefresh={() => book.refetch()}>
                <ul className={styles.list} aria-label={t('address.list')} data-testid={addressBookTestIds.list}>
                  {page.list.map((address) => (
                    <li key={address.id} className={styles.item} data-testid={addressBookTestIds.item} data-address-id={address.id}>
                      {choosing ? (
                        <AddressCard address={address} onSelect={() => choose(address)} selected={address.id === chosen} onEdit={() => edit(address)} />
                      ) : (
                        <>
                          <AddressCard address={address} onEdit={() => edit(address)} />
                          <div className={styles.actions}>
                            {address.isDefault === 1 ? (
                              <span className={styles.isDefault}>
                                <CheckCircleFill aria-hidden className={styles.defaultOn} />
                                {t('address.isDefault')}
                              </span>
                            ) : (
                              <RowAction label={t('address.setDefaultOf', { name: address.receiver })} busy={busy} onTap={() => void change.run('default', address)}>
                                <span className={styles.defaultOff} aria-hidden />
                                {t('address.setDefault')}
                              </RowAction>
                            )}
                            <RowAction label={t('address.deleteOf', { name: address.receiver })} busy={busy} onTap={() => void change.run('delete', address)}>
                              <DeleteOutline aria-hidden />
                              {t('address.delete')}
                            </RowAction>
                          </div>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </PullToRefresh>
              {addBar(page.list.length)}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
