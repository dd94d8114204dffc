import { Alert, Checkbox, Skeleton, Typography } from 'antd';
import type { EmployeeFieldAccessRow } from '@shared/contract/access';
import { ROUTES } from '@shared/routes';
import { TextLink } from '@renderer/components/text-link';
import { useEmployeeFields } from '../api/use-welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';

/** Why a new hire may not fill in a field, or null when they may. */
function notEditableReason(field: EmployeeFieldAccessRow): string | null {
  if (field.archived) return 'Archived';
  if (field.self === 'edit') return null;
  return field.self === 'view' ? PAGES_TEXT.viewOnlyReason : PAGES_TEXT.hiddenReason;
}

export interface FormFieldChoiceProps {
  id: string;
  value: readonly string[];
  error: string | undefined;
  onChange(fieldKeys: string[]): void;
}

/**
 * The fields a page's form asks for: only those new hires may edit for themselves can be chosen;
 * the others are listed, off, with why and where to allow them. A chosen field the company has
 * since locked can still be taken off.
 */
export function FormFieldChoice({ id, value, error, onChange }: FormFieldChoiceProps) {
  const fields = useEmployeeFields();
  const legendId = `${id}-legend`;
  if (fields.isError) return <Alert type="error" showIcon title={PAGES_TEXT.fieldsLoadFailed} />;
  if (fields.data === undefined) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const toggle = (key: string, checked: boolean) => onChange(checked ? [...value, key] : value.filter((each) => each !== key));
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
      style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}
    >
      <legend id={legendId} style={{ fontSize: 'inherit', marginBottom: 8, border: 0 }}>
        {PAGES_TEXT.formFields}
      </legend>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, columns: '2 240px' }}>
        {fields.data.map((field) => {
          const reason = notEditableReason(field);
          const chosen = value.includes(field.key);
          return (
            <li key={field.key} style={{ breakInside: 'avoid', marginBottom: 4 }}>
              <Checkbox checked={chosen} disabled={reason !== null && !chosen} onChange={(event) => toggle(field.key, event.target.checked)}>
                {field.label}
              </Checkbox>
              {reason !== null && (
                <Typography.Text type="secondary" style={{ display: 'block', marginInlineStart: 24, fontSize: 12 }}>
                  {reason}
                </Typography.Text>
              )}
            </li>
          );
        })}
      </ul>
      {error !== undefined && (
        <Typography.Text id={`${id}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Typography.Paragraph style={{ marginTop: 8 }}>
        <TextLink to={ROUTES.settingsEmployeeAccess}>{PAGES_TEXT.allowEditing}</TextLink>
      </Typography.Paragraph>
    </fieldset>
  );
}
