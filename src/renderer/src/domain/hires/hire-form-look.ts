import type { UseFormReturn } from 'react-hook-form';
import type { HireFormField, HireFormInput, HireFormValues } from './hire-form-schema';

export type HireForm = UseFormReturn<HireFormInput, unknown, HireFormValues>;

export type HireJobField = 'jobTitle' | 'departmentId' | 'locationId' | 'employmentStatus' | 'startDate' | 'timezone' | 'otherCriterionIds';

/** How a screen shows the hire form's fields: the add flow and the profile edit page each have their own. */
export interface HireFormLook {
  /** Put before each field's id, so the ids stay unique on the page ('new-hire' gives 'new-hire-first-name'). */
  idPrefix: string;
  /** 'optional' writes "(optional)" after an optional field's label; 'required' marks the required fields instead. */
  marks: 'optional' | 'required';
  /** Two columns on a wide window, or each field under the one before. */
  columns: 1 | 2;
  jobFieldOrder: readonly HireJobField[];
  coordinatorLabel: string;
  placeholders: { person: string; department: string; location: string; employmentStatus?: string };
  /**
   * How each field stands for the reader, by form field name or custom field id: `locked` is shown
   * disabled, `hidden` is left out. Every field is open when there is no such function.
   */
  fieldState?: (field: string) => HireFieldState;
}

export type HireFieldState = 'open' | 'locked' | 'hidden';

const ID_SUFFIXES: Readonly<Record<HireFormField, string>> = {
  firstName: 'first-name',
  lastName: 'last-name',
  preferredName: 'preferred-name',
  personalEmail: 'personal-email',
  workEmail: 'work-email',
  phone: 'phone',
  jobTitle: 'job-title',
  departmentId: 'department',
  locationId: 'location',
  employmentStatus: 'employment-status',
  startDate: 'start-date',
  timezone: 'timezone',
  otherCriterionIds: 'other-criteria',
  manager: 'manager',
  coordinator: 'coordinator',
  buddy: 'buddy',
  customFields: 'custom-fields',
};

export function hireFieldId(look: HireFormLook, field: HireFormField): string {
  return `${look.idPrefix}-${ID_SUFFIXES[field]}`;
}

/** A field's label as the look shows it; a required mark, where the look has one, is drawn by HireFormField. */
export function hireFieldLabel(look: HireFormLook, label: string, required: boolean): string {
  return look.marks === 'optional' && !required ? `${label} (optional)` : label;
}
