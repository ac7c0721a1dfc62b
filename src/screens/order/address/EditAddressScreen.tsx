import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAddressGetQuery } from '@/api/addressApi';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView, queryViewTestIds } from '@/components/QueryView';
import { EmptyState, ErrorState, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';

import { isChoosing } from './choice';
import { AddressForm } from './AddressForm';
import { emptyAddressForm, formOf } from './addressForm';
import styles from './AddressForm.module.css';
import '@/platform/i18n/areas/address';

/** History state the address book passes: it was opened from the book in choice mode. */
function fromBook(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).fromBook === true;
}

/** The form's rows while the address loads. */
function FormSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('state.loading')} data-testid={queryViewTestIds.skeleton}>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton className={styles.skeletonRow} key={index} animated={false} />
      ))}
    </div>
  );
}

/** A state of the edit page other than the form, under the page's header. */
function Framed({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <PageHeader title={t('address.editTitle')} />
      {children}
    </div>
  );
}

/** An address being edited: loaded first (the form keeps its draft over it). */
function EditExisting({ addressId, choosing, opener }: { addressId: string; choosing: boolean; opener: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const query = useAddressGetQuery({ id: addressId });
  return (
    <QueryView
      query={query}
      skeleton={
        <Framed>
          <FormSkeleton />
        </Framed>
      }
      error={(failure) => (
        <Framed>
          <ErrorState {...failure} />
        </Framed>
      )}
      empty={
        <Framed>
          <EmptyState
            title={t('address.notFoundTitle')}
            description={t('address.notFoundBody')}
            action={<StateAction onClick={() => void navigate('/address/address', { replace: true })}>{t('address.backToList')}</StateAction>}
          />
        </Framed>
      }
    >
      {(address) => <AddressForm addressId={addressId} initial={formOf(address)} choosing={choosing} fromBook={opener} />}
    </QueryView>
  );
}

/** /address/editaddress: `?addressId=` edits that address, none adds one; `?select=1` chooses the saved one for checkout. */
export default function EditAddressScreen() {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const addressId = params.get('addressId');
  const choosing = isChoosing(params);
  const opener = fromBook(state);
  return addressId ? (
    <EditExisting key={addressId} addressId={addressId} choosing={choosing} opener={opener} />
  ) : (
    <AddressForm addressId={null} initial={emptyAddressForm} choosing={choosing} fromBook={opener} />
  );
}
