import { Picker } from 'antd-mobile';

export interface ChoiceSheetProps {
  title: string;
  options: readonly { label: string; value: string }[];
  /** the value chosen so far ('' for none) */
  value: string;
  visible: boolean;
  onClose: () => void;
  onChoose: (value: string) => void;
}

/** A one-column antd-mobile Picker (the reason of a request, the carrier of a waybill). */
export default function ChoiceSheet({ title, options, value, visible, onClose, onChoose }: ChoiceSheetProps) {
  return (
    <Picker
      title={title}
      columns={[options.map((option) => ({ label: option.label, value: option.value }))]}
      visible={visible}
      value={value ? [value] : []}
      onClose={onClose}
      onConfirm={([chosen]) => {
        if (typeof chosen === 'string') onChoose(chosen);
      }}
    />
  );
}
