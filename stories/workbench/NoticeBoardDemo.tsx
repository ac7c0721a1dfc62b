import { List } from 'antd-mobile';
import { useHotNewsQuery } from '@/api/homeApi';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import { useI18n } from '@/platform/i18n';

/**
 * A minimal data screen for demonstrating the scenario helper: one call (home hotNews),
 * the standard loading / empty / error states. Real screens follow the same shape.
 */
export function NoticeBoardDemo() {
  const { t } = useI18n();
  const { data, error, isLoading, isFetching, refetch } = useHotNewsQuery();

  let body;
  if (isLoading) body = <PageSkeleton />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!data?.length) body = <EmptyState />;
  else
    body = (
      <List>
        {data.map((notice) => (
          <List.Item key={notice.id} description={notice.createTime.slice(0, 10)}>
            {notice.title}
          </List.Item>
        ))}
      </List>
    );

  return (
    <div>
      <PageHeader title={t('demo.title')} />
      {body}
    </div>
  );
}
