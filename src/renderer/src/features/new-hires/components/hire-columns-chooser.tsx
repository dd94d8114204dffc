import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import type { CustomField } from '@shared/contract/fields';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';
import { fieldListLabel } from '../lib/hire-list-field-labels';

export const COLUMNS_CHOOSER_TEXT = {
  button: 'Columns',
  group: 'Custom field columns',
  intro: 'Show these fields as columns',
} as const;

export interface HireColumnsChooserProps {
  offered: readonly CustomField[];
  shown: readonly CustomField[];
  onChange(fieldIds: string[]): void;
}

/** "Columns": the company's custom fields a user may add to the hires list, each a checkbox. */
export function HireColumnsChooser({ offered, shown, onChange }: HireColumnsChooserProps) {
  const content = (
    <Flex vertical gap={8} role="group" aria-label={COLUMNS_CHOOSER_TEXT.group} style={{ maxWidth: 280 }}>
      <Typography.Text type="secondary">{COLUMNS_CHOOSER_TEXT.intro}</Typography.Text>
      <Checkbox.Group
        value={shown.map((field) => field._id)}
        onChange={(ids) => onChange(offered.map((field) => field._id).filter((id) => ids.includes(id)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={offered.map((field) => ({ value: field._id, label: fieldListLabel(field) }))}
      />
    </Flex>
  );
  return (
    <AllowWhileReadOnly>
      <Popover trigger="click" placement="bottomRight" content={content}>
        <Button icon={<SettingOutlined aria-hidden />}>{COLUMNS_CHOOSER_TEXT.button}</Button>
      </Popover>
    </AllowWhileReadOnly>
  );
}
