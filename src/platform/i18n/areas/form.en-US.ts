import type { Widen } from '../widen';
import type { formZhCN } from './form';

/** The form kit: en-US, the same keys (checked by the type). */
const formEnUS: Widen<typeof formZhCN> = {
  discardTitle: 'Discard changes?',
  discardBody: 'What you entered will not be saved.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  fixProblems: 'Fields to fix: {count}',
  required: 'Please enter {label}',
  tooShort: '{label} needs at least {min} characters',
  tooLong: '{label} allows {max} characters at most ({over} over)',
};

export default formEnUS;
