import { Stepper, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemax', 'aria-valuemin'] as const;

export interface CartStepperProps {
  value: number;
  min: number;
  max: number;
  /** accessible name of the number field, e.g. 明前西湖龙井 购买数量 */
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/**
 * antd-mobile's Stepper with a named number field: the Stepper gives its input no label and takes
 * no props for it, so the name is set on the element itself.
 * (The goods area's QuantityStepper is the shared one; the cart uses the Stepper directly for now.)
 */
export function CartStepper({ value, min, max, label, disabled = false, onChange }: CartStepperProps) {
  const ref = useRef<StepperRef>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);

  // antd-mobile's Input also copies the spinbutton's aria-value* onto its wrapper div, where they are
  // not allowed (axe aria-allowed-attr); the Stepper re-renders on its own, so watch the wrapper
  useLayoutEffect(() => {
    const wrapper = ref.current?.nativeElement?.parentElement;
    if (!wrapper) return;
    const strip = () => {
      for (const name of VALUE_ATTRIBUTES) if (wrapper.hasAttribute(name)) wrapper.removeAttribute(name);
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(wrapper, { attributes: true, attributeFilter: [...VALUE_ATTRIBUTES] });
    return () => observer.disconnect();
  }, []);
  return (
    <Stepper
      ref={ref}
      value={value}
      min={min}
      max={max}
      digits={0}
      disabled={disabled}
      onChange={onChange}
      style={{ '--height': '26px', '--input-width': '36px', '--input-font-size': '14px', '--button-width': '26px' }}
    />
  );
}
