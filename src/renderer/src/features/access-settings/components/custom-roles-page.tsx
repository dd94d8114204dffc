import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown, Flex, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { AccessPreview, CustomRole } from '@shared/contract/access';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';
import { failureMessage } from '@renderer/lib/bridge';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useToast } from '@renderer/lib/toast/toast-context';
import { isStale, useAccessPreview, useAccessWrite, useCustomRoles } from '../api/use-access';
import { ACCESS_TEXT, membersInWords, rightsSummary } from '../lib/access-text';
import { formOf, roleInput } from '../lib/custom-role-form';
import { AccessPageHeader } from './access-page-header';
import { AccessPreviewDialog } from './access-preview-dialog';
import { CustomRoleEditor } from './custom-role-editor';

type Editing = { roleId: string | null } | null;

const wrapped = { whiteSpace: 'normal' } as const;

/** /settings/permissions/custom-access: the company's custom roles; "Add role", edit and delete, each after "what this changes". */
export function CustomRolesPage() {
  const roles = useCustomRoles();
  const rights = useSettingsRights();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<{ role: CustomRole; preview: AccessPreview } | null>(null);
  const askRemove = useAccessPreview('access.previewCustomRole');
  const remove = useAccessWrite('access.deleteCustomRole');
  const { message } = useToast();

  const columns = useMemo<DataTableColumn<CustomRole>[]>(() => {
    const refused = (error: Error) => void message.error(failureMessage(error, 'The role could not be deleted.'));
    const startRemoving = (role: CustomRole) =>
      askRemove.mutate(
        { ...roleInput(formOf(role)), id: role._id, remove: true },
        { onSuccess: (preview) => setRemoving({ role, preview }), onError: refused },
      );
    const actions = (role: CustomRole) =>
      rights.canChange ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'edit', label: 'Edit' },
              { key: 'delete', label: 'Delete', danger: true },
            ],
            onClick: ({ key }) => (key === 'edit' ? setEditing({ roleId: role._id }) : startRemoving(role)),
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${role.name}`} />
        </Dropdown>
      ) : (
        <AllowWhileReadOnly>
          <Button type="link" onClick={() => setEditing({ roleId: role._id })} aria-label={`View ${role.name}`}>
            View
          </Button>
        </AllowWhileReadOnly>
      );
    return [
      {
        key: 'name',
        title: 'Name',
        width: 200,
        sortable: true,
        compare: (a, b) => a.name.localeCompare(b.name),
        render: (role) => (
          <div style={wrapped}>
            <Typography.Text strong>{role.name}</Typography.Text>
            {role.description !== '' && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: role.description }}>
                {role.description}
              </Typography.Paragraph>
            )}
          </div>
        ),
      },
      { key: 'rights', title: 'Rights', width: 300, render: (role) => <div style={wrapped}>{rightsSummary(role.rights)}</div> },
      {
        key: 'members',
        title: 'Members',
        width: 220,
        render: (role) => (
          <div style={wrapped}>
            {membersInWords(role.members.length)}
            {role.members.length > 0 && `: ${role.members.map((member) => member.fullName).join(', ')}`}
          </div>
        ),
      },
      { key: 'actions', title: 'Actions', width: 90, render: actions },
    ];
  }, [rights.canChange, askRemove, message]);

  const addRole = (
    <Button type="primary" disabled={!rights.canChange} onClick={() => setEditing({ roleId: null })}>
      {ACCESS_TEXT.addRole}
    </Button>
  );
  const editedRole = editing?.roleId ? (roles.data?.find((role) => role._id === editing.roleId) ?? null) : null;

  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 960 }}>
      <AccessPageHeader
        title={ACCESS_TEXT.customTitle}
        intro={ACCESS_TEXT.customIntro}
        readOnlyReason={rights.reason}
        action={rights.canChange ? addRole : <Tooltip title={rights.reason}>{addRole}</Tooltip>}
      />
      <DataTable<CustomRole>
        label="Custom roles"
        columns={columns}
        rows={roles.data ?? []}
        rowKey="_id"
        loading={roles.isPending}
        error={roles.isError ? failureMessage(roles.error, 'The custom roles could not be loaded.') : undefined}
        onRetry={() => void roles.refetch()}
        emptyText={ACCESS_TEXT.customEmpty}
        defaultSort={{ field: 'name', order: 'ascend' }}
        pageSize={20}
      />
      {editing !== null && (editing.roleId === null || editedRole !== null) && (
        <CustomRoleEditor key={editing.roleId ?? 'new'} role={editedRole} canChange={rights.canChange} onClose={() => setEditing(null)} />
      )}
      {removing !== null && (
        <AccessPreviewDialog
          subject={`Delete “${removing.role.name}”`}
          preview={removing.preview}
          confirmText="Delete role"
          danger
          saving={remove.isPending}
          error={remove.isError && !isStale(remove.error) ? remove.error : null}
          onConfirm={() =>
            remove.mutate(
              { id: removing.role._id, version: removing.role.version },
              {
                onSuccess: () => setRemoving(null),
                onError: (error) => {
                  if (!isStale(error)) return;
                  setRemoving(null);
                  void message.error(failureMessage(error, 'Someone changed this role since you opened it.'));
                },
              },
            )
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </Flex>
  );
}
