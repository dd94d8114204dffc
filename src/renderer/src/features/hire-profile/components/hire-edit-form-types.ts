import type { UseFormReturn } from 'react-hook-form';
import type { HireEditInput, HireEditValues } from '../schemas/hire-edit-schema';

export type HireEditForm = UseFormReturn<HireEditInput, unknown, HireEditValues>;

export const HIRE_EDIT_IDS = {
  firstName: 'hire-first-name',
  lastName: 'hire-last-name',
  preferredName: 'hire-preferred-name',
  personalEmail: 'hire-personal-email',
  workEmail: 'hire-work-email',
  phone: 'hire-phone',
  jobTitle: 'hire-job-title',
  departmentId: 'hire-department',
  locationId: 'hire-location',
  employmentStatus: 'hire-employment-status',
  startDate: 'hire-start-date',
  timezone: 'hire-timezone',
  manager: 'hire-manager',
  coordinator: 'hire-coordinator',
  buddy: 'hire-buddy',
} as const;
