import { Stepper, type StepperRef } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './QuantityStepper.module.css';
import '@/platform/i18n/areas/stepper';

const SPIN_ATTRIBUTES = ['aria-valuenow', 'aria-valuemax', 'aria-valuemin'] as const;

export interface QuantityStepperProps {
  /** current quantity */
  value: number;
  onChange: (quantity: number) => void;
  /** the stock: the most the user may take; 0 disables the stepper */
  max: number;
  /** least quantity, 1 unless a line may not go below another number */
  min?: number;
  disabled?: boolean;
  /** accessible name of the number field; default 购买数量 */
  label?: string;
  /** `small`: the compact stepper of a cart line */
  size?: 'regular' | 'small';
}

/**
 * antd-mobile's Stepper for buying quantities: whole numbers from `min` (1) to the stock, no
 * decimals, never empty. A number typed over the stock is brought back to the stock and the
 * user is told why, right under the stepper.
 */
export function QuantityStepper({ value, onChange, max, min = 1, disabled = false, label, size = 'regular' }: QuantityStepperProps) {
  const { t } = useI18n();
  const ref = useRef<StepperRef>(null);
  /** the stock a too-large number was typed against; a different stock (another SKU) clears the warning */
  const [overStockAt, setOverStockAt] = useState<number | null>(null);
  const overStock = overStockAt === max;
  const upper = Math.max(max, min);
  const name = label ?? t('stepper.label');

  // antd-mobile's Stepper does not name its number field
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', name);
  }, [name]);

  // ...and copies the field's spinbutton attributes onto the field's wrapper div, where they are
  // not allowed (axe: aria-allowed-attr). The Stepper re-renders on its own (typing, focus), so
  // they are taken off whenever they come back.
  useLayoutEffect(() => {
    const wrapper = ref.current?.nativeElement?.parentElement;
    if (!wrapper) return;
    const strip = () => {
      for (const attribute of SPIN_ATTRIBUTES) if (wrapper.hasAttribute(attribute)) wrapper.removeAttribute(attribute);
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(wrapper, { attributes: true, attributeFilter: [...SPIN_ATTRIBUTES] });
    return () => observer.disconnect();
  }, []);

  /*
   * A typed number is read here, before antd-mobile's Stepper brings it into range: over the stock,
   * the message says so and, once the stock is the value, the field is left (blurred), so it shows
   * the stock. Field, message and value then agree; the Stepper itself keeps the typed text until
   * the field is left. (Setting state from an input listener around the Stepper instead made
   * Chromium drop the typed value: the field went back to the old number while the message
   * promised the stock. Blurring inside the input event showed the old number too: the blur's
   * render ran before the new value's.)
   */
  const blurOnCommit = useRef(false);
  const parse = (text: string): number => {
    const typed = Number(text);
    const over = Number.isFinite(typed) && typed > upper;
    setOverStockAt(over ? max : null);
    blurOnCommit.current = over;
    return typed;
  };
  // after the render that took the stock as the value (parse always sets state, so one comes)
  useEffect(() => {
    if (!blurOnCommit.current) return;
    blurOnCommit.current = false;
    ref.current?.blur();
  });

  const change = (next: number | null) => {
    const whole = next === null || !Number.isFinite(next) ? min : Math.round(next);
    const clamped = Math.min(Math.max(whole, min), upper);
    if (clamped !== value) onChange(clamped);
  };

  const isDisabled = disabled || max < min;
  return (
    <div className={styles.root}>
      <div onClickCapture={() => setOverStockAt(null)}>
        <Stepper
          ref={ref}
          className={size === 'small' ? styles.small : styles.stepper}
          value={value}
          min={min}
          max={upper}
          digits={0}
          defaultValue={min}
          disabled={isDisabled}
          onChange={change}
          parser={parse}
          data-testid="quantity-stepper"
        />
      </div>
      {overStock && (
        <p className={styles.message} role="alert">
          {t('stepper.overStock', { max })}
        </p>
      )}
    </div>
  );
}
