import { CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { ImagePopup } from '@/api/types/home';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { useI18n } from '@/platform/i18n';
import styles from './LaunchAdvert.module.css';
import { linkTarget } from './linkTarget';

/*
 * The launch advert is the largest thing on the first screen of every launch, so it is drawn by
 * hand rather than with antd-mobile's CenterPopup: that one animates with react-spring (about
 * 22 KB gzip with its mask), which would sit on the launch path of /home (docs/performance.md).
 * A fixed layer with a CSS fade gives the same look; this adds what the popup gave: modal
 * semantics, focus moved in and back, Escape and the mask to close, the page behind not scrolling.
 */
export default function NewUserPopupView({ popup }: { popup: ImagePopup }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const target = linkTarget(popup.linkType, popup.linkValue);
  const close = () => setClosed(true);

  useEffect(() => {
    if (closed) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus({ preventScroll: true });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus({ preventScroll: true });
    };
  }, [closed]);

  if (closed) return null;
  const picture = <GoodsImage src={popup.imageUrl} alt={popup.title} ratio={0.75} radius={12} loading="eager" />;
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.mask} onClick={close} aria-hidden="true" />
      <div ref={dialogRef} tabIndex={-1} className={styles.popup} role="dialog" aria-modal="true" aria-label={t('home.popup.label')} data-testid="new-user-popup">
        {target ? (
          <button
            type="button"
            className={styles.image}
            aria-label={t('home.popup.open', { title: popup.title })}
            onClick={() => {
              close();
              void navigate(target);
            }}
          >
            {picture}
          </button>
        ) : (
          <div className={styles.image}>{picture}</div>
        )}
        <button type="button" className={styles.close} aria-label={t('home.popup.close')} onClick={close}>
          <CloseCircleOutline aria-hidden />
        </button>
      </div>
    </div>,
    document.body,
  );
}
