import LockOutlined from '@ant-design/icons/LockOutlined';
import { Alert, Button, Empty, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BuiltInField, CustomField } from '@shared/contract/fields';
import { CUSTOM_FIELD_FILLER_LABELS, CUSTOM_FIELD_TYPE_LABELS } from '@shared/custom-fields';
import { ROUTES, routes } from '@shared/routes';
import { LoadFailure } from '@renderer/components/load-failure';
import { failureMessage } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';
import { useFieldChange } from '../api/use-custom-fields';
import { useFieldsRights } from '../hooks/use-fields-rights';

function usageText(field: CustomField): string {
  const { rules } = field.usage;
  return rules === 0 ? 'Not used by a rule' : `Used by ${rules} ${rules === 1 ? 'rule' : 'rules'}`;
}

function FieldActions({ field, canChange, reason }: { field: CustomField; canChange: boolean; reason: string | null }) {
  const navigate = useNavigate();
  const { message } = useToast();
  const archive = useFieldChange('fields.archive');
  const restore = useFieldChange('fields.restore');
  const inUse = field.usage.rules > 0;
  const archiveReason = reason ?? (inUse ? `${usageText(field)}: remove it from its rules before archiving it.` : null);
  const run = (change: typeof archive | typeof restore) =>
    change.mutate({ id: field._id, version: field.version }, { onError: (error) => void message.error(failureMessage(error, 'The field did not change.')) });
  return (
    <Flex gap="small" wrap>
      <Tooltip title={reason}>
        <Button size="small" disabled={!canChange} onClick={() => void navigate(routes.settingsEditField(field._id))} aria-label={`Edit ${field.label}`}>
          Edit
        </Button>
      </Tooltip>
      {field.archived ? (
        <Tooltip title={reason}>
          <Button size="small" disabled={!canChange} loading={restore.isPending} onClick={() => run(restore)} aria-label={`Restore ${field.label}`}>
            Restore
          </Button>
        </Tooltip>
      ) : (
        <Tooltip title={archiveReason}>
          <Button size="small" disabled={!canChange || inUse} loading={archive.isPending} onClick={() => run(archive)} aria-label={`Archive ${field.label}`}>
            Archive
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}

/** /settings/fields: the company's custom fields of a hire, what uses each, and the built-in fields, locked. */
export function FieldsSettingsPage() {
  const fields = useCustomFieldDefinitions();
  const rights = useFieldsRights();
  const navigate = useNavigate();
  const addButton = (
    <Tooltip title={rights.reason}>
      <Button type="primary" disabled={!rights.canChange} onClick={() => void navigate(ROUTES.settingsAddField)}>
        Add field
      </Button>
    </Tooltip>
  );
  return (
    <Flex vertical gap="large" style={{ width: '100%', maxWidth: 1100 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <div>
          <Typography.Title level={1} style={{ marginBottom: 4 }}>
            Fields
          </Typography.Title>
          <Typography.Text type="secondary">What your company records about each new hire, beside the fields every hire has.</Typography.Text>
        </div>
        {addButton}
      </Flex>
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
      {fields.isError ? (
        <LoadFailure title="The fields could not be loaded" error={fields.error} retrying={fields.isFetching} onRetry={() => void fields.refetch()} />
      ) : fields.data === undefined ? (
        <Skeleton active />
      ) : (
        <>
          <section aria-labelledby="custom-fields-heading">
            <Typography.Title level={2} id="custom-fields-heading" style={{ fontSize: 20 }}>
              Your fields
            </Typography.Title>
            {fields.data.fields.length === 0 ? (
              <Empty description="No fields of your own yet. Add one to record something every hire needs, such as a T-shirt size or a laptop choice." />
            ) : (
              <Table<CustomField>
                rowKey="_id"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={fields.data.fields}
                columns={[
                  {
                    title: 'Field',
                    key: 'label',
                    render: (_, field) => (
                      <Flex vertical>
                        <Typography.Text strong>{field.label}</Typography.Text>
                        <Typography.Text type="secondary">{field.key}</Typography.Text>
                      </Flex>
                    ),
                  },
                  { title: 'Type', key: 'type', render: (_, field) => CUSTOM_FIELD_TYPE_LABELS[field.type] },
                  { title: 'Section', dataIndex: 'section' },
                  { title: 'Filled by', key: 'filledBy', render: (_, field) => CUSTOM_FIELD_FILLER_LABELS[field.filledBy] },
                  { title: 'Where it is used', key: 'usage', render: (_, field) => usageText(field) },
                  { title: 'Status', key: 'status', render: (_, field) => (field.archived ? <Tag>Archived</Tag> : <Tag color="green">Active</Tag>) },
                  {
                    title: 'Actions',
                    key: 'actions',
                    render: (_, field) => <FieldActions field={field} canChange={rights.canChange} reason={rights.reason} />,
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="built-in-fields-heading">
            <Typography.Title level={2} id="built-in-fields-heading" style={{ fontSize: 20 }}>
              Built-in fields
            </Typography.Title>
            <Typography.Paragraph type="secondary">Every hire has these; they cannot be changed or archived.</Typography.Paragraph>
            <Table<BuiltInField>
              rowKey="key"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={fields.data.builtIns}
              columns={[
                {
                  title: 'Field',
                  key: 'label',
                  render: (_, field) => (
                    <Flex gap="small" align="center">
                      <LockOutlined aria-hidden />
                      {field.label}
                      <span className="sr-only">(locked)</span>
                    </Flex>
                  ),
                },
                { title: 'Type', key: 'type', render: (_, field) => CUSTOM_FIELD_TYPE_LABELS[field.type] },
                { title: 'Section', dataIndex: 'section' },
              ]}
            />
          </section>
        </>
      )}
    </Flex>
  );
}
