import { CascadePicker } from 'antd-mobile';
import type { RegionOption } from './regions';

export interface RegionPickerProps {
  visible: boolean;
  title: string;
  options: RegionOption[];
  /** the province, city and district values chosen so far */
  value: string[];
  onConfirm: (path: (string | null)[]) => void;
  onClose: () => void;
}

/** antd-mobile's cascade picker over the regions (loaded when the region field is first tapped). */
export default function RegionPicker({ visible, title, options, value, onConfirm, onClose }: RegionPickerProps) {
  return (
    <CascadePicker
      visible={visible}
      title={title}
      options={options}
      value={value}
      onConfirm={(path) => onConfirm(path.map((entry) => (entry === null ? null : String(entry))))}
      onClose={onClose}
      destroyOnClose
    />
  );
}
