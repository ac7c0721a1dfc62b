import { Button } from 'antd-mobile';
import { useGenerateCommandMutation } from '@/api/commonApi';
import { useAction } from '@/hooks/useAction';
import { copyText } from '@/platform/clipboard';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { usePasteCommand } from './usePasteCommand';
import styles from './InvitationScreen.module.css';
import '@/platform/i18n/areas/invitation';

/**
 * The member's share command (口令, generateCommand of type invite): asked for on a tap, shown, and
 * copied as the sentence friends paste; and 识别口令 for a command someone sent the member.
 */
export function CommandPanel({ memberId }: { memberId: string }) {
  const { t } = useI18n();
  const [generate, { data: command }] = useGenerateCommandMutation();
  const create = useAction(() => generate({ type: 'invite', businessId: memberId }).unwrap(), {
    wording: { fallback: 'invitation.command.failed' },
  });
  const paste = usePasteCommand();
  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast({ content: t(copied ? 'invitation.command.copied' : 'invitation.copyFailed') });
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="invite-command-title">
        <h2 id="invite-command-title" className={styles.cardTitle}>
          {t('invitation.command.title')}
        </h2>
        <p className={styles.hint}>{t('invitation.command.hint')}</p>
        {command ? (
          <>
            <p className={styles.command} data-testid="invite-command">
              {command.command}
            </p>
            <p className={styles.shareText}>{command.shareText}</p>
            <Button block shape="rounded" color="primary" fill="outline" onClick={() => void copy(command.shareText)}>
              {t('invitation.command.copy')}
            </Button>
          </>
        ) : (
          <Button block shape="rounded" color="primary" fill="outline" loading={create.busy} loadingText={t('invitation.command.generating')} onClick={() => void create.run()}>
            {t('invitation.command.generate')}
          </Button>
        )}
      </section>
      <section className={styles.card} aria-labelledby="paste-command-title">
        <h2 id="paste-command-title" className={styles.cardTitle}>
          {t('invitation.paste.title')}
        </h2>
        <Button block shape="rounded" loading={paste.busy} loadingText={t('invitation.paste.reading')} onClick={() => void paste.run()}>
          {t('invitation.paste.action')}
        </Button>
      </section>
    </>
  );
}
