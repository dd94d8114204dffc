import type { Kysely } from 'kysely';
import { type FirstDay, firstDaySchema } from '@shared/contract/onboarding-schemas';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import type { GatewayDatabase } from '../../../db/schema';
import type { HireRow } from '../hire-rows';
import { hireFullName } from '../hire-names';
import { loadPeople } from '../../people';
import { todayOf } from '../../tasks/task-dates';
import { presentTasks, taskRows } from '../../tasks/task-view';
import { loadCompanyDetails } from '../../settings/company-details-view';

const NO_FIRST_DAY: FirstDay = { arrivalTime: null, address: null, instructions: null };

/** The stored first-day JSON; anything unreadable reads as nothing planned yet. */
export function firstDayOf(json: string): FirstDay {
  try {
    const parsed = firstDaySchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : NO_FIRST_DAY;
  } catch {
    return NO_FIRST_DAY;
  }
}

/** A hire's welcome experience: the company's branding, the message, the first day, the people, and the new hire's own tasks. */
export async function welcomeExperienceOf(db: Kysely<GatewayDatabase>, hire: HireRow): Promise<WelcomeExperience> {
  const company = await loadCompanyDetails(db, hire.company_id);
  const people = await loadPeople(db, hire.company_id, [hire.manager_id, hire.buddy_id, hire.coordinator_id]);
  const rows = await taskRows(db, hire.company_id)
    .where('t.hire_id', '=', hire.id)
    .where('t.assignee_role', '=', 'new_hire')
    .orderBy('t.due_date')
    .orderBy('t.title')
    .orderBy('t.id')
    .execute();
  const person = (id: string | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    hireId: hire.id,
    firstName: hire.first_name,
    preferredName: hire.preferred_name,
    fullName: hireFullName(hire),
    jobTitle: hire.job_title,
    startDate: hire.start_date,
    timezone: hire.timezone,
    status: hire.status,
    department: hire.department_id === null || hire.department_name === null ? null : { _id: hire.department_id, label: hire.department_name },
    location: hire.location_id === null || hire.location_name === null ? null : { _id: hire.location_id, label: hire.location_name },
    company,
    welcomeMessage: hire.welcome_message,
    firstDay: firstDayOf(hire.first_day),
    manager: person(hire.manager_id),
    buddy: person(hire.buddy_id),
    coordinator: person(hire.coordinator_id),
    tasks: await presentTasks(db, hire.company_id, rows, todayOf()),
    version: hire.version,
  };
}
