import type { ReactNode } from 'react';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import styles from './FieldEditor.module.css';

/** A state of an editor page other than its form (loading, failed, nothing found), under the page's header. */
function Framed({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {children}
    </div>
  );
}

/** An editor page: the value loads first, then the form (FieldEditor) over what it loaded. */
export function EditorFrame<Data>({ title, query, children }: { title: string; query: QuerySource<Data>; children: (data: NonNullable<Data>) => ReactNode }) {
  return (
    <QueryView
      query={query}
      skeleton={
        <Framed title={title}>
          <PageSkeleton />
        </Framed>
      }
      error={(failure) => (
        <Framed title={title}>
          <ErrorState {...failure} />
        </Framed>
      )}
      empty={
        <Framed title={title}>
          <EmptyState />
        </Framed>
      }
    >
      {children}
    </QueryView>
  );
}
