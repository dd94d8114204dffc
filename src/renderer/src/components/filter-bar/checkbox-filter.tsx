import { Checkbox } from 'antd';

export interface CheckboxFilterProps {
  id: string;
  label: string;
  value: boolean;
  onChange(value: boolean): void;
}

export function CheckboxFilter({ id, label, value, onChange }: CheckboxFilterProps) {
  return (
    <Checkbox id={id} checked={value} onChange={(event) => onChange(event.target.checked)}>
      {label}
    </Checkbox>
  );
}
