import { Button } from 'antd-mobile';
import { useI18n } from '@/platform/i18n';
import { POSTER_HEIGHT, POSTER_WIDTH } from './poster';
import type { PosterState } from './usePosterImage';
import styles from './InvitationScreen.module.css';
import '@/platform/i18n/areas/invitation';

export interface InvitationPosterProps {
  state: PosterState;
  /** the image's description */
  alt: string;
  onRetry: () => void;
}

/**
 * The poster as an <img> of the canvas's PNG (not the canvas): a long press on an image is what
 * lets a webview user save it. Shown at its CSS size; the PNG is 3x that.
 */
export function InvitationPoster({ state, alt, onRetry }: InvitationPosterProps) {
  const { t } = useI18n();
  return (
    <figure className={styles.poster} style={{ width: POSTER_WIDTH, height: POSTER_HEIGHT }} data-testid="invitation-poster" data-status={state.status}>
      {state.status === 'ready' ? (
        <img className={styles.posterImage} src={state.dataUrl} width={POSTER_WIDTH} height={POSTER_HEIGHT} alt={alt} />
      ) : state.status === 'drawing' ? (
        <p className={styles.posterNote} role="status">
          {t('invitation.posterDrawing')}
        </p>
      ) : (
        <div className={styles.posterNote} role="alert">
          <p>{t('invitation.posterFailed')}</p>
          <Button size="small" shape="rounded" onClick={onRetry}>
            {t('invitation.redraw')}
          </Button>
        </div>
      )}
    </figure>
  );
}
