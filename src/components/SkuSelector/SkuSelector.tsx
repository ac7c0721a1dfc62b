import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import type { Sku, SpecGroup } from '@/api/types/goods';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { formatYuan } from '@/lib/money';
import { QuantityStepper } from '@/components/QuantityStepper/QuantityStepper';
import { useI18n } from '@/platform/i18n';
import {
  clampQuantity,
  hasStock,
  initialSelection,
  isValueSelectable,
  matchingStock,
  missingGroups,
  priceRange,
  selectedSku,
  toggleValue,
  type SpecSelection,
} from './skuAvailability';
import styles from './SkuSelector.module.css';
import { showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/goods';
import '@/platform/i18n/areas/stepper';

/** What the selector needs of a goods (a GoodsDetail fits). */
export interface SkuSelectorGoods {
  goodsName: string;
  mainImage: string;
  originalPrice?: number;
  specs: SpecGroup[];
  skus: Sku[];
}

/** `cart` / `buy`: one confirm button for that action; `both`: add to cart and buy now side by side. */
export type SkuSelectorMode = 'cart' | 'buy' | 'both';
export type SkuAction = 'cart' | 'buy';

/** What the selector emits. */
export interface SkuChoice {
  skuId: string;
  quantity: number;
}

/** The current choice, reported on every change (the detail page shows it on its spec row). */
export interface SkuSelection {
  /** the SKU once every group is chosen */
  sku?: Sku;
  quantity: number;
  /** chosen values, in group order */
  values: string[];
  /** names of the groups still to choose */
  missing: string[];
}

export interface SkuSelectorProps {
  visible: boolean;
  goods: SkuSelectorGoods;
  mode: SkuSelectorMode;
  onClose: () => void;
  /** the user confirmed a complete, in-stock choice */
  onConfirm: (choice: SkuChoice, action: SkuAction) => void;
  onChange?: (selection: SkuSelection) => void;
  /** action in flight: its button shows progress and both are disabled (one submit per tap) */
  submitting?: SkuAction | null;
  /** start from this SKU (when still in stock) instead of the first SKU in stock */
  initialSkuId?: string;
  initialQuantity?: number;
  /** e.g. 商品已下架: shown on a disabled confirm button */
  unavailableText?: string;
}

/**
 * Bottom popup to choose a SKU: picture, price and stock of the chosen SKU, one row of chips
 * per spec group (a value no SKU in stock can combine with the other chosen values is disabled),
 * a quantity stepper bounded by the stock, and the confirm button(s). Emits `{ skuId, quantity }`.
 */
export function SkuSelector({
  visible,
  goods,
  mode,
  onClose,
  onConfirm,
  onChange,
  submitting = null,
  initialSkuId,
  initialQuantity = 1,
  unavailableText,
}: SkuSelectorProps) {
  const { t } = useI18n();
  const { specs, skus } = goods;
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(specs, skus, initialSkuId));
  const [quantity, setQuantity] = useState(() => Math.max(1, Math.floor(initialQuantity)));
  const titleId = useId();

  // a different goods (or a new initial SKU from the page) starts over; a refetch of the same
  // goods (same SKUs, fresher stock) keeps what the user chose
  const skuKey = skus.map((item) => item.skuId).join('|');
  const [source, setSource] = useState({ skuKey, initialSkuId });
  if (source.skuKey !== skuKey || source.initialSkuId !== initialSkuId) {
    setSource({ skuKey, initialSkuId });
    setSelection(initialSelection(specs, skus, initialSkuId));
  }

  const sku = selectedSku(specs, skus, selection);
  const stock = sku ? sku.stock : matchingStock(skus, selection);
  const range = priceRange(skus, selection);
  const missing = useMemo(() => missingGroups(specs, selection), [specs, selection]);
  const soldOut = !hasStock(skus);
  const shownQuantity = clampQuantity(quantity, stock);

  const report = useEffectEvent((selection: SkuSelection) => onChange?.(selection));
  const values = useMemo(() => selection.filter((value): value is string => value !== undefined), [selection]);
  useEffect(() => {
    report({ sku, quantity: shownQuantity, values, missing });
  }, [sku, shownQuantity, values, missing]);

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
    onConfirm({ skuId: sku.skuId, quantity: shownQuantity }, action);
  };

  const actions: SkuAction[] = mode === 'both' ? ['cart', 'buy'] : [mode];
  const blockedText = unavailableText ?? (soldOut ? t('goods.sku.soldOut') : undefined);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      // mounted while hidden too, so the page hears the starting choice before the first open
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
              {sku ? (
                <Price value={sku.price} originalPrice={sku.originalPrice} memberPrice={sku.memberPrice} size="large" />
              ) : range ? (
                range.min === range.max ? (
                  <Price value={range.min} size="large" />
                ) : (
                  <span className={styles.range}>{t('goods.sku.priceRange', { min: formatYuan(range.min), max: formatYuan(range.max) })}</span>
                )
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
            <QuantityStepper value={shownQuantity} onChange={setQuantity} max={stock} disabled={soldOut || Boolean(unavailableText)} />
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
    </Popup>
  );
}
