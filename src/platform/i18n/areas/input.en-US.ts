import type { Widen } from '../widen';
import type { inputZhCN } from './input';

/** The shared input fields: en-US, the same keys (checked by the type). */
const inputEnUS: Widen<typeof inputZhCN> = {
  money: {
    required: 'Enter an amount',
    sign: 'Enter the amount without a + or - sign',
    decimals: 'Use at most 2 decimal places',
    format: 'Use digits and one decimal point only, e.g. 12.50',
    tooLarge: 'This amount is too large. Please check it',
    zero: 'The amount must be more than 0',
    overMax: 'The amount cannot be more than ¥{max}',
  },
  countLabel: 'Characters: {count} of at most {max}',
  overLimit: 'Over the limit by {over}: shorten it to {max} characters',
};

export default inputEnUS;
