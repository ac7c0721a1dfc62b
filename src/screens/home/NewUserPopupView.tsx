import { CenterPopup } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImagePopup } from '@/api/types/home';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { useI18n } from '@/platform/i18n';
import styles from './HomeScreen.module.css';
import { linkTarget } from './linkTarget';

/** The popup itself (a chunk of its own: antd-mobile's CenterPopup animates with react-spring). */
export default function NewUserPopupView({ popup }: { popup: ImagePopup }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const target = linkTarget(popup.linkType, popup.linkValue);
  const close = () => setClosed(true);
  const picture = <GoodsImage src={popup.imageUrl} alt={popup.title} ratio={0.75} radius={12} loading="eager" />;

  return (
    <CenterPopup
      visible={!closed}
      onClose={close}
      closeOnMaskClick
      destroyOnClose
      role="dialog"
      aria-label={t('home.popup.label')}
      style={{ '--background-color': 'transparent', '--min-width': '0', '--max-width': '300px' }}
      bodyClassName={styles.popupBody}
    >
      <div className={styles.popup} data-testid="new-user-popup">
        {target ? (
          <button
            type="button"
            className={styles.popupImage}
            aria-label={t('home.popup.open', { title: popup.title })}
            onClick={() => {
              close();
              void navigate(target);
            }}
          >
            {picture}
          </button>
        ) : (
          <div className={styles.popupImage}>{picture}</div>
        )}
        <button type="button" className={styles.popupClose} aria-label={t('home.popup.close')} onClick={close}>
          <CloseCircleOutline aria-hidden />
        </button>
      </div>
    </CenterPopup>
  );
}
