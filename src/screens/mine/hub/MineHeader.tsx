import type { MemberInfo } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { rolesOf } from '@/lib/roles';
import { copyText } from '@/platform/clipboard';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { MessageBell } from './MessageBell';
import { mineTestIds } from './testIds';
import '@/platform/i18n/areas/mine';
import styles from './hub.module.css';

/**
 * The member's card: avatar, nickname, level, the roles beyond buyer, the invite code to copy, and
 * the bell with the unread notifications (`undefined` while orderTip loads or when it failed: no dot).
 */
export function MineHeader({ member, unreadMessages }: { member: MemberInfo; unreadMessages?: number | undefined }) {
  const { t } = useI18n();
  const roles = [...rolesOf(member)].filter((role) => role !== 'buyer');
  const copy = async () => {
    const copied = await copyText(member.inviteCode);
    showToast(copied ? { content: t('mine.header.copied'), icon: 'success' } : { content: t('mine.header.copyFailed') });
  };
  return (
    <div className={styles.header} data-testid={mineTestIds.header}>
      <span className={styles.avatar}>
        <GoodsImage src={member.avatar} alt={t('mine.header.avatar', { name: member.nickname })} radius={32} fallback="default" loading="eager" />
      </span>
      <div className={styles.who}>
        <h2 className={styles.nickname}>{member.nickname}</h2>
        <div className={styles.badges}>
          <span className={member.memberLevel === 1 ? `${styles.badge} ${styles.premium}` : styles.badge}>{t(`mine.header.level.${member.memberLevel}`)}</span>
          {roles.length > 0 && (
            <ul className={styles.roles} aria-label={t('mine.header.roles')}>
              {roles.map((role) => (
                <li key={role} className={styles.badge}>
                  {t(`mine.roles.${role}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className={styles.invite}>
          <span>{t('mine.header.inviteCode')}</span>
          <span className={styles.code} data-testid={mineTestIds.inviteCode}>
            {member.inviteCode}
          </span>
          <button type="button" className={styles.copy} aria-label={t('mine.header.copyLabel', { code: member.inviteCode })} onClick={() => void copy()}>
            {t('mine.header.copy')}
          </button>
        </p>
      </div>
      <MessageBell unread={unreadMessages} />
    </div>
  );
}
