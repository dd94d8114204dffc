import { Col, Row, Select } from 'antd';
import { Controller } from 'react-hook-form';
import type { Hire, Option } from '@shared/contract/onboarding-schemas';
import { EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS } from '@shared/onboarding';
import { fieldErrorId } from '@renderer/components/form-field';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';
import { useDepartments, useLocations } from '@renderer/lib/company/use-company-lists';
import { DateField } from './date-field';
import { HIRE_EDIT_IDS, type HireEditForm } from './hire-edit-form-types';
import { HireFormField } from './hire-form-field';
import { HireTextField } from './hire-text-field';

const EMPLOYMENT_OPTIONS = EMPLOYMENT_STATUSES.map((value) => ({ value, label: EMPLOYMENT_STATUS_LABELS[value] }));

/** The company's list, with the hire's own choice kept while the list loads or if it has left the list. */
function optionsWith(list: readonly Option[] | undefined, current: Option | null) {
  const options = (list ?? []).map((entry) => ({ value: entry._id, label: entry.label }));
  if (current && !options.some((entry) => entry.value === current._id)) options.unshift({ value: current._id, label: current.label });
  return options;
}

/** What the hire will do, where and from when. */
export function HireJobFields({ form, hire }: { form: HireEditForm; hire: Hire }) {
  const departments = useDepartments();
  const locations = useLocations();
  const { errors } = form.formState;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <HireTextField form={form} name="jobTitle" label="Job title" required />
      </Col>
      <Col xs={24} md={12}>
        <HireFormField id={HIRE_EDIT_IDS.employmentStatus} label="Employment status" required error={errors.employmentStatus?.message}>
          <Controller
            control={form.control}
            name="employmentStatus"
            render={({ field }) => (
              <Select
                id={HIRE_EDIT_IDS.employmentStatus}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={EMPLOYMENT_OPTIONS}
                style={{ width: '100%' }}
                aria-required
                aria-describedby={fieldErrorId(HIRE_EDIT_IDS.employmentStatus)}
              />
            )}
          />
        </HireFormField>
      </Col>
      <Col xs={24} md={12}>
        <HireFormField id={HIRE_EDIT_IDS.departmentId} label="Department" error={errors.departmentId?.message}>
          <Controller
            control={form.control}
            name="departmentId"
            render={({ field }) => (
              <Select
                id={HIRE_EDIT_IDS.departmentId}
                value={field.value ?? undefined}
                onChange={(value?: string) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                options={optionsWith(departments.data, hire.department)}
                loading={departments.isPending}
                allowClear
                placeholder="No department"
                style={{ width: '100%' }}
                aria-describedby={fieldErrorId(HIRE_EDIT_IDS.departmentId)}
              />
            )}
          />
        </HireFormField>
      </Col>
      <Col xs={24} md={12}>
        <HireFormField id={HIRE_EDIT_IDS.locationId} label="Location" error={errors.locationId?.message}>
          <Controller
            control={form.control}
            name="locationId"
            render={({ field }) => (
              <Select
                id={HIRE_EDIT_IDS.locationId}
                value={field.value ?? undefined}
                onChange={(value?: string) => {
                  field.onChange(value ?? null);
                  // A location's own timezone is the likely one; the field stays editable.
                  const timezone = locations.data?.find((entry) => entry._id === value)?.timezone;
                  if (timezone) form.setValue('timezone', timezone, { shouldValidate: true, shouldDirty: true });
                }}
                onBlur={field.onBlur}
                options={optionsWith(locations.data, hire.location)}
                loading={locations.isPending}
                allowClear
                placeholder="No location"
                style={{ width: '100%' }}
                aria-describedby={fieldErrorId(HIRE_EDIT_IDS.locationId)}
              />
            )}
          />
        </HireFormField>
      </Col>
      <Col xs={24} md={12}>
        <HireFormField id={HIRE_EDIT_IDS.startDate} label="Start date" required error={errors.startDate?.message}>
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <DateField
                id={HIRE_EDIT_IDS.startDate}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.startDate?.message}
                required
              />
            )}
          />
        </HireFormField>
      </Col>
      <Col xs={24} md={12}>
        <HireFormField id={HIRE_EDIT_IDS.timezone} label="Timezone" required error={errors.timezone?.message}>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <TimezoneSelect
                id={HIRE_EDIT_IDS.timezone}
                value={field.value}
                onChange={(text) => field.onChange(text ?? '')}
                onBlur={field.onBlur}
                status={errors.timezone ? 'error' : undefined}
                aria-required
                aria-invalid={errors.timezone ? true : undefined}
                aria-describedby={fieldErrorId(HIRE_EDIT_IDS.timezone)}
              />
            )}
          />
        </HireFormField>
      </Col>
    </Row>
  );
}
