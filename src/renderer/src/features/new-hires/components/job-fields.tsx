import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { Controller, useFormState } from 'react-hook-form';
import { DISPLAY_DATE_FORMAT, parseApiDate, toApiDate } from '@shared/date-format';
import { EMPLOYMENT_STATUS_LABELS, EMPLOYMENT_STATUSES } from '@shared/onboarding';
import { findTimezone } from '@shared/timezones';
import { PICKER_LIST_HEIGHT_PX } from '@renderer/components/async-select/picker-constants';
import { CALENDAR_LOCALE, COMPACT_CALENDAR_STYLES, CompactCalendar } from '@renderer/components/filter-bar/compact-calendar';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';
import { failureMessage } from '@renderer/lib/bridge';
import { useDepartments, useLocations } from '@renderer/lib/company/use-company-lists';
import type { HireForm } from '../hooks/use-hire-form';
import { HireTextField } from './hire-text-field';

export const JOB_FIELD_IDS = {
  jobTitle: 'new-hire-job-title',
  department: 'new-hire-department',
  location: 'new-hire-location',
  employmentStatus: 'new-hire-employment-status',
  startDate: 'new-hire-start-date',
  timezone: 'new-hire-timezone',
} as const;

const EMPLOYMENT_OPTIONS = EMPLOYMENT_STATUSES.map((status) => ({ value: status, label: EMPLOYMENT_STATUS_LABELS[status] }));
const LIST_FAILED = 'The list could not be loaded.';
const searchable = { optionFilterProp: 'label' } as const;

const describe = (id: string, error: string | undefined, required: boolean) => ({
  id,
  status: error ? ('error' as const) : undefined,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': fieldErrorId(id),
});

/** Step 2, Job: the role, where and when the hire starts, and the timezone their dates are read in. */
export function JobFields({ form }: { form: HireForm }) {
  const { control, setValue } = form;
  const { errors } = useFormState({ control });
  const departments = useDepartments();
  const locations = useLocations();
  const departmentOptions = (departments.data ?? []).map((option) => ({ value: option._id, label: option.label }));
  const locationOptions = (locations.data ?? []).map((option) => ({ value: option._id, label: option.label }));

  // A location with a timezone of its own sets the hire's timezone; it can still be changed.
  const chooseLocation = (locationId: string | null) => {
    const timezone = locations.data?.find((location) => location._id === locationId)?.timezone;
    if (timezone && findTimezone(timezone)) setValue('timezone', timezone, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <>
      <HireTextField form={form} name="jobTitle" id={JOB_FIELD_IDS.jobTitle} label="Job title" required maxLength={150} />
      <FormField id={JOB_FIELD_IDS.department} label="Department (optional)" error={errors.departmentId?.message}>
        <Controller
          control={control}
          name="departmentId"
          render={({ field }) => (
            <Select<string | undefined>
              {...describe(JOB_FIELD_IDS.department, errors.departmentId?.message, false)}
              ref={field.ref}
              style={{ width: '100%' }}
              placeholder="Select department"
              options={departmentOptions}
              loading={departments.isPending}
              notFoundContent={departments.isError ? failureMessage(departments.error, LIST_FAILED) : undefined}
              showSearch={searchable}
              allowClear
              listHeight={PICKER_LIST_HEIGHT_PX}
              value={field.value ?? undefined}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField id={JOB_FIELD_IDS.location} label="Location (optional)" error={errors.locationId?.message}>
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <Select<string | undefined>
              {...describe(JOB_FIELD_IDS.location, errors.locationId?.message, false)}
              ref={field.ref}
              style={{ width: '100%' }}
              placeholder="Select location"
              options={locationOptions}
              loading={locations.isPending}
              notFoundContent={locations.isError ? failureMessage(locations.error, LIST_FAILED) : undefined}
              showSearch={searchable}
              allowClear
              listHeight={PICKER_LIST_HEIGHT_PX}
              value={field.value ?? undefined}
              onChange={(value) => {
                field.onChange(value ?? null);
                chooseLocation(value ?? null);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField id={JOB_FIELD_IDS.employmentStatus} label="Employment status" error={errors.employmentStatus?.message}>
        <Controller
          control={control}
          name="employmentStatus"
          render={({ field }) => (
            <Select<string | undefined>
              {...describe(JOB_FIELD_IDS.employmentStatus, errors.employmentStatus?.message, true)}
              ref={field.ref}
              style={{ width: '100%' }}
              placeholder="Select employment status"
              options={EMPLOYMENT_OPTIONS}
              listHeight={PICKER_LIST_HEIGHT_PX}
              // An empty choice is held as '' until one is made.
              value={(field.value as string) === '' ? undefined : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField id={JOB_FIELD_IDS.startDate} label="Start date" error={errors.startDate?.message}>
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <CompactCalendar>
              <DatePicker
                {...describe(JOB_FIELD_IDS.startDate, errors.startDate?.message, true)}
                ref={field.ref}
                styles={COMPACT_CALENDAR_STYLES}
                locale={CALENDAR_LOCALE}
                style={{ width: '100%' }}
                format={DISPLAY_DATE_FORMAT}
                placeholder={DISPLAY_DATE_FORMAT}
                value={parseApiDate(field.value) ?? null}
                onChange={(date) => field.onChange(date ? toApiDate(dayjs(date)) : '')}
                onBlur={field.onBlur}
                // Enter confirms a typed date in the picker; it must not also submit the step.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            </CompactCalendar>
          )}
        />
      </FormField>
      <FormField id={JOB_FIELD_IDS.timezone} label="Timezone" error={errors.timezone?.message}>
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <TimezoneSelect
              {...describe(JOB_FIELD_IDS.timezone, errors.timezone?.message, true)}
              value={field.value === '' ? undefined : field.value}
              onChange={(text) => field.onChange(text ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
    </>
  );
}
