import type { GiftPackage } from '@/api/types/mall';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';
import styles from './UpgradeScreen.module.css';
import '@/platform/i18n/areas/upgrade';

export interface PackageOptionProps {
  pack: GiftPackage;
  checked: boolean;
  onChoose: () => void;
  /** the radio group's name */
  name: string;
}

/** One upgrade package as a radio card: picture, title, what it holds, price against its original price. */
export function PackageOption({ pack, checked, onChoose, name }: PackageOptionProps) {
  const { t } = useI18n();
  const contents = pack.goods.map((goods) => t('upgrade.contentsItem', { name: goods.goodsName, quantity: goods.quantity })).join(t('upgrade.contentsJoin'));
  return (
    <label className={`${styles.option} ${checked ? styles.chosen : ''}`} data-testid="upgrade-package">
      <input className={styles.radio} type="radio" name={name} value={pack.packageId} checked={checked} onChange={onChoose} aria-describedby={`${name}-${pack.packageId}-contents`} />
      <GoodsImage src={pack.image} alt="" width={84} />
      <span className={styles.body}>
        <span className={styles.title}>{pack.title}</span>
        <span className={styles.subtitle}>{pack.subtitle}</span>
        <span className={styles.contents} id={`${name}-${pack.packageId}-contents`}>
          {t('upgrade.contents', { items: contents })}
        </span>
        <Price value={fen(pack.price)} originalPrice={fen(pack.originalPrice)} role="line" />
      </span>
      <span className={styles.mark} aria-hidden />
    </label>
  );
}
