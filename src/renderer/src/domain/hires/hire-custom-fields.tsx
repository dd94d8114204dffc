import { Input, InputNumber, Radio, Select, theme, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import type { CustomField } from '@shared/contract/fields';
import { PICKER_LIST_HEIGHT_PX } from '@renderer/components/async-select/picker-constants';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { DateField } from '@renderer/components/date-field';
import { FormField, fieldErrorId } from '@renderer/components/form-field';
import { RequiredFormField } from '@renderer/components/required-form-field';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { type AskedFields, type CustomFieldFormValue, isRequiredField } from './custom-field-values';
import { HireFormColumns } from './hire-form-columns';
import { hireFieldLabel, type HireForm, type HireFormLook } from './hire-form-look';

export const CUSTOM_FIELD_INPUT_TEXT = {
  set: 'Set',
  maskedHelp: 'A value is set. Type a new one to replace it.',
  yes: 'Yes',
  no: 'No',
} as const;

const TEXT_INPUT_TYPES: Partial<Record<CustomField['type'], string>> = { email: 'email', phone: 'tel', url: 'url' };
const PLACEHOLDERS: Partial<Record<CustomField['type'], string>> = { phone: '+441632960961', url: 'https://' };

export const customFieldInputId = (look: HireFormLook, field: CustomField) => `${look.idPrefix}-field-${field._id}`;

/** A saved person is held as an id until one is picked; the picker shows an option for it. */
const personOf = (value: CustomFieldFormValue): AsyncOption | null =>
  typeof value === 'string' && value !== '' ? { _id: value, fullName: value } : value && typeof value === 'object' && !Array.isArray(value) ? value : null;

export interface CustomFieldControlProps {
  /** What the input needs of a field: its type, options and label (a built-in field reads as one too). */
  field: Pick<CustomField, 'type' | 'options' | 'label'>;
  id: string;
  value: CustomFieldFormValue;
  onChange(value: CustomFieldFormValue): void;
  onBlur(): void;
  error: string | undefined;
  required: boolean;
  masked: boolean;
  describedBy: string;
}

/** The input a field's type takes. */
export function CustomFieldControl({ field, id, value, onChange, onBlur, error, required, masked, describedBy }: CustomFieldControlProps) {
  const aria = {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const text = typeof value === 'string' ? value : '';
  const options = field.options
    .filter((option) => !option.archived || (Array.isArray(value) ? value.includes(option.key) : value === option.key))
    .map((option) => ({ value: option.key, label: option.archived ? `${option.label} (archived)` : option.label }));
  switch (field.type) {
    case 'long_text':
    case 'address':
      return <Input.TextArea {...aria} autoSize={{ minRows: 2, maxRows: 6 }} value={text} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />;
    case 'number':
      return (
        <InputNumber
          {...aria}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(number) => onChange(typeof number === 'number' ? number : null)}
          onBlur={onBlur}
        />
      );
    case 'date':
      return <DateField id={id} value={text} onChange={onChange} onBlur={onBlur} error={error} required={required} />;
    case 'single_select':
    case 'multi_select':
      return (
        <Select<string | string[] | undefined>
          {...aria}
          mode={field.type === 'multi_select' ? 'multiple' : undefined}
          style={{ width: '100%' }}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          listHeight={PICKER_LIST_HEIGHT_PX}
          value={field.type === 'multi_select' ? (Array.isArray(value) ? value : []) : text || undefined}
          onChange={(chosen) => onChange(chosen ?? null)}
          onBlur={onBlur}
        />
      );
    case 'yes_no':
      return (
        <Radio.Group
          role="radiogroup"
          aria-label={field.label}
          aria-describedby={describedBy}
          value={typeof value === 'boolean' ? value : undefined}
          onChange={(event) => onChange(event.target.value as boolean)}
        >
          <Radio id={id} value={true} onBlur={onBlur}>
            {CUSTOM_FIELD_INPUT_TEXT.yes}
          </Radio>
          <Radio value={false} onBlur={onBlur}>
            {CUSTOM_FIELD_INPUT_TEXT.no}
          </Radio>
        </Radio.Group>
      );
    case 'user':
      return (
        <AsyncSelect
          id={id}
          fetcher={fetchUserOptions}
          value={personOf(value)}
          onChange={(option) => onChange(option)}
          onBlur={onBlur}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      );
    case 'sensitive':
      return (
        <Input.Password
          {...aria}
          autoComplete="off"
          placeholder={masked ? CUSTOM_FIELD_INPUT_TEXT.set : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
    default:
      return (
        <Input
          {...aria}
          type={TEXT_INPUT_TYPES[field.type] ?? 'text'}
          placeholder={PLACEHOLDERS[field.type]}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
  }
}

function CustomFieldInput({ form, look, field, masked }: { form: HireForm; look: HireFormLook; field: CustomField; masked: boolean }) {
  const { token } = theme.useToken();
  const name = `customFields.${field._id}` as const;
  const { errors } = useFormState({ control: form.control, name });
  const error = (errors.customFields as Record<string, { message?: string } | undefined> | undefined)?.[field._id]?.message;
  const id = customFieldInputId(look, field);
  const required = isRequiredField(field) && !masked;
  const help = masked ? CUSTOM_FIELD_INPUT_TEXT.maskedHelp : field.helpText;
  const helpId = `${id}-help`;
  const describedBy = help ? `${helpId} ${fieldErrorId(id)}` : fieldErrorId(id);
  const children: ReactNode = (
    <>
      <Controller
        control={form.control}
        name={name}
        render={({ field: control }) => (
          <CustomFieldControl
            field={field}
            id={id}
            value={control.value}
            onChange={control.onChange}
            onBlur={control.onBlur}
            error={error}
            required={required}
            masked={masked}
            describedBy={describedBy}
          />
        )}
      />
      {help ? (
        <div id={helpId} style={{ color: token.colorTextSecondary, marginTop: 2 }}>
          {help}
        </div>
      ) : null}
    </>
  );
  const props = { id, label: hireFieldLabel(look, field.label, required), error, children };
  return required && look.marks === 'required' ? <RequiredFormField {...props} /> : <FormField {...props} />;
}

/** The company's custom fields the form asks for, under their sections, each with the input its type takes. */
export function HireCustomFields({ form, look, asked }: { form: HireForm; look: HireFormLook; asked: AskedFields }) {
  const sections = new Map<string, CustomField[]>();
  for (const field of asked.fields) sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  return (
    <>
      {[...sections].map(([section, fields]) => (
        <section key={section} aria-label={section}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {section}
          </Typography.Title>
          <HireFormColumns
            look={look}
            fields={fields.map((field): ReactElement => (
              <CustomFieldInput key={field._id} form={form} look={look} field={field} masked={asked.masked.includes(field._id)} />
            ))}
          />
        </section>
      ))}
    </>
  );
}
