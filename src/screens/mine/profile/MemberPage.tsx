import type { ReactNode } from 'react';
import { useGetInfoQuery } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { ErrorState, PageSkeleton } from '@/components/states';
import profile from './profile.module.css';

/**
 * A personal-area page that starts from the member's info (getInfo): its skeleton and its failure
 * under the page's header, then the page itself, which draws its own header (with its own back).
 */
export function MemberPage({ title, children }: { title: string; children: (member: MemberInfo) => ReactNode }) {
  const query = useGetInfoQuery();
  const framed = (content: ReactNode) => (
    <div className={profile.page}>
      <PageHeader title={title} />
      {content}
    </div>
  );
  return (
    <QueryView query={query} skeleton={framed(<PageSkeleton />)} error={(failure) => framed(<ErrorState {...failure} />)}>
      {children}
    </QueryView>
  );
}
