import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { useGetInfoQuery, useMemberBenefitsQuery } from '@/api/memberApi';
import type { MemberInfo } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { ErrorState } from '@/components/states';
import { useI18n } from '@/platform/i18n';

import { BenefitTable } from './BenefitTable';
import styles from './VipInfoScreen.module.css';
import '@/platform/i18n/areas/vipInfo';

/** Test ids the stories and the e2e read. */
export const vipInfoTestIds = { level: 'vip-level', card: 'vip-info-content' } as const;

/** The member's card and what follows from the level: the upgrade entry, or the thanks of a premium member. */
function Membership({ member }: { member: MemberInfo }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const benefits = useMemberBenefitsQuery();
  const premium = member.memberLevel === 1;
  return (
    <section className={styles.content} data-testid={vipInfoTestIds.card} aria-label={t('vipInfo.content')}>
      <div className={`${styles.card} ${premium ? styles.premium : ''}`}>
        <span className={styles.avatar}>
          <GoodsImage src={member.avatar} alt="" radius={28} fallback="default" loading="eager" />
        </span>
        <div className={styles.who}>
          <p className={styles.nickname}>{member.nickname}</p>
          <p className={styles.level}>
            {t('vipInfo.current')}
            <strong data-testid={vipInfoTestIds.level}>{t(`vipInfo.level.${member.memberLevel}`)}</strong>
          </p>
          <p className={styles.pitch}>{premium ? t('vipInfo.premiumThanks') : t('vipInfo.upgradePitch')}</p>
        </div>
      </div>
      {!premium && (
        <Button block color="primary" shape="rounded" onClick={() => void navigate('/upgrade/upgrade')}>
          {t('vipInfo.upgrade')}
        </Button>
      )}
      <button type="button" className={styles.zone} onClick={() => void navigate('/home/memberArea')}>
        <span className={styles.zoneText}>
          <span className={styles.zoneTitle}>{t('vipInfo.zone')}</span>
          <span className={styles.zoneBody}>{t('vipInfo.zoneBody')}</span>
        </span>
        <RightOutline aria-hidden />
      </button>
      <QueryView
        query={benefits}
        skeleton={<div className={styles.tableSkeleton} aria-busy="true" />}
        error={(failure) => (
          <div className={styles.tableError}>
            <ErrorState {...failure} />
          </div>
        )}
        empty={null}
      >
        {(table) => <BenefitTable table={table} current={member.memberLevel} />}
      </QueryView>
    </section>
  );
}

/**
 * /vipInfo: the member's membership. The current level (getInfo), the benefits of each level side by
 * side (memberBenefits), the members zone (/home/memberArea) and, for an ordinary member, the way to
 * upgrade (/upgrade/upgrade). After a paid upgrade the level reads 高级会员 (the upgrade refreshes Member).
 */
export default function VipInfoScreen() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./vipInfo')} />
      <QueryView query={query}>{(member) => <Membership member={member} />}</QueryView>
    </div>
  );
}
