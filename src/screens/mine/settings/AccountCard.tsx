import type { ReactNode } from 'react';
import { maskMobile } from '@/components/AddressCard/address';
import { imageUrl } from '@/platform/imageHost';
import styles from './AccountCard.module.css';

/** Who an account is: avatar, nickname and masked mobile, with what is said on its right (a mark, a button). */
export function AccountCard({ nickname, mobile, avatar, children }: { nickname: string; mobile: string; avatar: string; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      <img className={styles.avatar} src={imageUrl(avatar)} alt="" width={44} height={44} />
      <span className={styles.who}>
        <span className={styles.nickname}>{nickname}</span>
        <span className={styles.mobile}>{maskMobile(mobile)}</span>
      </span>
      {children}
    </div>
  );
}
