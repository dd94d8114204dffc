import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Alert, Breadcrumb, Button, Dropdown, Flex, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyPerson } from '@shared/contract/people';
import { ROUTES } from '@shared/routes';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import { ROLE_LABELS } from '@renderer/config/labels';
import { failureMessage } from '@renderer/lib/bridge';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useToast } from '@renderer/lib/toast/toast-context';
import { usePeople, usePeopleWrite } from '../api/use-people';
import { PERSON_STATUS_COLORS, PERSON_STATUS_LABELS } from '../lib/people-text';
import { ChangeRoleModal } from './change-role-modal';
import { DeactivatePersonDialog } from './deactivate-person-dialog';
import { InvitePersonModal } from './invite-person-modal';

type Dialog = { kind: 'invite' } | { kind: 'role'; person: CompanyPerson } | { kind: 'deactivate'; person: CompanyPerson } | null;

export interface PeoplePageProps {
  /** Columns shown after the status (each person's access), before the actions. */
  extraColumns?: readonly DataTableColumn<CompanyPerson>[];
  /** The links to the pages beside this one, under the title. */
  navigation?: ReactNode;
  /** A notice above the list (a read of the extra columns that failed). */
  notice?: ReactNode;
  /** What follows the list. */
  after?: ReactNode;
}

/**
 * People on /settings/permissions: the company's staff users with their role and status; "Invite
 * user", and per person resend, change role, deactivate and reactivate. Read-only, with why, for
 * those who may not change settings.
 */
export function PeoplePage({ extraColumns = [], navigation, notice, after }: PeoplePageProps = {}) {
  const people = usePeople();
  const rights = useSettingsRights();
  const [dialog, setDialog] = useState<Dialog>(null);
  const resend = usePeopleWrite('people.resendInvitation');
  const reactivate = usePeopleWrite('people.reactivate');
  const { message } = useToast();

  const columns = useMemo<DataTableColumn<CompanyPerson>[]>(() => {
    const refused = (error: Error) => void message.error(failureMessage(error, 'The change did not go through.'));
    const rowActions = (person: CompanyPerson) => {
      if (!rights.canChange) return null;
      const items = [
        ...(person.status === 'invited' ? [{ key: 'resend', label: 'Resend invitation' }] : []),
        ...(person.status === 'deactivated'
          ? [{ key: 'reactivate', label: 'Reactivate' }]
          : [
              { key: 'role', label: 'Change role' },
              { key: 'deactivate', label: 'Deactivate', danger: true },
            ]),
      ];
      return (
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key }) => {
              const target = { id: person._id, version: person.version };
              if (key === 'resend') resend.mutate(target, { onError: refused });
              if (key === 'reactivate') reactivate.mutate(target, { onError: refused });
              if (key === 'role') setDialog({ kind: 'role', person });
              if (key === 'deactivate') setDialog({ kind: 'deactivate', person });
            },
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${person.fullName}`} />
        </Dropdown>
      );
    };
    return [
      {
        key: 'name',
        title: 'Name',
        sortable: true,
        width: 160,
        compare: (a, b) => a.fullName.localeCompare(b.fullName),
        render: (person) => (
          <Typography.Text ellipsis={{ tooltip: person.fullName }} style={{ maxWidth: 150 }}>
            {person.fullName}
          </Typography.Text>
        ),
      },
      {
        key: 'email',
        title: 'Email',
        width: 190,
        render: (person) => (
          <Typography.Text ellipsis={{ tooltip: person.email }} style={{ maxWidth: 180 }}>
            {person.email}
          </Typography.Text>
        ),
      },
      { key: 'role', title: 'Role', width: 150, sortable: true, compare: (a, b) => a.role.localeCompare(b.role), render: (person) => ROLE_LABELS[person.role] },
      {
        key: 'status',
        title: 'Status',
        width: 130,
        sortable: true,
        compare: (a, b) => a.status.localeCompare(b.status),
        render: (person) => <Tag color={PERSON_STATUS_COLORS[person.status]}>{PERSON_STATUS_LABELS[person.status]}</Tag>,
      },
      ...extraColumns,
      { key: 'actions', title: 'Actions', width: 70, render: rowActions },
    ];
  }, [rights.canChange, resend, reactivate, message, extraColumns]);

  const inviteButton = (
    <Button type="primary" disabled={!rights.canChange} onClick={() => setDialog({ kind: 'invite' })}>
      Invite user
    </Button>
  );

  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 960 }}>
      <Breadcrumb items={[{ title: <Link to={ROUTES.settings}>Settings</Link> }, { title: 'People' }]} />
      <Flex wrap gap="middle" justify="space-between" align="start">
        <div>
          <Typography.Title level={1}>People</Typography.Title>
          <Typography.Paragraph type="secondary">
            Your colleagues who use HCM Onboarding, the role that decides what each may do, and who can sign in.
          </Typography.Paragraph>
        </div>
        {rights.canChange ? inviteButton : <Tooltip title={rights.reason}>{inviteButton}</Tooltip>}
      </Flex>
      {navigation}
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
      {notice}
      <DataTable<CompanyPerson>
        label="People"
        columns={columns}
        rows={people.data ?? []}
        rowKey="_id"
        loading={people.isPending}
        error={people.isError ? failureMessage(people.error, 'The people could not be loaded.') : undefined}
        onRetry={() => void people.refetch()}
        emptyText="No one here yet. Invite a colleague to share the onboarding work."
        defaultSort={{ field: 'name', order: 'ascend' }}
        pageSize={20}
      />
      {after}
      {dialog?.kind === 'invite' && <InvitePersonModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'role' && <ChangeRoleModal person={dialog.person} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'deactivate' && <DeactivatePersonDialog person={dialog.person} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
