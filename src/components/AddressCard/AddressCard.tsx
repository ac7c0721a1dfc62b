import { CheckCircleFill, EditSOutline, EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import type { Address } from '@/api/types/member';
import { useI18n } from '@/platform/i18n';
import { fullAddress, maskMobile } from './address';
import styles from './AddressCard.module.css';
import '@/platform/i18n/areas/cart';

export type AddressCardData = Pick<Address, 'receiver' | 'mobile' | 'provinceName' | 'cityName' | 'regionName' | 'detail' | 'isDefault'>;

export interface AddressCardProps {
  address: AddressCardData;
  /** the whole card opens something (checkout: the address list); a chevron shows on the right */
  onClick?: () => void;
  /** accessible name of the whole-card tap, e.g. 选择收货地址 */
  clickLabel?: string;
  /** selectable variant (address list in choice mode): the card is a radio */
  onSelect?: () => void;
  selected?: boolean;
  /** editable variant: an edit button on the right */
  onEdit?: () => void;
  /** a location pin on the left, as on the confirm-order page */
  icon?: boolean;
}

/** A delivery address: receiver, masked mobile, default tag, full region and street. */
export function AddressCard({ address, onClick, clickLabel, onSelect, selected = false, onEdit, icon = false }: AddressCardProps) {
  const { t } = useI18n();
  const line = fullAddress(address);
  const selectable = onSelect !== undefined;

  return (
    <div className={`${styles.card} ${selectable && selected ? styles.selected : ''}`} data-testid="address-card">
      {selectable ? (
        <button
          type="button"
          role="radio"
          aria-checked={selected}
          className={styles.hit}
          aria-label={t('cart.addressCard.choose', { name: address.receiver })}
          onClick={onSelect}
        />
      ) : (
        onClick && <button type="button" className={styles.hit} aria-label={clickLabel ?? `${address.receiver} ${line}`} onClick={onClick} />
      )}
      {selectable &&
        (selected ? <CheckCircleFill className={styles.radioOn} aria-hidden /> : <span className={styles.radioOff} aria-hidden />)}
      {icon && <EnvironmentOutline className={styles.pin} aria-hidden />}
      <div className={styles.body}>
        <p className={styles.person}>
          <span className={styles.receiver}>{address.receiver}</span>
          <span className={styles.mobile}>{maskMobile(address.mobile)}</span>
          {address.isDefault === 1 && <span className={styles.defaultTag}>{t('cart.addressCard.default')}</span>}
        </p>
        <p className={styles.address}>{line}</p>
      </div>
      {onEdit && (
        <button type="button" className={styles.edit} aria-label={t('cart.addressCard.editOf', { name: address.receiver })} onClick={onEdit}>
          <EditSOutline aria-hidden />
          <span className={styles.editText} aria-hidden>
            {t('cart.addressCard.edit')}
          </span>
        </button>
      )}
      {onClick && !selectable && !onEdit && <RightOutline className={styles.chevron} aria-hidden />}
    </div>
  );
}
