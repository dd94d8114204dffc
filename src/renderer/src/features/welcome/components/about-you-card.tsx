import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { OwnField, WelcomeExperience } from '@shared/contract/new-hires';
import type { CustomFieldValue } from '@shared/custom-fields';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';
import type { CustomFieldFormValue } from '@renderer/domain/hires/custom-field-values';
import { CustomFieldControl } from '@renderer/domain/hires/hire-custom-fields';
import { failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { useSaveOwnField } from '../api/use-save-own-field';
import { NOT_SET_YET } from '../lib/first-day-text';

export const ABOUT_YOU_TEXT = {
  title: 'About you',
  empty: 'Your company shows you nothing of your record here yet.',
  edit: (label: string) => `Edit ${label}`,
} as const;

/** The value as the save takes it: a picked option's id, else the value itself. */
function storedValue(value: CustomFieldFormValue): CustomFieldValue {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value._id;
  return value;
}

/** One field changed in place: the input its type takes, Save and Cancel, the gateway's refusal under it. */
function OwnFieldEditor({ field, experience, onDone }: { field: OwnField; experience: WelcomeExperience; onDone(): void }) {
  const [value, setValue] = useState<CustomFieldFormValue>(field.value ?? undefined);
  const save = useSaveOwnField();
  const id = `about-you-${field.key}`;
  const fieldError = save.isError ? gatewayFieldErrors(save.error, (name) => (name === `fields.${field.key}` ? name : undefined))[0]?.[1] : undefined;
  const error = fieldError ?? (save.isError ? failureMessage(save.error, 'Your change was not saved.') : undefined);
  const submit = () => save.mutate({ id: experience.hireId, version: experience.version, fields: { [field.key]: storedValue(value) } }, { onSuccess: onDone });
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      {field.key === 'timezone' ? (
        <TimezoneSelect id={id} aria-label={field.label} value={typeof value === 'string' ? value : undefined} onChange={(text) => setValue(text ?? null)} />
      ) : (
        <CustomFieldControl
          field={{ ...field, label: field.label }}
          id={id}
          value={value}
          onChange={setValue}
          onBlur={() => undefined}
          error={error}
          required={false}
          masked={false}
          describedBy={`${id}-error`}
        />
      )}
      <div id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </div>
      <Flex gap={8}>
        <Button type="primary" size="small" loading={save.isPending} onClick={submit}>
          Save
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * "About you": the fields of the new hire's own record the company lets them see, by section; those
 * they may edit change in place on their own page (never in the staff preview).
 */
export function AboutYouCard({ experience, editable }: { experience: WelcomeExperience; editable: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const sections = new Map<string, OwnField[]>();
  for (const field of experience.aboutYou) sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  return (
    <Card title={ABOUT_YOU_TEXT.title}>
      {experience.aboutYou.length === 0 ? <Typography.Text type="secondary">{ABOUT_YOU_TEXT.empty}</Typography.Text> : null}
      {[...sections].map(([section, fields]) => (
        <Descriptions
          key={section}
          title={section}
          column={1}
          size="small"
          style={{ marginBottom: 12 }}
          items={fields.map((field) => ({
            key: field.key,
            label: field.label,
            children:
              editing === field.key ? (
                <OwnFieldEditor field={field} experience={experience} onDone={() => setEditing(null)} />
              ) : (
                <Flex gap={8} wrap align="center" style={{ minWidth: 0 }}>
                  <span style={{ overflowWrap: 'anywhere' }}>{field.text ?? NOT_SET_YET}</span>
                  {editable && field.editable && field.type !== 'user' ? (
                    <Button size="small" type="link" aria-label={ABOUT_YOU_TEXT.edit(field.label)} onClick={() => setEditing(field.key)}>
                      Edit
                    </Button>
                  ) : null}
                </Flex>
              ),
          }))}
        />
      ))}
    </Card>
  );
}
