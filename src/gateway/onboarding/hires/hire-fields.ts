import type { z } from 'zod';
import type { hireFieldsSchema } from '@shared/contract/onboarding-schemas';
import type { HireReferences } from './hire-references';
import { hireSearchText, hireSortName } from './hire-names';

export type HireFields = z.output<typeof hireFieldsSchema>;

/** The columns a hire's entered fields are stored in; create and update write the same ones. */
export function hireFieldColumns(fields: HireFields, references: HireReferences) {
  return {
    first_name: fields.firstName,
    last_name: fields.lastName,
    preferred_name: fields.preferredName,
    search_text: hireSearchText(fields),
    sort_name: hireSortName(fields),
    personal_email: fields.personalEmail,
    work_email: fields.workEmail,
    phone: fields.phone,
    job_title: fields.jobTitle,
    department_id: references.departmentId,
    location_id: references.locationId,
    employment_status: fields.employmentStatus,
    start_date: fields.startDate,
    timezone: fields.timezone,
    manager_id: references.managerId,
    coordinator_id: references.coordinatorId,
    buddy_id: references.buddyId,
    custom_fields: JSON.stringify(fields.customFields),
  };
}
