import { registerArea } from '../registry';

/** The settings side's shared parts (src/screens/mine/settings): zh-CN source strings. */
export const mineSettingsZhCN = {
  editor: {
    save: '保存',
    saving: '保存中',
  },
};

registerArea('mineSettings', mineSettingsZhCN);

declare module '../registry' {
  interface AreaMessages {
    mineSettings: typeof mineSettingsZhCN;
  }
}
