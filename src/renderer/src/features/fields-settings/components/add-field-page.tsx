import { Alert, Button, Card, Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomField } from '@shared/contract/fields';
import {
  CUSTOM_FIELD_FILLERS,
  CUSTOM_FIELD_FILLER_LABELS,
  CUSTOM_FIELD_SECTIONS,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELD_TYPE_LABELS,
  type CustomFieldFiller,
  type CustomFieldType,
  SELECT_FIELD_TYPES,
  TEXT_FIELD_TYPES,
} from '@shared/custom-fields';
import { VALIDATION } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';
import { useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';
import { useFieldChange } from '../api/use-custom-fields';
import { useFieldsRights } from '../hooks/use-fields-rights';

interface FieldFormValues {
  label: string;
  helpText?: string;
  section: string;
  type: CustomFieldType;
  options?: { key?: string; label: string; archived?: boolean }[];
  required?: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  filledBy: CustomFieldFiller;
}

const FORM_FIELDS = ['label', 'helpText', 'section', 'type', 'options', 'filledBy', 'validation.maxLength', 'validation.max'];
const given = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

function formValuesOf(field: CustomField | undefined): Partial<FieldFormValues> {
  if (field === undefined) return { section: 'Other', type: 'short_text', filledBy: 'coordinator', options: [], required: false };
  return {
    label: field.label,
    helpText: field.helpText ?? '',
    section: field.section,
    type: field.type,
    options: field.options,
    required: field.validation.required ?? false,
    minLength: field.validation.minLength,
    maxLength: field.validation.maxLength,
    min: field.validation.min,
    max: field.validation.max,
    filledBy: field.filledBy,
  };
}

function FieldForm({ field }: { field: CustomField | undefined }) {
  const [form] = Form.useForm<FieldFormValues>();
  const navigate = useNavigate();
  const rights = useFieldsRights();
  const create = useFieldChange('fields.create');
  const update = useFieldChange('fields.update');
  const type = Form.useWatch('type', form) ?? field?.type ?? 'short_text';
  const saving = create.isPending || update.isPending;

  const submit = (values: FieldFormValues) => {
    const body = {
      label: values.label,
      helpText: values.helpText ?? null,
      section: values.section,
      options: SELECT_FIELD_TYPES.includes(values.type ?? type)
        ? (values.options ?? []).map((option) => ({ ...option, archived: option.archived ?? false }))
        : [],
      validation: {
        required: values.required ?? false,
        minLength: given(values.minLength),
        maxLength: given(values.maxLength),
        min: given(values.min),
        max: given(values.max),
      },
      filledBy: values.filledBy,
    };
    const done = { onSuccess: () => void navigate(ROUTES.settingsFields), onError: (error: Error) => showFieldErrors(form, error, FORM_FIELDS, 'label') };
    if (field === undefined) create.mutate({ ...body, type: values.type }, done);
    else update.mutate({ ...body, id: field._id, version: field.version, type: field.type }, done);
  };

  return (
    <Form<FieldFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(field)}
      onFinish={submit}
      disabled={!rights.canChange}
      requiredMark="optional"
    >
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} style={{ marginBottom: 16 }} />}
      <Form.Item name="label" label="Label" rules={[{ required: true, whitespace: true, message: VALIDATION.fieldRequired }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="helpText" label="Help text" extra="Shown under the field where it is filled in.">
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="section" label="Section" rules={[{ required: true, message: VALIDATION.fieldRequired }]}>
        <Select options={CUSTOM_FIELD_SECTIONS.map((section) => ({ value: section, label: section }))} />
      </Form.Item>
      <Form.Item
        name="type"
        label="Type"
        rules={[{ required: true, message: VALIDATION.fieldRequired }]}
        extra={field === undefined ? 'The type cannot change once the field is added.' : 'The type of a field cannot change. Add a new field for another type.'}
      >
        <Select disabled={field !== undefined} options={CUSTOM_FIELD_TYPES.map((each) => ({ value: each, label: CUSTOM_FIELD_TYPE_LABELS[each] }))} />
      </Form.Item>
      {SELECT_FIELD_TYPES.includes(type) && (
        <Form.List name="options">
          {(rows, { add, remove }, { errors }) => (
            <Form.Item label="Options" required>
              <Flex vertical gap="small">
                {rows.map((row, index) => (
                  <Space.Compact key={row.key} style={{ width: '100%' }}>
                    <Form.Item name={[row.name, 'label']} noStyle rules={[{ required: true, whitespace: true, message: VALIDATION.fieldRequired }]}>
                      <Input aria-label={`Option ${index + 1}`} maxLength={100} />
                    </Form.Item>
                    <Button onClick={() => remove(row.name)} aria-label={`Remove option ${index + 1}`}>
                      Remove
                    </Button>
                  </Space.Compact>
                ))}
                <Button onClick={() => add({ label: '' })}>Add option</Button>
                <Form.ErrorList errors={errors} />
              </Flex>
            </Form.Item>
          )}
        </Form.List>
      )}
      <Form.Item name="required" valuePropName="checked">
        <Checkbox>Required</Checkbox>
      </Form.Item>
      {TEXT_FIELD_TYPES.includes(type) && (
        <Flex gap="middle" wrap>
          <Form.Item name="minLength" label="Shortest (characters)">
            <InputNumber min={0} max={2000} />
          </Form.Item>
          <Form.Item name={'maxLength'} label="Longest (characters)">
            <InputNumber min={0} max={2000} />
          </Form.Item>
        </Flex>
      )}
      {type === 'number' && (
        <Flex gap="middle" wrap>
          <Form.Item name="min" label="Smallest value">
            <InputNumber />
          </Form.Item>
          <Form.Item name="max" label="Largest value">
            <InputNumber />
          </Form.Item>
        </Flex>
      )}
      <Form.Item name="filledBy" label="Who fills it" rules={[{ required: true, message: VALIDATION.fieldRequired }]}>
        <Radio.Group options={CUSTOM_FIELD_FILLERS.map((filler) => ({ value: filler, label: CUSTOM_FIELD_FILLER_LABELS[filler] }))} />
      </Form.Item>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {field === undefined ? 'Add field' : 'Save field'}
        </Button>
        <Button onClick={() => void navigate(ROUTES.settingsFields)} disabled={false}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}

/** /settings/fields/add-field (and `?id=` to edit one): the field's label, type, options, validation and who fills it. */
export function AddFieldPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const fields = useCustomFieldDefinitions();
  const field = id === null ? undefined : fields.data?.fields.find((each) => each._id === id);
  return (
    <Flex vertical gap="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Title level={1}>{id === null ? 'Add field' : 'Edit field'}</Typography.Title>
      <Card>
        {id !== null && fields.data === undefined ? (
          <Skeleton active />
        ) : id !== null && field === undefined ? (
          <Alert type="warning" showIcon title="That field does not exist." />
        ) : (
          <FieldForm key={field?._id ?? 'new'} field={field} />
        )}
      </Card>
    </Flex>
  );
}
