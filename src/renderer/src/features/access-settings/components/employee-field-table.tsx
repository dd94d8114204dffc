import LockOutlined from '@ant-design/icons/LockOutlined';
import { Card, Flex, Select, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { EmployeeFieldAccessRow } from '@shared/contract/access';
import { type EmployeeFieldSetting, FIELD_LEVELS, FIELD_LEVEL_LABELS } from '@shared/field-access';
import { ACCESS_TEXT } from '../lib/access-text';
import type { EmployeeFieldGroup } from '../lib/employee-access-form';

const LEVEL_OPTIONS = FIELD_LEVELS.map((level) => ({ value: level, label: FIELD_LEVEL_LABELS[level] }));

interface EmployeeFieldTableProps {
  group: EmployeeFieldGroup;
  settingOf(field: EmployeeFieldAccessRow): EmployeeFieldSetting;
  onChange(field: EmployeeFieldAccessRow, setting: EmployeeFieldSetting): void;
  disabled: boolean;
}

/** A locked setting: greyed, the reason in a tooltip for the eye and in text for screen readers. */
function Locked({ reason, id, children }: { reason: string | null; id: string; children: ReactNode }) {
  if (reason === null) return children;
  return (
    <Tooltip title={reason}>
      <Flex gap={4} align="center">
        {children}
        <LockOutlined aria-hidden />
        <span id={id} className="sr-only">
          Locked: {reason}
        </span>
      </Flex>
    </Tooltip>
  );
}

/** One section's fields: per field, the employee's level for themselves and whether the company sees it. */
export function EmployeeFieldTable({ group, settingOf, onChange, disabled }: EmployeeFieldTableProps) {
  const headingId = `employee-fields-${group.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card size="small" role="region" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {group.title}
      </Typography.Title>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr style={{ textAlign: 'left' }}>
            <th scope="col">Field</th>
            <th scope="col" style={{ width: '42%' }}>
              {ACCESS_TEXT.canEditForOneself}
            </th>
            <th scope="col" style={{ width: '26%' }}>
              {ACCESS_TEXT.visibleToCompany}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.fields.map((field) => {
            const setting = settingOf(field);
            const selfLockId = `${headingId}-${field.key}-self-lock`;
            const companyLockId = `${headingId}-${field.key}-company-lock`;
            return (
              <tr key={field.key}>
                <th scope="row" style={{ fontWeight: 400, padding: '6px 8px 6px 0', overflowWrap: 'anywhere', textAlign: 'left' }}>
                  {field.label} {field.archived && <Tag>{ACCESS_TEXT.archivedField}</Tag>}
                </th>
                <td style={{ padding: '6px 8px 6px 0' }}>
                  <Locked reason={field.selfLocked} id={selfLockId}>
                    <Select
                      aria-label={`${ACCESS_TEXT.canEditForOneself}: ${field.label}`}
                      aria-describedby={field.selfLocked === null ? undefined : selfLockId}
                      style={{ width: '100%', minWidth: 0 }}
                      value={setting.self}
                      options={LEVEL_OPTIONS}
                      disabled={disabled || field.selfLocked !== null}
                      onChange={(self) => onChange(field, { ...setting, self })}
                    />
                  </Locked>
                </td>
                <td style={{ padding: '6px 0' }}>
                  <Locked reason={field.companyLocked} id={companyLockId}>
                    <Switch
                      aria-label={`${ACCESS_TEXT.visibleToCompany}: ${field.label}`}
                      aria-describedby={field.companyLocked === null ? undefined : companyLockId}
                      checked={setting.visibleToCompany}
                      disabled={disabled || field.companyLocked !== null}
                      onChange={(visibleToCompany) => onChange(field, { ...setting, visibleToCompany })}
                    />
                  </Locked>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
