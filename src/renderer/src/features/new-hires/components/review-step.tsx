import { Descriptions, Flex, theme, type DescriptionsProps } from 'antd';
import { useWatch } from 'react-hook-form';
import type { CustomField } from '@shared/contract/fields';
import { toDisplayDate } from '@shared/date-format';
import { EMPLOYMENT_STATUS_LABELS, type EmploymentStatus } from '@shared/onboarding';
import { asyncOptionLabel, type AsyncOption } from '@renderer/components/async-select/async-option';
import { useDepartments, useLocations, useOtherCriteria } from '@renderer/lib/company/use-company-lists';
import { type CustomFieldFormValue, customFieldGatewayValue } from '@renderer/domain/hires/custom-field-values';
import type { HireForm } from '@renderer/domain/hires/hire-form-look';
import { customFieldText } from '@renderer/lib/company/use-custom-field-definitions';

const NOT_GIVEN = '—';

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : NOT_GIVEN);
const person = (option: AsyncOption | null | undefined) => (option ? asyncOptionLabel(option) : NOT_GIVEN);

export interface ReviewStepProps {
  form: HireForm;
  /** The plan in words, e.g. 'Engineering onboarding, 7 tasks'. */
  planSummary: string;
  /** The custom fields the flow asks for, listed under their sections. */
  customFields: readonly CustomField[];
}

/** Step 5, Review: everything entered, as it will be saved. */
export function ReviewStep({ form, planSummary, customFields }: ReviewStepProps) {
  const { token } = theme.useToken();
  const values = useWatch({ control: form.control });
  const departments = useDepartments();
  const locations = useLocations();
  const department = departments.data?.find((option) => option._id === values.departmentId)?.label;
  const location = locations.data?.find((option) => option._id === values.locationId)?.label;
  const otherCriteria = useOtherCriteria()
    .data?.filter((option) => values.otherCriterionIds?.includes(option._id))
    .map((option) => option.label)
    .join(', ');
  const employment = values.employmentStatus ? EMPLOYMENT_STATUS_LABELS[values.employmentStatus as EmploymentStatus] : undefined;

  const sections: { title: string; items: DescriptionsProps['items'] }[] = [
    {
      title: 'Personal',
      items: [
        { key: 'name', label: 'Name', children: text(`${values.firstName ?? ''} ${values.lastName ?? ''}`) },
        { key: 'preferredName', label: 'Preferred name', children: text(values.preferredName) },
        { key: 'personalEmail', label: 'Personal email', children: text(values.personalEmail) },
        { key: 'workEmail', label: 'Work email', children: text(values.workEmail) },
        { key: 'phone', label: 'Phone', children: text(values.phone) },
      ],
    },
    {
      title: 'Job',
      items: [
        { key: 'jobTitle', label: 'Job title', children: text(values.jobTitle) },
        { key: 'department', label: 'Department', children: text(department) },
        { key: 'location', label: 'Location', children: text(location) },
        { key: 'otherCriteria', label: 'Other criteria', children: text(otherCriteria) },
        { key: 'employmentStatus', label: 'Employment status', children: text(employment) },
        { key: 'startDate', label: 'Start date', children: values.startDate ? toDisplayDate(values.startDate) : NOT_GIVEN },
        { key: 'timezone', label: 'Timezone', children: text(values.timezone) },
      ],
    },
    {
      title: 'People',
      items: [
        { key: 'manager', label: 'Manager', children: person(values.manager as AsyncOption | null) },
        { key: 'coordinator', label: 'Coordinator', children: person(values.coordinator as AsyncOption | null) },
        { key: 'buddy', label: 'Buddy', children: person(values.buddy as AsyncOption | null) },
      ],
    },
  ];
  const entered = (values.customFields ?? {}) as Record<string, CustomFieldFormValue>;
  const shown = (field: CustomField) => {
    const value = entered[field._id];
    if (field.type === 'user') return value && typeof value === 'object' && !Array.isArray(value) ? person(value) : text(value as string | undefined);
    return customFieldText(field, customFieldGatewayValue(value)) ?? NOT_GIVEN;
  };
  for (const field of customFields) {
    const item = { key: field._id, label: field.label, children: shown(field) };
    const section = sections.find((candidate) => candidate.title === field.section);
    if (section) section.items?.push(item);
    else sections.push({ title: field.section, items: [item] });
  }
  sections.push({ title: 'Plan', items: [{ key: 'plan', label: 'Onboarding plan', children: planSummary }] });

  return (
    <Flex vertical gap={token.marginMD}>
      {sections.map((section) => (
        <Descriptions key={section.title} title={section.title} column={1} size="small" bordered items={section.items} />
      ))}
    </Flex>
  );
}
