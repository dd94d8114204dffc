import { Alert, Modal, Typography } from 'antd';
import type { CompanyPerson } from '@shared/contract/people';
import { failureMessage } from '@renderer/lib/bridge';
import { usePeopleWrite } from '../api/use-people';
import { deactivationEffect } from '../lib/people-text';

/** Deactivate, after saying what it does; the gateway's refusal (the last administrator, a stale row) stays in the dialog. */
export function DeactivatePersonDialog({ person, onClose }: { person: CompanyPerson; onClose(): void }) {
  const deactivate = usePeopleWrite('people.deactivate');
  return (
    <Modal
      open
      title={`Deactivate ${person.fullName}?`}
      okText="Deactivate"
      okButtonProps={{ danger: true }}
      confirmLoading={deactivate.isPending}
      onOk={() => deactivate.mutate({ id: person._id, version: person.version }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Typography.Paragraph>{deactivationEffect(person)}</Typography.Paragraph>
      {deactivate.isError && <Alert type="error" showIcon title={failureMessage(deactivate.error, 'This person could not be deactivated.')} />}
    </Modal>
  );
}
