import { Button } from 'antd-mobile';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetMemberContractQuery } from '@/api/contractApi';
import type { ContractParty, MemberContract } from '@/api/types/contract';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { imageUrl } from '@/platform/imageHost';
import styles from './ContractScreen.module.css';
import { sanitizeContract } from './sanitizeContract';
import '@/platform/i18n/areas/contract';

export const contractTestIds = { content: 'contract-content', body: 'contract-body', signature: 'contract-signature', state: 'contract-state' } as const;

function Party({ party, label }: { party: ContractParty; label: string }) {
  return (
    <div className={styles.party}>
      <dt className={styles.partyRole}>{label}</dt>
      <dd className={styles.partyValue}>
        <span className={styles.partyName}>{party.name}</span>
        {party.contact ? <span className={styles.partyMeta}>{party.contact}</span> : null}
        {party.identifier ? <span className={styles.partyMeta}>{party.identifier}</span> : null}
      </dd>
    </div>
  );
}

function Contract({ contract }: { contract: MemberContract }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const body = useMemo(() => sanitizeContract(contract.content), [contract.content]);
  const signed = contract.state === 1;
  const member = contract.parties.find((party) => party.role === 'member');
  const company = contract.parties.find((party) => party.role === 'company');
  return (
    <>
      <section className={styles.content} data-testid={contractTestIds.content} aria-label={t('contract.content')}>
        <div className={styles.card}>
          <div className={styles.titleRow}>
            <h2 className={styles.title}>{contract.title}</h2>
            <span className={signed ? styles.stateSigned : styles.stateUnsigned} data-testid={contractTestIds.state}>
              {signed ? t('contract.signed') : t('contract.unsigned')}
            </span>
          </div>
          <p className={styles.number}>{t('contract.number', { no: contract.contractNo })}</p>
        </div>
        <section className={styles.card} aria-labelledby="contract-parties">
          <h3 id="contract-parties" className={styles.cardTitle}>
            {t('contract.parties')}
          </h3>
          <dl className={styles.parties}>
            {company ? <Party party={company} label={t('contract.partyA')} /> : null}
            {member ? <Party party={member} label={t('contract.partyB')} /> : null}
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="contract-body">
          <h3 id="contract-body" className={styles.cardTitle}>
            {t('contract.body')}
          </h3>
          {body ? (
            <div className={styles.body} data-testid={contractTestIds.body} dangerouslySetInnerHTML={{ __html: body }} />
          ) : (
            <p className={styles.muted}>{t('contract.bodyEmpty')}</p>
          )}
        </section>
        {signed && contract.signatureUrl ? (
          <section className={styles.card} aria-labelledby="contract-signature" data-testid={contractTestIds.signature}>
            <h3 id="contract-signature" className={styles.cardTitle}>
              {t('contract.signature')}
            </h3>
            <img className={styles.signature} src={imageUrl(contract.signatureUrl)} alt={t('contract.signatureAlt', { name: member?.name ?? '' })} />
            {contract.signTime ? <p className={styles.signedAt}>{t('contract.signedAt', { time: dayjs(contract.signTime).format(t('contract.timeFormat')) })}</p> : null}
          </section>
        ) : null}
      </section>
      {signed ? null : (
        <div className={styles.footer}>
          <p className={styles.hint}>{t('contract.signHint')}</p>
          <Button block color="primary" shape="rounded" onClick={() => void navigate('/contractSigning/autograph')}>
            {t('contract.sign')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The member's contract: its parties, its terms (server HTML, sanitised), and its state: unsigned
 * with 去签署 to the signature pad, or signed with the time and the signature.
 *
 * One screen serves two routes, /contractSigning/index (where an agent is sent to sign) and
 * /mine/set/contract (settings' 我的合同); only the title follows the route. A read-only copy in
 * settings would strand a member who opens it before signing: the contract is the same, and so is
 * what they can do with it.
 */
export default function ContractScreen() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const query = useGetMemberContractQuery();
  const title = pathname === '/mine/set/contract' ? t('route./mine/set/contract') : t('route./contractSigning/index');
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <QueryView query={query} empty={<EmptyState title={t('contract.emptyTitle')} description={t('contract.emptyBody')} />}>
        {(contract) => <Contract contract={contract} />}
      </QueryView>
    </div>
  );
}
