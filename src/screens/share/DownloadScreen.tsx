import { useSearchParams } from 'react-router-dom';
import androidIcon from '@/assets/share/android.svg';
import appIcon from '@/assets/share/app-icon.svg';
import appleIcon from '@/assets/share/apple.svg';
import { useInviterByCodeQuery } from '@/api/serviceApi';
import type { Inviter } from '@/api/types/service';
import { imageUrl } from '@/platform/imageHost';
import { useI18n } from '@/platform/i18n';
import { href } from '@/routes';
import { APP_DOWNLOADS, downloadOrder } from './downloadLinks';
import { appPlatform, inWeChat } from './userAgent';
import styles from './DownloadScreen.module.css';
import '@/platform/i18n/areas/download';

const ICONS = { ios: appleIcon, android: androidIcon } as const;

/**
 * /share/download: the public download page a poster's QR code opens (no login): the app, a
 * button per platform with the visitor's own first, and, when the link carries an invite code, who
 * invited them. A code the server does not know, or a lookup that fails, shows the page without an
 * inviter: a stranger is never shown an error for it.
 */
export default function DownloadScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode')?.trim() ?? '';
  const { data: inviter, isLoading } = useInviterByCodeQuery({ inviteCode }, { skip: !inviteCode });
  const platform = appPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const wechat = inWeChat(navigator.userAgent);
  return (
    <main className={styles.page} data-testid="download-content" aria-label={t('download.content')} data-platform={platform}>
      <header className={styles.hero}>
        <img className={styles.appIcon} src={appIcon} width={88} height={88} alt="" />
        <h1 className={styles.appName}>{t('download.appName')}</h1>
        <p className={styles.slogan}>{t('download.slogan')}</p>
      </header>
      {isLoading ? (
        <p className={styles.inviterSlot} role="status" aria-busy="true" data-testid="inviter-loading">
          <span className="visually-hidden">{t('download.inviterLoading')}</span>
        </p>
      ) : (
        inviter && <InviterCard inviter={inviter} />
      )}
      {wechat && (
        <p className={styles.wechat} role="note">
          {t('download.wechat')}
        </p>
      )}
      <div className={styles.buttons}>
        {downloadOrder(platform).map((target, index) => (
          <a
            key={target}
            className={styles.download}
            data-primary={(platform !== 'other' && index === 0) || undefined}
            href={APP_DOWNLOADS[target]}
            rel="noopener"
            data-testid={`download-${target}`}
          >
            <img src={ICONS[target]} width={22} height={22} alt="" />
            <span>{t(`download.${target}`)}</span>
            {platform === target && <span className={styles.yours}>{t('download.yourPhone')}</span>}
          </a>
        ))}
      </div>
      <ul className={styles.features}>
        <li>{t('download.features.fresh')}</li>
        <li>{t('download.features.coupon')}</li>
        <li>{t('download.features.service')}</li>
      </ul>
      <a className={styles.register} href={href('/register', { inviteCode: inviter?.inviteCode ?? (inviteCode || undefined) })}>
        {t('download.register')}
      </a>
    </main>
  );
}

function InviterCard({ inviter }: { inviter: Inviter }) {
  const { t } = useI18n();
  return (
    <section className={styles.inviter} data-testid="inviter">
      <img className={styles.avatar} src={imageUrl(inviter.avatar)} width={44} height={44} alt="" />
      <div>
        <p className={styles.invitedBy}>{t('download.invitedBy', { nickname: inviter.nickname })}</p>
        <p className={styles.code}>{t('download.inviteCode', { code: inviter.inviteCode })}</p>
      </div>
    </section>
  );
}
