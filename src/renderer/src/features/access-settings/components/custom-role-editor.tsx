import { Alert, Button, Drawer, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { ACCESS_PAGE_TEXT, CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH, CUSTOM_ROLE_NAME_MAX_LENGTH } from '@shared/access';
import type { AccessPreview, CustomRole } from '@shared/contract/access';
import { VALIDATION } from '@shared/messages';
import { failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { preventImplicitSubmit } from '@renderer/lib/forms/prevent-implicit-submit';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { isStale, useAccessPreview, useAccessWrite, useStaffPeople } from '../api/use-access';
import { reachInWords, rightsSummary } from '../lib/access-text';
import { type CustomRoleForm, type RoleInput, formFieldOf, formOf, inputProblems, namePathOf, roleInput } from '../lib/custom-role-form';
import { AccessPreviewDialog } from './access-preview-dialog';
import { RightsGrid } from './rights-grid';
import { RoleMemberFields } from './role-member-fields';

export interface CustomRoleEditorProps {
  /** The role being changed, as the list now holds it; null for a new one. */
  role: CustomRole | null;
  canChange: boolean;
  onClose(): void;
}

/**
 * Adds a custom role or changes one: name, description, rights, and per member the rule and the
 * named hires. Save asks what the change does, shows it, and saves the same input once confirmed.
 * A refusal keeps everything typed and marks the fields it names; leaving with changes asks first.
 */
export function CustomRoleEditor({ role, canChange, onClose }: CustomRoleEditorProps) {
  const [form] = Form.useForm<CustomRoleForm>();
  // The form starts from the role as it was opened; a read after a stale save does not overwrite what was typed.
  const [initial] = useState(() => formOf(role));
  const [dirty, setDirty] = useState(false);
  const [membersError, setMembersError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // After a stale save: the role as the gateway now holds it is shown beside what was typed.
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState<{ input: RoleInput; preview: AccessPreview } | null>(null);
  const guard = useUnsavedChanges(dirty);
  const people = useStaffPeople();
  const ask = useAccessPreview('access.previewCustomRole');
  const create = useAccessWrite('access.createCustomRole');
  const update = useAccessWrite('access.updateCustomRole');
  const save = role === null ? create : update;
  // preserve: the member's name is no field of the form, and is watched all the same.
  const members = Form.useWatch('members', { form, preserve: true }) ?? initial.members;
  const id = role?._id ?? null;

  const close = async () => {
    if (await guard.confirmDiscard()) onClose();
  };

  /** Marks each field a refusal names; what names none is said above the form. */
  const showRefusal = (error: Error) => {
    const named = gatewayFieldErrors(error, formFieldOf);
    const onMembers = named.find(([field]) => field === 'members');
    setMembersError(onMembers?.[1] ?? null);
    const marked = named.filter(([field]) => field !== 'members').map(([field, message]) => ({ name: namePathOf(field), errors: [message] }));
    // The call's field names are checked by formFieldOf; antd's types know only fixed paths.
    form.setFields(marked as Parameters<typeof form.setFields>[0]);
    setProblem(named.length > 0 ? 'The role was not saved. Correct the marked fields and save again.' : failureMessage(error, 'The role was not saved.'));
  };

  const askFirst = async () => {
    setProblem(null);
    setStale(false);
    setMembersError(null);
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const input = roleInput({ ...values, members: values.members ?? [] });
    const refused = inputProblems(input, id);
    if (refused !== null) return showRefusal(refused);
    ask.mutate({ ...input, id }, { onSuccess: (preview) => setPending({ input, preview }), onError: showRefusal });
  };

  const confirm = (input: RoleInput) => {
    const onSuccess = () => void guard.leaveWithoutAsking(onClose);
    const onError = (error: Error) => {
      setPending(null);
      if (!isStale(error)) return showRefusal(error);
      setProblem(failureMessage(error, ACCESS_PAGE_TEXT.staleRole));
      setStale(true);
    };
    if (role === null) create.mutate(input, { onSuccess, onError });
    else update.mutate({ ...input, id: role._id, version: role.version }, { onSuccess, onError });
  };

  const memberIds = new Set(members.map((member) => member.userId));
  const choices = (people.data ?? [])
    .filter((person) => person.status !== 'deactivated' && !memberIds.has(person._id))
    .map((person) => ({ value: person._id, label: person.fullName }));

  return (
    <Drawer
      open
      size="large"
      title={role === null ? 'Add role' : canChange ? `Edit role: ${role.name}` : `Role: ${role.name}`}
      onClose={() => void close()}
      destroyOnHidden
      footer={
        <Space>
          {canChange && (
            <Button type="primary" loading={ask.isPending} onClick={() => void askFirst()}>
              {role === null ? 'Add role' : 'Save'}
            </Button>
          )}
          <Button onClick={() => void close()}>{canChange ? 'Cancel' : 'Close'}</Button>
        </Space>
      }
    >
      {problem !== null && (
        <Alert type="error" showIcon title={problem} description={stale && role !== null ? <SavedNow role={role} /> : undefined} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" initialValues={initial} disabled={!canChange} onKeyDown={preventImplicitSubmit} onValuesChange={() => setDirty(true)}>
        <Form.Item
          name="name"
          label="Role name"
          htmlFor="custom-role-name"
          rules={[
            { required: true, whitespace: true, message: VALIDATION.fieldRequired },
            { max: CUSTOM_ROLE_NAME_MAX_LENGTH, message: `Role name must be at most ${CUSTOM_ROLE_NAME_MAX_LENGTH} characters.` },
          ]}
        >
          <Input id="custom-role-name" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          htmlFor="custom-role-description"
          rules={[{ max: CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH, message: `Description must be at most ${CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH} characters.` }]}
        >
          <Input.TextArea id="custom-role-description" rows={2} />
        </Form.Item>
        <Form.Item name="rights">
          <RightsGrid label="Rights it gives" />
        </Form.Item>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          Members
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Each member gets the rights above over the hires their rule reaches, with the hires added and without the hires left out.
        </Typography.Paragraph>
        <Form.List name="members">
          {(fields, { add, remove }) => (
            <Flex vertical gap="middle">
              {fields.map((field) => {
                const member = members[field.name];
                return (
                  <RoleMemberFields
                    key={field.key}
                    name={field.name}
                    fullName={member?.fullName ?? ''}
                    reach={role?.members.find((held) => held.userId === member?.userId)?.reach}
                    disabled={!canChange}
                    onRemove={() => remove(field.name)}
                  />
                );
              })}
              {fields.length === 0 && <Typography.Paragraph type="secondary">No members yet: the role gives its rights to no one.</Typography.Paragraph>}
              {canChange && (
                <div>
                  <label htmlFor="custom-role-add-member" style={{ display: 'block', marginBottom: 4 }}>
                    Add a member
                  </label>
                  <Select
                    id="custom-role-add-member"
                    showSearch
                    optionFilterProp="label"
                    placeholder="Choose a colleague"
                    style={{ width: '100%' }}
                    value={null}
                    loading={people.isPending}
                    options={choices}
                    onChange={(userId: string) => {
                      const person = people.data?.find((known) => known._id === userId);
                      if (!person) return;
                      add({ userId, fullName: person.fullName, criteria: [], include: [], exclude: [] });
                      setDirty(true);
                    }}
                  />
                </div>
              )}
              {membersError !== null && <Form.ErrorList errors={[membersError]} />}
            </Flex>
          )}
        </Form.List>
      </Form>
      {pending !== null && (
        <AccessPreviewDialog
          subject={`Custom role “${pending.input.name}”`}
          preview={pending.preview}
          confirmText={role === null ? 'Add role' : 'Save'}
          saving={save.isPending}
          error={null}
          onConfirm={() => confirm(pending.input)}
          onCancel={() => setPending(null)}
        />
      )}
    </Drawer>
  );
}

/** The role as the gateway holds it now, beside the form's own values, after someone else's change. */
function SavedNow({ role }: { role: CustomRole }) {
  return (
    <div data-testid="role-saved-now">
      <div>Saved now: “{role.name}”</div>
      <div>Rights: {rightsSummary(role.rights)}</div>
      <div>Members: {role.members.length === 0 ? 'none' : role.members.map((member) => `${member.fullName} (${reachInWords(member.reach)})`).join(', ')}</div>
      <div>Your changes are kept below: Save applies them over this version.</div>
    </div>
  );
}
