import { Alert, Button, Card, Flex, Radio, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ACCESS_PAGE_TEXT, ADMINISTRATIVE_ROLE_LABELS, ROLE_REACHES, ROLE_REACH_LABELS, type RoleReach } from '@shared/access';
import type { AdministrativeRoleAccess } from '@shared/contract/access';
import { failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { isStale, usePreviewThenSave } from '../api/use-access';
import { holdersInWords } from '../lib/access-text';
import { sameRights } from '../lib/right-levels';
import { AccessPreviewDialog } from './access-preview-dialog';
import { RightsGrid } from './rights-grid';

/**
 * One administrative role: its rights as a grid, its reach and how many hold it. Save asks the
 * gateway what the change does, shows it, and saves the same input once confirmed. The card is
 * drawn afresh for each version the gateway holds, so a reload after a stale save shows theirs.
 */
export function AdministrativeRoleCard({ role, canChange, reason }: { role: AdministrativeRoleAccess; canChange: boolean; reason: string | null }) {
  const label = ADMINISTRATIVE_ROLE_LABELS[role.role];
  const [rights, setRights] = useState<string[]>(role.rights);
  const [reach, setReach] = useState<RoleReach>(role.reach);
  const { message } = useToast();
  const { preview, ask, save, askFirst, confirm, cancel } = usePreviewThenSave('access.previewAdministrative', 'access.updateAdministrative', {
    onStale: (error) => void message.error(failureMessage(error, ACCESS_PAGE_TEXT.staleRole)),
  });
  const changed = !sameRights(rights, role.rights) || reach !== role.reach;
  // A company administrator: every right and every hire, whatever is chosen, so nothing to save.
  // The gateway refuses any change to the company administrator's access: the card is fixed whole.
  const allFixed = role.role === 'COMPANY_ADMIN';
  const input = { role: role.role, rights, reach, version: role.version };
  const headingId = `administrative-${role.role}`;

  const saveButton = (
    <Button type="primary" disabled={!canChange || !changed} loading={ask.isPending} onClick={() => askFirst(input)}>
      Save
    </Button>
  );

  return (
    <Card size="small" role="region" aria-labelledby={headingId}>
      <Flex wrap gap="small" justify="space-between" align="start">
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
            {label}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{holdersInWords(role.holders)}</Typography.Paragraph>
        </div>
        {!allFixed && (canChange ? saveButton : <Tooltip title={reason}>{saveButton}</Tooltip>)}
      </Flex>
      <RightsGrid
        label={`Rights of ${label}`}
        value={rights}
        onChange={setRights}
        fixedRights={role.fixedRights}
        fixedReason={allFixed ? ACCESS_PAGE_TEXT.companyAdminFixed : ACCESS_PAGE_TEXT.fixedRight}
        locked={allFixed}
        disabled={!canChange || allFixed}
      />
      <fieldset style={{ border: 0, margin: '12px 0 0', padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Hires reached</legend>
        {role.reachFixed ? (
          <Typography.Paragraph style={{ marginBottom: 0 }}>{ROLE_REACH_LABELS[role.reach]}</Typography.Paragraph>
        ) : (
          <Radio.Group
            name={`${headingId}-reach`}
            value={reach}
            disabled={!canChange}
            onChange={(event) => setReach(event.target.value)}
            options={ROLE_REACHES.map((value) => ({ value, label: ROLE_REACH_LABELS[value] }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        )}
      </fieldset>
      {ask.isError && !isStale(ask.error) && (
        <Alert type="error" showIcon style={{ marginTop: 12 }} title={failureMessage(ask.error, 'What this changes could not be worked out.')} />
      )}
      {preview !== null && (
        <AccessPreviewDialog
          subject={`${label} access`}
          preview={preview}
          confirmText="Save"
          saving={save.isPending}
          error={save.isError && !isStale(save.error) ? save.error : null}
          onConfirm={() => confirm(input)}
          onCancel={cancel}
        />
      )}
    </Card>
  );
}
