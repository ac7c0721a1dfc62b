import type { Widen } from '../widen';
import type { mineSettingsZhCN } from './mineSettings';

/** The settings side's shared parts: en-US, the same keys (checked by the type). */
const mineSettingsEnUS: Widen<typeof mineSettingsZhCN> = {
  editor: {
    save: 'Save',
    saving: 'Saving',
  },
};

export default mineSettingsEnUS;
