import { useNavigate } from 'react-router-dom';
import type { PageResult } from '@/api/types/common';
import type { ZoneGoods } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen, formatFen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { zoneCover, type CreditZoneKind } from './zoneMoney';
import styles from './CreditZoneScreen.module.css';
import '@/platform/i18n/areas/creditZone';

export const zoneGoodsTestId = 'zone-goods';

/** A zone's goods as rows: picture, name, price, and what points or a cash coupon cover of it; a row opens the goods. */
export function ZoneGoodsList({ page, zone }: { page: PageResult<ZoneGoods>; zone: CreditZoneKind }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <ul className={styles.goods} aria-label={t('creditZone.content')}>
      {page.list.map((goods, index) => {
        const { covers, rest } = zoneCover(goods.price, zone === 'cash' ? goods.cashCouponAmount : goods.deductionAmount);
        return (
          <li key={goods.goodsId} className={styles.row} data-testid={zoneGoodsTestId}>
            <button type="button" className={styles.hit} onClick={() => void navigate(href(paths.goodsDetail, { id: goods.goodsId }))} aria-label={goods.goodsName} />
            <div className={styles.media}>
              <GoodsImage src={goods.image} alt={goods.goodsName} loading={index < 4 ? 'eager' : 'lazy'} />
            </div>
            <div className={styles.body}>
              <h2 className={styles.name}>{goods.goodsName}</h2>
              <p className={styles.cover}>
                {t(zone === 'cash' ? 'creditZone.cashCovers' : 'creditZone.deductionCovers', { amount: `¥${formatFen(covers)}` })}
              </p>
              <div className={styles.prices}>
                <Price value={fen(goods.price)} originalPrice={fen(goods.originalPrice)} role="line" />
                <span className={styles.rest}>{t('creditZone.payRest', { amount: `¥${formatFen(rest)}` })}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
