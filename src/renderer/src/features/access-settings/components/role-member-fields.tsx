import { Button, Card, Flex, Form, Typography } from 'antd';
import { AsyncMultiSelect } from '@renderer/components/async-select/async-multi-select';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { RuleEditor } from '@renderer/components/rule-editor/rule-editor';
import { fetchHireOptions } from '@renderer/domain/hires/hire-options';
import { reachInWords } from '../lib/access-text';
import type { HireReach } from '@shared/contract/access';

export interface RoleMemberFieldsProps {
  /** The member's place in the form's list. */
  name: number;
  fullName: string;
  /** How many hires they reach through the role now, as the gateway counted it; none for a new member. */
  reach: HireReach | undefined;
  disabled: boolean;
  onRemove(): void;
}

/** One member of a custom role: the rule saying which hires they reach, and hires added or left out by name. */
export function RoleMemberFields({ name, fullName, reach, disabled, onRemove }: RoleMemberFieldsProps) {
  const id = (field: string) => `role-member-${name}-${field}`;
  const headingId = id('heading');
  return (
    <Card size="small" role="group" aria-labelledby={headingId}>
      <Flex wrap gap="small" justify="space-between" align="start">
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
            {fullName}
          </Typography.Title>
          {reach !== undefined && <Typography.Paragraph type="secondary">Reaches now: {reachInWords(reach)}</Typography.Paragraph>}
        </div>
        <Button onClick={onRemove} disabled={disabled} aria-label={`Remove ${fullName} from the role`}>
          Remove
        </Button>
      </Flex>
      <Form.Item name={[name, 'userId']} hidden>
        <input type="hidden" />
      </Form.Item>
      <Form.Item name={[name, 'criteria']}>
        <RuleEditor disabled={disabled} />
      </Form.Item>
      <Form.Item name={[name, 'include']} label="Hires added" htmlFor={id('include')} extra="Reached whatever the rule says.">
        <HirePicker id={id('include')} disabled={disabled} />
      </Form.Item>
      <Form.Item name={[name, 'exclude']} label="Hires left out" htmlFor={id('exclude')} extra="Never reached through this role, whatever the rule says.">
        <HirePicker id={id('exclude')} disabled={disabled} />
      </Form.Item>
    </Card>
  );
}

function HirePicker({
  id,
  value = [],
  onChange,
  disabled,
}: {
  id: string;
  value?: AsyncOption[];
  onChange?: (hires: AsyncOption[]) => void;
  disabled: boolean;
}) {
  return (
    <AsyncMultiSelect
      id={id}
      fetcher={fetchHireOptions}
      placeholder="Search hires by name"
      value={value}
      onChange={(hires) => onChange?.(hires)}
      disabled={disabled}
    />
  );
}
