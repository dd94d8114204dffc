import type { CustomFieldType } from './custom-fields';

export const BUILT_IN_FIELD_KEYS = [
  'first_name',
  'last_name',
  'preferred_name',
  'personal_email',
  'phone',
  'work_email',
  'job_title',
  'department',
  'location',
  'employment_status',
  'start_date',
  'timezone',
  'manager',
  'coordinator',
  'buddy',
] as const;
export type BuiltInFieldKey = (typeof BUILT_IN_FIELD_KEYS)[number];

export interface BuiltInFieldDefinition {
  key: BuiltInFieldKey;
  label: string;
  section: string;
  type: CustomFieldType;
}

/** The hire fields the product has itself: the fields screen lists them as locked; they are columns of `new_hires`, not rows. */
export const BUILT_IN_FIELDS: readonly BuiltInFieldDefinition[] = [
  { key: 'first_name', label: 'First name', section: 'Personal', type: 'short_text' },
  { key: 'last_name', label: 'Last name', section: 'Personal', type: 'short_text' },
  { key: 'preferred_name', label: 'Preferred name', section: 'Personal', type: 'short_text' },
  { key: 'personal_email', label: 'Personal email', section: 'Personal', type: 'email' },
  { key: 'phone', label: 'Phone', section: 'Personal', type: 'phone' },
  { key: 'work_email', label: 'Work email', section: 'Job', type: 'email' },
  { key: 'job_title', label: 'Job title', section: 'Job', type: 'short_text' },
  { key: 'department', label: 'Department', section: 'Job', type: 'single_select' },
  { key: 'location', label: 'Location', section: 'Job', type: 'single_select' },
  { key: 'employment_status', label: 'Employment status', section: 'Job', type: 'single_select' },
  { key: 'start_date', label: 'Start date', section: 'Job', type: 'date' },
  { key: 'timezone', label: 'Timezone', section: 'Job', type: 'short_text' },
  { key: 'manager', label: 'Manager', section: 'Job', type: 'user' },
  { key: 'coordinator', label: 'Coordinator', section: 'Job', type: 'user' },
  { key: 'buddy', label: 'Buddy', section: 'Job', type: 'user' },
];

export function isBuiltInFieldKey(key: string): key is BuiltInFieldKey {
  return (BUILT_IN_FIELD_KEYS as readonly string[]).includes(key);
}
