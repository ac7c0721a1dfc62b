import { registerArea } from '../registry';

/**
 * The quantity stepper (goods SKU sheet and cart lines): zh-CN source strings. An area of its own,
 * so the cart loads these two lines without the goods area's.
 */
export const stepperZhCN = {
  label: '购买数量',
  overStock: '库存仅剩 {max} 件，已为您调整为 {max} 件',
};

registerArea('stepper', stepperZhCN);

declare module '../registry' {
  interface AreaMessages {
    stepper: typeof stepperZhCN;
  }
}
