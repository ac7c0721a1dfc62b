import { Button } from 'antd-mobile';
import { copyText } from '@/platform/clipboard';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { savePicture } from '@/platform/savePicture';
import styles from './InvitationScreen.module.css';
import '@/platform/i18n/areas/invitation';

export interface PosterActionsProps {
  /** the drawn poster (null while it is drawn or when it failed: nothing to save) */
  dataUrl: string | null;
  inviteCode: string;
  link: string;
}

/** 保存海报 (the app's album through the host, else a download) and 复制链接, with the link shown. */
export function PosterActions({ dataUrl, inviteCode, link }: PosterActionsProps) {
  const { t } = useI18n();
  const save = () => {
    if (!dataUrl) return;
    const how = savePicture(dataUrl, `tea-mall-invitation-${inviteCode}.png`);
    showToast({ content: t(how === 'album' ? 'invitation.savedAlbum' : 'invitation.savedDownload') });
  };
  const copy = async () => {
    const copied = await copyText(link);
    showToast({ content: t(copied ? 'invitation.linkCopied' : 'invitation.copyFailed') });
  };
  return (
    <div className={styles.card}>
      <div className={styles.linkRow}>
        <span className={styles.label}>{t('invitation.link')}</span>
        <span className={styles.link} data-testid="invitation-link">
          {link}
        </span>
      </div>
      <div className={styles.buttons}>
        <Button block shape="rounded" onClick={() => void copy()}>
          {t('invitation.copyLink')}
        </Button>
        <Button block color="primary" shape="rounded" disabled={!dataUrl} onClick={save}>
          {t('invitation.save')}
        </Button>
      </div>
    </div>
  );
}
