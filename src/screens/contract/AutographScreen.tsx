import { Button } from 'antd-mobile';
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUploadImageByCompressMutation } from '@/api/commonApi';
import { useGetMemberContractQuery, useSignContractMutation } from '@/api/contractApi';
import type { MemberContract } from '@/api/types/contract';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import { useDiscardGuard } from '@/hooks/form';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import styles from './AutographScreen.module.css';
import { useSignaturePad } from './useSignaturePad';
import '@/platform/i18n/areas/autograph';
import '@/platform/i18n/areas/contract';

export const autographTestIds = { pad: 'signature-pad', refusal: 'signature-refusal', landscape: 'signature-landscape' } as const;

const PORTRAIT = '(orientation: portrait)';

function subscribeOrientation(onChange: () => void): () => void {
  const query = window.matchMedia(PORTRAIT);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the phone is held upright: the pad is wider sideways, which the hint suggests. */
function usePortrait(): boolean {
  return useSyncExternalStore(subscribeOrientation, () => window.matchMedia(PORTRAIT).matches, () => true);
}

/** Back to the contract the user came from, or (opened directly) to the contract page. */
function useBackToContract(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (canGoBack(key)) void navigate(-1);
    else void navigate('/contractSigning/index', { replace: true });
  };
}

/**
 * The pad and its buttons. 确认签署 refuses an empty or too-short drawing with a message under the
 * pad; otherwise it uploads the PNG (progress on the button), then signs with the URL the upload
 * answered. A failure keeps the drawing, and the button offers to try again; a retry after a
 * failed sign reuses the upload when the drawing has not changed since.
 */
function SignaturePadForm({ contract }: { contract: MemberContract }) {
  const { t } = useI18n();
  const portrait = usePortrait();
  const back = useBackToContract();
  const { canvasRef, strokes, revision, undo, clear, discard, problem, toPng } = useSignaturePad({ draft: `signature.${contract.contractId}` });
  const [refusal, setRefusal] = useState<'empty' | 'tooShort' | null>(null);
  const [refusedAt, setRefusedAt] = useState(-1);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const uploaded = useRef<{ revision: number; url: string } | null>(null);
  const [upload] = useUploadImageByCompressMutation();
  const [signContract] = useSignContractMutation();
  const leave = useDiscardGuard(strokes > 0, discard);

  const sign = useAction(
    async () => {
      const drawn = revision;
      const kept = uploaded.current;
      let url = kept?.revision === drawn ? kept.url : null;
      if (url === null) {
        setProgress(0);
        const image = await toPng();
        const result = await upload({ image, bizType: 'signature', onUploadProgress: setProgress }).unwrap();
        url = result.url;
        uploaded.current = { revision: drawn, url };
      }
      setProgress(null);
      return signContract({ contractId: contract.contractId, signatureUrl: url }).unwrap();
    },
    {
      success: t('autograph.done'),
      wording: { fallback: 'autograph.failed' },
      // back to the contract, which shows as signed: nothing is sent again, the toast goes with the page
      hold: () => true,
      onSuccess: () => {
        discard();
        back();
      },
      onFailure: () => {
        setProgress(null);
        setFailed(true);
      },
    },
  );

  const submit = () => {
    const found = problem();
    setRefusal(found);
    setRefusedAt(revision);
    if (found === null) void sign.run();
  };
  // a refusal stands until the drawing changes
  const shownRefusal = refusal !== null && refusedAt === revision ? refusal : null;
  const label = progress !== null ? t('autograph.uploading', { percent: Math.round(progress * 100) }) : failed ? t('autograph.retry') : t('autograph.submit');

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./contractSigning/autograph')} onBack={() => void leave(back)} />
      {portrait ? (
        <p className={styles.landscape} data-testid={autographTestIds.landscape}>
          {t('autograph.landscape')}
        </p>
      ) : null}
      <div className={styles.padFrame}>
        <canvas ref={canvasRef} className={styles.pad} data-testid={autographTestIds.pad} aria-label={t('autograph.pad')} role="img" />
        {strokes === 0 ? (
          <span className={styles.placeholder} aria-hidden="true">
            {t('autograph.placeholder')}
          </span>
        ) : null}
      </div>
      <p className={styles.refusal} role="alert" data-testid={autographTestIds.refusal}>
        {shownRefusal === 'empty' ? t('autograph.empty') : shownRefusal === 'tooShort' ? t('autograph.tooShort') : ''}
      </p>
      <div className={styles.actions}>
        <Button className={styles.tool} shape="rounded" disabled={strokes === 0 || sign.busy} onClick={undo}>
          {t('autograph.undo')}
        </Button>
        <Button className={styles.tool} shape="rounded" disabled={strokes === 0 || sign.busy} onClick={clear}>
          {t('autograph.clear')}
        </Button>
        <Button className={styles.submit} color="primary" shape="rounded" loading={sign.busy} loadingText={progress !== null ? label : t('autograph.submitting')} disabled={sign.busy} onClick={submit}>
          {label}
        </Button>
      </div>
    </div>
  );
}

/** A state of the page other than the pad (loading, failed, nothing to sign), under the page's header. */
function Framed({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.framed}>
      <PageHeader title={t('route./contractSigning/autograph')} />
      {children}
    </div>
  );
}

/** The contract is signed already: nothing to draw, the way back to it. */
function AlreadySigned() {
  const { t } = useI18n();
  const back = useBackToContract();
  return (
    <Framed>
      <EmptyState
        title={t('autograph.signedTitle')}
        description={t('autograph.signedBody')}
        action={
          <Button color="primary" shape="rounded" onClick={back}>
            {t('autograph.viewContract')}
          </Button>
        }
      />
    </Framed>
  );
}

/**
 * /contractSigning/autograph: the member signs their contract by hand. The contract comes from the
 * same query as the contract page (cached when the user comes from there); a member without one
 * sees the contract page's empty state, a signed one the way back.
 */
export default function AutographScreen() {
  const { t } = useI18n();
  const query = useGetMemberContractQuery();
  return (
    <QueryView
      query={query}
      skeleton={
        <Framed>
          <PageSkeleton />
        </Framed>
      }
      error={(failure) => (
        <Framed>
          <ErrorState {...failure} />
        </Framed>
      )}
      empty={
        <Framed>
          <EmptyState title={t('contract.emptyTitle')} description={t('contract.emptyBody')} />
        </Framed>
      }
    >
      {(contract) => (contract.state === 1 ? <AlreadySigned /> : <SignaturePadForm contract={contract} />)}
    </QueryView>
  );
}
