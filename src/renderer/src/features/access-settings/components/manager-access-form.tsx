import { Alert, Button, Card, Flex, Radio, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { ManagerAccess, ManagerAccessPreview } from '@shared/contract/access';
import { FIELD_LEVELS, FIELD_LEVEL_LABELS, type FieldLevel, MANAGER_TASK_LEVELS, MANAGER_TASK_LEVEL_LABELS, type ManagerTaskLevel } from '@shared/field-access';
import { MANAGER_ACCESS_TEXT } from '@shared/manager-access';
import { failureMessage } from '@renderer/lib/bridge';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useToast } from '@renderer/lib/toast/toast-context';
import { isStale, usePreviewThenSave } from '../api/use-access';
import { MANAGER_ACCESS_PAGE_TEXT } from '../lib/manager-access-text';
import { AccessPreviewDialog } from './access-preview-dialog';

type ManagerField = ManagerAccess['fields'][number];

/** The fields in the page's groups: built-in by section, then custom by section, archived custom fields last. */
function fieldGroups(fields: readonly ManagerField[]): { title: string; fields: ManagerField[] }[] {
  const groups = new Map<string, ManagerField[]>();
  for (const field of fields) {
    const title = field.archived
      ? MANAGER_ACCESS_PAGE_TEXT.archivedSection
      : field.builtIn
        ? MANAGER_ACCESS_PAGE_TEXT.builtInSection(field.section)
        : MANAGER_ACCESS_PAGE_TEXT.customSection(field.section);
    groups.set(title, [...(groups.get(title) ?? []), field]);
  }
  return [...groups].map(([title, grouped]) => ({ title, fields: grouped }));
}

export interface ManagerAccessFormProps {
  access: ManagerAccess;
  canChange: boolean;
  reason: string | null;
}

/**
 * The manager's additional access as a form: reports' tasks, documents, and one level per field,
 * locked ones greyed with the reason. Save asks the gateway what the change does, shows it, and
 * saves the same input once confirmed.
 */
export function ManagerAccessForm({ access, canChange, reason }: ManagerAccessFormProps) {
  const [tasks, setTasks] = useState<ManagerTaskLevel>(access.tasks);
  const [documents, setDocuments] = useState(access.documents);
  const [levels, setLevels] = useState<Record<string, FieldLevel>>({});
  const { message } = useToast();
  const changedFields = Object.fromEntries(
    access.fields
      .filter((field) => levels[field.key] !== undefined && levels[field.key] !== field.level)
      .map((field) => [field.key, levels[field.key] as FieldLevel]),
  );
  const changed = tasks !== access.tasks || documents !== access.documents || Object.keys(changedFields).length > 0;
  const guard = useUnsavedChanges(changed);
  const input = { tasks, documents, fields: changedFields, version: access.version };

  const { preview, ask, save, askFirst, confirm, cancel } = usePreviewThenSave('access.previewManagerAccess', 'access.updateManagerAccess', {
    onStale: (error) => void message.error(failureMessage(error, MANAGER_ACCESS_TEXT.stale)),
    onSaved: () => void guard.leaveWithoutAsking(() => undefined),
  });

  const saveButton = (
    <Button type="primary" disabled={!canChange || !changed} loading={ask.isPending} onClick={() => askFirst(input)}>
      Save
    </Button>
  );

  return (
    <Card size="small">
      <Flex vertical gap="middle">
        <Flex wrap gap="small" justify="space-between" align="start">
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>{MANAGER_ACCESS_PAGE_TEXT.tasksLegend}</legend>
            <Radio.Group
              name="manager-tasks"
              value={tasks}
              disabled={!canChange}
              onChange={(event) => setTasks(event.target.value)}
              options={MANAGER_TASK_LEVELS.map((value) => ({ value, label: MANAGER_TASK_LEVEL_LABELS[value] }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            />
          </fieldset>
          {canChange ? saveButton : <Tooltip title={reason}>{saveButton}</Tooltip>}
        </Flex>
        <Flex gap="small" align="center">
          <Switch id="manager-documents" checked={documents} disabled={!canChange} onChange={setDocuments} />
          <label htmlFor="manager-documents">{MANAGER_ACCESS_PAGE_TEXT.documentsLabel}</label>
        </Flex>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {MANAGER_ACCESS_PAGE_TEXT.fieldsTitle}
        </Typography.Title>
        {fieldGroups(access.fields).map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {group.title}
            </Typography.Title>
            <Flex vertical gap={8}>
              {group.fields.map((field) => (
                <FieldLevelRow
                  key={field.key}
                  field={field}
                  value={levels[field.key] ?? field.level}
                  disabled={!canChange}
                  onChange={(level) => setLevels((held) => ({ ...held, [field.key]: level }))}
                />
              ))}
            </Flex>
          </section>
        ))}
        {ask.isError && !isStale(ask.error) && <Alert type="error" showIcon title={failureMessage(ask.error, 'What this changes could not be worked out.')} />}
      </Flex>
      {preview !== null && (
        <AccessPreviewDialog
          subject={MANAGER_ACCESS_PAGE_TEXT.title}
          confirmText="Save"
          saving={save.isPending}
          error={save.isError && !isStale(save.error) ? save.error : null}
          onConfirm={() => confirm(input)}
          onCancel={cancel}
        >
          <ManagerPreviewBody preview={preview} />
        </AccessPreviewDialog>
      )}
    </Card>
  );
}

function FieldLevelRow({ field, value, disabled, onChange }: { field: ManagerField; value: FieldLevel; disabled: boolean; onChange(level: FieldLevel): void }) {
  const labelId = `manager-field-${field.key}`;
  const group = (
    <Radio.Group
      aria-labelledby={labelId}
      name={labelId}
      optionType="button"
      size="small"
      value={value}
      disabled={disabled || field.locked !== null}
      onChange={(event) => onChange(event.target.value)}
      options={FIELD_LEVELS.map((level) => ({ value: level, label: FIELD_LEVEL_LABELS[level] }))}
    />
  );
  return (
    <Flex wrap gap="small" justify="space-between" align="center">
      <div style={{ minWidth: 0, flex: '1 1 180px' }}>
        <Typography.Text id={labelId} type={field.locked === null ? undefined : 'secondary'}>
          {field.label}
          {field.archived ? ` ${MANAGER_ACCESS_PAGE_TEXT.archived}` : ''}
        </Typography.Text>
        {field.locked !== null && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {MANAGER_ACCESS_PAGE_TEXT.lockedPrefix}
            {field.locked}
          </Typography.Text>
        )}
      </div>
      {field.locked === null ? group : <Tooltip title={field.locked}>{group}</Tooltip>}
    </Flex>
  );
}

function ManagerPreviewBody({ preview }: { preview: ManagerAccessPreview }) {
  return (
    <>
      {preview.changes.length === 0 ? (
        <Typography.Paragraph>{MANAGER_ACCESS_PAGE_TEXT.noChange}</Typography.Paragraph>
      ) : (
        <ul>
          {preview.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <Typography.Paragraph>{MANAGER_ACCESS_PAGE_TEXT.touches(preview.managers, preview.hires)}</Typography.Paragraph>
    </>
  );
}
