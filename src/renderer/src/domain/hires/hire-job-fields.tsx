import type { UseQueryResult } from '@tanstack/react-query';
import { Select } from 'antd';
import type { ReactElement } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import type { Option } from '@shared/contract/onboarding-schemas';
import type { PlaceOption } from '@shared/contract/onboarding-schemas';
import { EMPLOYMENT_STATUS_LABELS, EMPLOYMENT_STATUSES } from '@shared/onboarding';
import { findTimezone } from '@shared/timezones';
import { PICKER_LIST_HEIGHT_PX } from '@renderer/components/async-select/picker-constants';
import { DateField } from '@renderer/components/date-field';
import { fieldErrorId } from '@renderer/components/form-field';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';
import { failureMessage } from '@renderer/lib/bridge';
import { offeredPlaces } from '@renderer/lib/company/place-options';
import { useDepartments, useLocations, useOtherCriteria } from '@renderer/lib/company/use-company-lists';
import { HireFormColumns } from './hire-form-columns';
import { HireFormField } from './hire-form-field';
import { hireFieldId, type HireForm, type HireFormLook, type HireJobField } from './hire-form-look';
import { HireTextField } from './hire-text-field';

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

/** The company's list without archived values, with the hire's own choice kept while the list loads, if it is archived or if it has left the list. */
function optionsWith(list: readonly PlaceOption[] | undefined, current: Option | null | undefined) {
  const options = offeredPlaces(list, current ? [current._id] : []).map((entry) => ({ value: entry._id, label: entry.label }));
  if (current && !options.some((entry) => entry.value === current._id)) options.unshift({ value: current._id, label: current.label });
  return options;
}

interface CompanyListFieldProps {
  form: HireForm;
  look: HireFormLook;
  name: 'departmentId' | 'locationId';
  label: string;
  list: UseQueryResult<readonly PlaceOption[]>;
  saved: Option | null | undefined;
  placeholder: string;
  onChosen?(id: string | null): void;
}

/** A choice from one of the company's lists (departments, locations), which may be left empty. */
function CompanyListField({ form, look, name, label, list, saved, placeholder, onChosen }: CompanyListFieldProps) {
  const { errors } = useFormState({ control: form.control, name });
  const error = errors[name]?.message;
  return (
    <HireFormField look={look} name={name} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select<string | undefined>
            {...describe(hireFieldId(look, name), error, false)}
            ref={field.ref}
            style={{ width: '100%' }}
            placeholder={placeholder}
            options={optionsWith(list.data, saved)}
            loading={list.isPending}
            notFoundContent={list.isError ? failureMessage(list.error, LIST_FAILED) : undefined}
            showSearch={searchable}
            allowClear
            listHeight={PICKER_LIST_HEIGHT_PX}
            value={field.value ?? undefined}
            onChange={(value) => {
              field.onChange(value ?? null);
              onChosen?.(value ?? null);
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    </HireFormField>
  );
}

/** The company's other criteria, several at once; archived ones only where the hire holds them already. */
function OtherCriteriaField({ form, look, saved }: { form: HireForm; look: HireFormLook; saved: readonly PlaceOption[] }) {
  const list = useOtherCriteria();
  const { errors } = useFormState({ control: form.control, name: 'otherCriterionIds' });
  const error = errors.otherCriterionIds?.message;
  const options = [
    ...offeredPlaces(
      list.data,
      saved.map((option) => option._id),
    ),
    ...saved.filter((option) => !list.data?.some((entry) => entry._id === option._id)),
  ].map((entry) => ({ value: entry._id, label: entry.label }));
  return (
    <HireFormField look={look} name="otherCriterionIds" label="Other criteria" error={error}>
      <Controller
        control={form.control}
        name="otherCriterionIds"
        render={({ field }) => (
          <Select<string[]>
            {...describe(hireFieldId(look, 'otherCriterionIds'), error, false)}
            ref={field.ref}
            mode="multiple"
            style={{ width: '100%' }}
            placeholder="Choose any that apply"
            options={options}
            loading={list.isPending}
            notFoundContent={list.isError ? failureMessage(list.error, LIST_FAILED) : undefined}
            showSearch={searchable}
            allowClear
            listHeight={PICKER_LIST_HEIGHT_PX}
            value={field.value ?? []}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
          />
        )}
      />
    </HireFormField>
  );
}

export interface HireJobFieldsProps {
  form: HireForm;
  look: HireFormLook;
  /** The saved hire's department and location, shown even when the company's list no longer has them. */
  saved?: { department: Option | null; location: Option | null; otherCriteria?: readonly PlaceOption[] };
}

/** The hire's role, where and when they start, and the timezone their dates are read in. */
export function HireJobFields({ form, look, saved }: HireJobFieldsProps) {
  const { control, setValue } = form;
  const { errors } = useFormState({ control });
  const departments = useDepartments();
  const locations = useLocations();
  const id = (name: HireJobField) => hireFieldId(look, name);

  // A location with a timezone of its own sets the hire's timezone; it can still be changed.
  const chooseLocation = (locationId: string | null) => {
    const timezone = locations.data?.find((location) => location._id === locationId)?.timezone;
    if (timezone && findTimezone(timezone)) setValue('timezone', timezone, { shouldValidate: true, shouldDirty: true });
  };

  const fields: Record<HireJobField, ReactElement> = {
    jobTitle: <HireTextField key="jobTitle" form={form} look={look} name="jobTitle" label="Job title" required />,
    departmentId: (
      <CompanyListField
        key="departmentId"
        form={form}
        look={look}
        name="departmentId"
        label="Department"
        list={departments}
        saved={saved?.department}
        placeholder={look.placeholders.department}
      />
    ),
    locationId: (
      <CompanyListField
        key="locationId"
        form={form}
        look={look}
        name="locationId"
        label="Location"
        list={locations}
        saved={saved?.location}
        placeholder={look.placeholders.location}
        onChosen={chooseLocation}
      />
    ),
    employmentStatus: (
      <HireFormField key="employmentStatus" look={look} name="employmentStatus" label="Employment status" required error={errors.employmentStatus?.message}>
        <Controller
          control={control}
          name="employmentStatus"
          render={({ field }) => (
            <Select<string | undefined>
              {...describe(id('employmentStatus'), errors.employmentStatus?.message, true)}
              ref={field.ref}
              style={{ width: '100%' }}
              placeholder={look.placeholders.employmentStatus}
              options={EMPLOYMENT_OPTIONS}
              listHeight={PICKER_LIST_HEIGHT_PX}
              // An empty choice is held as '' until one is made.
              value={(field.value as string) === '' ? undefined : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </HireFormField>
    ),
    startDate: (
      <HireFormField key="startDate" look={look} name="startDate" label="Start date" required error={errors.startDate?.message}>
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <DateField
              id={id('startDate')}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.startDate?.message}
              required
            />
          )}
        />
      </HireFormField>
    ),
    otherCriterionIds: <OtherCriteriaField key="otherCriterionIds" form={form} look={look} saved={saved?.otherCriteria ?? []} />,
    timezone: (
      <HireFormField key="timezone" look={look} name="timezone" label="Timezone" required error={errors.timezone?.message}>
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <TimezoneSelect
              {...describe(id('timezone'), errors.timezone?.message, true)}
              value={field.value === '' ? undefined : field.value}
              onChange={(text) => field.onChange(text ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </HireFormField>
    ),
  };

  return <HireFormColumns look={look} fields={look.jobFieldOrder.map((name) => fields[name])} />;
}
