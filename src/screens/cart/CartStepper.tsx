import { QuantityStepper } from '@/components/QuantityStepper/QuantityStepper';

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
 * A cart line's quantity: the shared QuantityStepper in its compact size, named after the goods.
 * A number typed over the stock is brought back to the stock and the line says so, as on the
 * goods page.
 */
export function CartStepper({ value, min, max, label, disabled = false, onChange }: CartStepperProps) {
  return <QuantityStepper size="small" value={value} min={min} max={max} label={label} disabled={disabled} onChange={onChange} />;
}
