import type { HireFormLook } from '@renderer/domain/hires/hire-form-look';

/** The add flow's steps show one field under another, each optional one saying so. */
export const ADD_HIRE_LOOK: HireFormLook = {
  idPrefix: 'new-hire',
  marks: 'optional',
  columns: 1,
  jobFieldOrder: ['jobTitle', 'departmentId', 'locationId', 'employmentStatus', 'startDate', 'timezone', 'otherCriterionIds'],
  coordinatorLabel: 'Coordinator',
  placeholders: { person: 'Search people', department: 'Select department', location: 'Select location', employmentStatus: 'Select employment status' },
};
