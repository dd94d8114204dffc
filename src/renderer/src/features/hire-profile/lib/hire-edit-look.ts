import type { HireFormLook } from '@renderer/domain/hires/hire-form-look';

/** The profile edit page shows the fields in two columns, the required ones marked. */
export const HIRE_EDIT_LOOK: HireFormLook = {
  idPrefix: 'hire',
  marks: 'required',
  columns: 2,
  jobFieldOrder: ['jobTitle', 'employmentStatus', 'departmentId', 'locationId', 'startDate', 'timezone', 'otherCriterionIds'],
  coordinatorLabel: 'Onboarding coordinator',
  placeholders: { person: 'Type a name to search', department: 'No department', location: 'No location' },
};
