import { Form, Input, Modal, Select } from 'antd';
import { INVITABLE_ROLES, type InvitableRole } from '@shared/contract/people';
import { VALIDATION } from '@shared/messages';
import { ROLE_LABELS } from '@renderer/config/labels';
import { preventImplicitSubmit } from '@renderer/lib/forms/prevent-implicit-submit';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';
import { usePeopleWrite } from '../api/use-people';

interface InviteValues {
  firstName: string;
  lastName: string;
  email: string;
  role: InvitableRole | undefined;
}

const FIELDS = ['firstName', 'lastName', 'email', 'role'];
const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const id = (field: string) => `invite-${field}`;

/**
 * "Invite user": name, email and role. The gateway mails the invitation; a refused one keeps what
 * was typed and marks the field it names (an email already in use, for one).
 */
export function InvitePersonModal({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<InviteValues>();
  const invite = usePeopleWrite('people.invite');

  const save = (values: InviteValues) => {
    if (values.role === undefined) return;
    invite.mutate(
      { firstName: values.firstName, lastName: values.lastName, email: values.email, role: values.role },
      {
        onSuccess: onClose,
        onError: (error) => showFieldErrors(form, error, FIELDS, 'email'),
      },
    );
  };

  return (
    <Modal open title="Invite user" okText="Send invitation" onOk={() => form.submit()} confirmLoading={invite.isPending} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={save} onKeyDown={preventImplicitSubmit} initialValues={{ role: 'OPERATIONS' }}>
        <Form.Item
          name="firstName"
          label="First name"
          htmlFor={id('firstName')}
          rules={[{ required: true, whitespace: true, message: VALIDATION.fieldRequired }]}
        >
          <Input id={id('firstName')} maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" htmlFor={id('lastName')} rules={[{ required: true, whitespace: true, message: VALIDATION.fieldRequired }]}>
          <Input id={id('lastName')} maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          htmlFor={id('email')}
          extra="They get a temporary password and a link to set their own."
          rules={[
            { required: true, message: VALIDATION.emailRequired },
            { type: 'email', message: VALIDATION.emailInvalid },
          ]}
        >
          <Input id={id('email')} type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="Role" htmlFor={id('role')} rules={[{ required: true, message: 'Choose a role.' }]}>
          <Select id={id('role')} options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
