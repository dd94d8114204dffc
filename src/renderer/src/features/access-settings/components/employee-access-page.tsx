import { Alert, Button, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { EmployeeAccess } from '@shared/contract/access';
import { LoadFailure } from '@renderer/components/load-failure';
import { StaleChangeCompare } from '@renderer/components/stale-change-compare';
import { failureMessage } from '@renderer/lib/bridge';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { isStale, useEmployeeAccess, usePreviewThenSave } from '../api/use-access';
import { ACCESS_TEXT, counted } from '../lib/access-text';
import { type EmployeeAccessDraft, changedSettings, employeeFieldGroups, settingInWords, shownSetting } from '../lib/employee-access-form';
import { AccessPageHeader } from './access-page-header';
import { AccessPreviewDialog } from './access-preview-dialog';
import { EmployeeFieldTable } from './employee-field-table';

/** /settings/permissions/default-access-for-employee: per field, what employees do with it for themselves and whether the company sees it. */
export function EmployeeAccessPage() {
  const access = useEmployeeAccess();
  const rights = useSettingsRights();
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 960 }}>
      {access.isError ? (
        <>
          <AccessPageHeader title={ACCESS_TEXT.employeeTitle} intro={ACCESS_TEXT.employeeIntro} readOnlyReason={rights.reason} />
          <LoadFailure
            title="The employees’ default access could not be loaded"
            error={access.error}
            retrying={access.isFetching}
            onRetry={() => void access.refetch()}
          />
        </>
      ) : access.data === undefined ? (
        <>
          <AccessPageHeader title={ACCESS_TEXT.employeeTitle} intro={ACCESS_TEXT.employeeIntro} readOnlyReason={rights.reason} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      ) : (
        <EmployeeAccessForm saved={access.data} canChange={rights.canChange} reason={rights.reason} />
      )}
    </Flex>
  );
}

/**
 * The page's settings, edited as a draft over the version read. Save asks the gateway what the
 * change does and saves the same change once confirmed; a stale save (409) shows what was saved
 * meanwhile beside the draft, and the user keeps theirs or takes the saved one.
 */
function EmployeeAccessForm({ saved, canChange, reason }: { saved: EmployeeAccess; canChange: boolean; reason: string | null }) {
  // The version the draft was made over; it moves on only when the user has seen what was saved.
  const [base, setBase] = useState(saved);
  const [draft, setDraft] = useState<EmployeeAccessDraft>({});
  const [stale, setStale] = useState(false);
  const { preview, ask, save, askFirst, confirm, cancel } = usePreviewThenSave('access.previewEmployeeFields', 'access.updateEmployeeFields', {
    onStale: () => setStale(true),
    onSaved: (output) => {
      setDraft({});
      setBase(output.data);
    },
  });
  const changes = changedSettings(base, draft);
  useUnsavedChanges(changes.length > 0);
  const input = { version: base.version, fields: changes };

  const moveOn = (keepDraft: boolean) => {
    setBase(saved);
    if (!keepDraft) setDraft({});
    setStale(false);
  };

  const staleRows = changes.flatMap((change) => {
    const now = saved.fields.find((field) => field.key === change.key);
    return now === undefined ? [] : [{ label: now.label, theirs: settingInWords(now), yours: settingInWords(change) }];
  });
  const saveButton = (
    <Button type="primary" disabled={!canChange || changes.length === 0 || stale} loading={ask.isPending} onClick={() => askFirst(input)}>
      Save
    </Button>
  );

  return (
    <>
      <AccessPageHeader
        title={ACCESS_TEXT.employeeTitle}
        intro={ACCESS_TEXT.employeeIntro}
        readOnlyReason={reason}
        action={canChange ? saveButton : <Tooltip title={reason}>{saveButton}</Tooltip>}
      />
      {stale && saved.version !== base.version && (
        <StaleChangeCompare rows={staleRows} keeping={false} onKeepMine={() => moveOn(true)} onTakeTheirs={() => moveOn(false)} />
      )}
      {ask.isError && !isStale(ask.error) && <Alert type="error" showIcon title={failureMessage(ask.error, 'What this changes could not be worked out.')} />}
      {employeeFieldGroups(base.fields).map((group) => (
        <EmployeeFieldTable
          key={group.title}
          group={group}
          settingOf={(field) => shownSetting(field, draft)}
          onChange={(field, setting) => setDraft((current) => ({ ...current, [field.key]: setting }))}
          disabled={!canChange}
        />
      ))}
      {preview !== null && (
        <AccessPreviewDialog
          subject={ACCESS_TEXT.employeeTitle}
          confirmText="Save"
          saving={save.isPending}
          error={save.isError && !isStale(save.error) ? save.error : null}
          onConfirm={() => confirm(input)}
          onCancel={cancel}
        >
          {preview.changes.length === 0 ? (
            <Typography.Paragraph>{ACCESS_TEXT.noFieldChange}</Typography.Paragraph>
          ) : (
            <>
              <ul>
                {preview.changes.map((change) => (
                  <li key={change.sentence}>{change.sentence}</li>
                ))}
              </ul>
              <Typography.Paragraph>{`This touches ${counted(preview.people, 'person', 'people')} who sign in as new hires.`}</Typography.Paragraph>
            </>
          )}
        </AccessPreviewDialog>
      )}
    </>
  );
}
