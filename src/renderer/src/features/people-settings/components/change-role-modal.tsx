import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { type CompanyPerson, INVITABLE_ROLES, type InvitableRole } from '@shared/contract/people';
import { ROLE_LABELS } from '@renderer/config/labels';
import { failureMessage } from '@renderer/lib/bridge';
import { usePeopleWrite } from '../api/use-people';
import { roleChangeEffect } from '../lib/people-text';

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const isInvitable = (role: string): role is InvitableRole => (INVITABLE_ROLES as readonly string[]).includes(role);

/** "Change role": the new role, what it changes, and the gateway's refusal (the last administrator) where it stays. */
export function ChangeRoleModal({ person, onClose }: { person: CompanyPerson; onClose(): void }) {
  const [role, setRole] = useState<InvitableRole | undefined>(isInvitable(person.role) ? person.role : undefined);
  const change = usePeopleWrite('people.changeRole');
  const unchanged = role === undefined || role === person.role;
  return (
    <Modal
      open
      title={`Change the role of ${person.fullName}`}
      okText="Change role"
      okButtonProps={{ disabled: unchanged }}
      confirmLoading={change.isPending}
      onOk={() => role !== undefined && change.mutate({ id: person._id, version: person.version, role }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Role" htmlFor="change-role">
          <Select id="change-role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
        </Form.Item>
      </Form>
      {role !== undefined && !unchanged && <Alert type="info" showIcon title="What this changes" description={roleChangeEffect(person, ROLE_LABELS[role])} />}
      {change.isError && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failureMessage(change.error, 'The role could not be changed.')} />}
    </Modal>
  );
}
