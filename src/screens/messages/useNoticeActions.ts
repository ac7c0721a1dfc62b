import type { MessageNotification } from '@/api/types/member';
import { useDeleteNoticeMutation, useReadAllNoticesMutation, useReadNoticeMutation } from '@/api/messageApi';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/messageNotice';

/**
 * The writes of the notification list, each shown at once and put back when the server refuses
 * (src/api/messageApi.ts): read one (a tap or a swipe; every tap is sent, one notification after
 * another), delete one (asks first), read all.
 */
export function useNoticeActions() {
  const { t } = useI18n();
  const [readNotice] = useReadNoticeMutation();
  const [deleteNotice] = useDeleteNoticeMutation();
  const [readAllNotices] = useReadAllNoticesMutation();
  const wording = { fallback: 'messageNotice.failedRetry' } as const;

  const read = useAction((message: MessageNotification) => readNotice({ message }).unwrap(), { overlap: true, wording });
  const remove = useAction((message: MessageNotification) => deleteNotice({ message }).unwrap(), {
    confirm: { title: t('messageNotice.deleteTitle'), content: t('messageNotice.deleteBody'), confirmText: t('messageNotice.delete'), cancelText: t('messageNotice.keep') },
    success: t('messageNotice.deleted'),
    wording,
  });
  const readAll = useAction(() => readAllNotices().unwrap(), { success: t('messageNotice.readAllDone'), wording });
  return { read, remove, readAll };
}
