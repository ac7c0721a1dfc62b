import type { Widen } from '../widen';
import type { stepperZhCN } from './stepper';

/** The quantity stepper: en-US, the same keys (checked by the type). */
const stepperEnUS: Widen<typeof stepperZhCN> = {
  label: 'Quantity',
  overStock: 'Only {max} left in stock; the quantity was set to {max}',
};

export default stepperEnUS;
