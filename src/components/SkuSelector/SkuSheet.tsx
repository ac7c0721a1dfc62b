import { Button } from 'antd-mobile';
import { Sheet } from '@/components/Sheet';
import { CloseOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { QuantityStepper } from '@/components/QuantityStepper/QuantityStepper';
import { useI18n } from '@/platform/i18n';
import { isValueSelectable, toggleValue } from './skuAvailability';
import type { SkuAction, SkuSelectorProps } from './SkuSelector';
import type { SkuSelectionState } from './useSkuSelection';
import styles from './SkuSelector.module.css';
import { showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/goods';
import '@/platform/i18n/areas/stepper';

export interface SkuSheetProps extends Omit<SkuSelectorProps, 'onChange' | 'initialSkuId' | 'initialQuantity'> {
  /** the choice, held by SkuSelector while the sheet is closed or not loaded yet */
  state: SkuSelectionState;
}

/**
 * The SKU selector's sheet (the app's `Sheet`: antd-mobile's Popup, with react-spring and use-gesture,
 * that ignores the second tap of the double tap that opened it): a chunk of its own, loaded when the sheet first opens or once the page has settled (SkuSelector.tsx).
 */
export function SkuSheet({ visible, goods, mode, onClose, onConfirm, submitting = null, unavailableText, state }: SkuSheetProps) {
  const { t } = useI18n();
  const { specs, skus } = goods;
  const { sku, stock, range, missing, values, soldOut, selection, setSelection, quantity, setQuantity } = state;
  const titleId = useId();

  const confirm = (action: SkuAction) => {
    if (submitting) return;
    if (!sku) {
      showToast({ content: t('goods.sku.choosePrompt', { groups: missing.join(t('goods.sku.groupSeparator')) }) });
      return;
    }
    if (sku.stock <= 0) {
      // the stock ran out while the sheet was open (a refetch brought the news)
      showToast({ content: t('goods.sku.soldOut') });
      return;
    }
    onConfirm({ skuId: sku.skuId, quantity }, action);
  };

  const actions: SkuAction[] = mode === 'both' ? ['cart', 'buy'] : [mode];
  const blockedText = unavailableText ?? (soldOut ? t('goods.sku.soldOut') : undefined);

  return (
    <Sheet
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      // mounted while hidden too, so a later open slides in at once
      forceRender
      bodyClassName={styles.popup}
    >
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="sku-selector">
        <div className={styles.head}>
          <div className={styles.thumb}>
            <GoodsImage src={sku?.image || goods.mainImage} alt={goods.goodsName} loading="eager" radius={6} />
          </div>
          <div className={styles.summary}>
            <h2 id={titleId} className="visually-hidden">
              {t('goods.sku.title', { name: goods.goodsName })}
            </h2>
            <div className={styles.price} data-testid="sku-price">
              {/* the chosen SKU's price; until one is chosen, the lowest the choice so far allows, with 起 (From) when others cost more */}
              {sku ? (
                <Price value={fen(sku.price)} originalPrice={fen(sku.originalPrice)} memberPrice={fen(sku.memberPrice)} role="hero" />
              ) : range ? (
                <Price value={fen(range.min)} from={range.max > range.min} role="hero" />
              ) : (
                <span className={styles.range}>{t('goods.sku.soldOut')}</span>
              )}
            </div>
            <p className={styles.stock} data-testid="sku-stock">
              {t('goods.sku.stock', { count: stock })}
            </p>
            <p className={styles.chosen} data-testid="sku-chosen">
              {missing.length > 0
                ? t('goods.sku.choosePrompt', { groups: missing.join(t('goods.sku.groupSeparator')) })
                : t('goods.sku.chosen', { spec: values.join(' / ') })}
            </p>
          </div>
          <button type="button" className={styles.close} aria-label={t('goods.sku.close')} onClick={onClose}>
            <CloseOutline />
          </button>
        </div>

        <div className={styles.body}>
          {specs.map((group, groupIndex) => (
            <section key={group.name} className={styles.group} role="group" aria-labelledby={`${titleId}-g${groupIndex}`}>
              <h3 id={`${titleId}-g${groupIndex}`} className={styles.groupName}>
                {group.name}
              </h3>
              <div className={styles.chips}>
                {group.values.map((value) => {
                  const active = selection[groupIndex] === value;
                  const selectable = isValueSelectable(skus, selection, groupIndex, value);
                  return (
                    <button
                      key={value}
                      type="button"
                      className={`${styles.chip} ${active ? styles.chipActive : ''}`}
                      aria-pressed={active}
                      disabled={!selectable && !active}
                      onClick={() => setSelection((current) => toggleValue(current, groupIndex, value))}
                    >
                      {value}
                      {!selectable && !active && <span className="visually-hidden">{t('goods.sku.unavailable')}</span>}
                    </button>
                  );
                })}
              </div>
            </section>
          ))}

          <div className={styles.quantityRow}>
            <span className={styles.groupName} aria-hidden>
              {t('stepper.label')}
            </span>
            <QuantityStepper value={quantity} onChange={setQuantity} max={stock} disabled={soldOut || Boolean(unavailableText)} />
          </div>
        </div>

        <div className={styles.foot}>
          {blockedText ? (
            <Button block shape="rounded" disabled className={styles.blocked}>
              {blockedText}
            </Button>
          ) : (
            actions.map((action) => {
              const label = action === 'cart' ? t('goods.sku.addToCart') : t('goods.sku.buyNow');
              return (
                <Button
                  key={action}
                  block
                  shape="rounded"
                  color="primary"
                  className={mode === 'both' && action === 'cart' ? styles.cartButton : styles.buyButton}
                  loading={submitting === action}
                  loadingText={label}
                  disabled={submitting !== null && submitting !== action}
                  onClick={() => confirm(action)}
                >
                  {label}
                </Button>
              );
            })
          )}
        </div>
      </div>
    </Sheet>
  );
}
