import type { Kysely } from 'kysely';
import type { BuiltInFieldKey } from '@shared/built-in-fields';
import { type FirstDay, firstDaySchema } from '@shared/contract/onboarding-schemas';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import type { GatewayDatabase } from '../../../db/schema';
import type { HireRow } from '../hire-rows';
import { hireFullName } from '../hire-names';
import { loadPeople } from '../../people';
import { todayOf } from '../../tasks/task-dates';
import { presentTasks, taskRows } from '../../tasks/task-view';
import { loadCompanyDetails } from '../../settings/company-details-view';
import { loadFieldAccessSettings } from '../../../access/field-access-settings';
import { companyFields } from '../../fields/field-rows';
import { hiresInReach } from '../../../access/hire-reach';
import { managerFieldViewOf } from '../../../access/hire-field-filter';
import type { OnboardingCaller } from '../../onboarding-access';
import { hireSequence } from '../../../welcome-pages/page-sequence';
import { pageViewsOf } from '../../../welcome-pages/page-views';
import { colleagueStart, hiddenForSelf, hireFieldPeopleIds, hireFieldValues, hiresStartingNear, ownFields } from './welcome-fields';

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

/** Who reads a welcome page: the new hire (reach `own`), or staff previewing it, within their reach and access. */
export type WelcomeReader = Pick<OnboardingCaller, 'reach' | 'managerAccess'>;

/**
 * A hire's welcome experience: the company's branding, the message, the first day, the people, the
 * new hire's own tasks, their own fields ("About you") and who starts near them ("Starting with
 * you"). Whoever reads it (the new hire, or staff previewing it) reads it as the new hire would: a
 * field hidden from the new hire is absent from the whole answer, and of the other hires only the
 * fields visible to the company are given.
 */
export async function welcomeExperienceOf(db: Kysely<GatewayDatabase>, hire: HireRow, reader: WelcomeReader): Promise<WelcomeExperience> {
  const [company, settings, fields, colleagues, sequence] = await Promise.all([
    loadCompanyDetails(db, hire.company_id),
    loadFieldAccessSettings(db, hire.company_id),
    companyFields(db, hire.company_id),
    hiresStartingNear(db, hire, reader.reach.kind === 'own' ? null : hiresInReach(db, hire.company_id, reader.reach)),
    hireSequence(db, hire.company_id, hire.id),
  ]);
  // A manager previewing a report's page sees it without what the manager's access hides from them too.
  const managerView = reader.managerAccess ? managerFieldViewOf(settings) : null;
  const hiddenFromReader = (key: string) => managerView?.levelOf(key) === 'hidden';
  const people = await loadPeople(
    db,
    hire.company_id,
    [hire, ...colleagues].flatMap((row) => hireFieldPeopleIds(row, fields)),
  );
  const rows = await taskRows(db, hire.company_id)
    .where('t.hire_id', '=', hire.id)
    .where('t.assignee_role', '=', 'new_hire')
    .orderBy('t.due_date')
    .orderBy('t.title')
    .orderBy('t.id')
    .execute();
  const shown = <T>(key: BuiltInFieldKey, value: T): T | null => (hiddenForSelf(settings, key) || hiddenFromReader(key) ? null : value);
  const person = (key: 'manager' | 'buddy' | 'coordinator', id: string | null) => shown(key, id === null ? null : (people.get(id) ?? null));
  const aboutYou = ownFields(hireFieldValues(hire, fields, people), settings).filter((field) => !hiddenFromReader(field.key));
  const roleIds = { manager: hire.manager_id, buddy: hire.buddy_id, coordinator: hire.coordinator_id };
  const pages = await pageViewsOf(db, sequence, {
    companyId: hire.company_id,
    startDate: hire.start_date,
    locationId: hire.location_id,
    rolePerson: (role) => person(role, roleIds[role]),
    ownFields: aboutYou,
  });
  return {
    hireId: hire.id,
    firstName: hire.first_name,
    preferredName: shown('preferred_name', hire.preferred_name),
    fullName: hireFullName(hire),
    jobTitle: hire.job_title,
    startDate: hire.start_date,
    timezone: shown('timezone', hire.timezone),
    status: hire.status,
    department: shown(
      'department',
      hire.department_id === null || hire.department_name === null ? null : { _id: hire.department_id, label: hire.department_name },
    ),
    location: shown('location', hire.location_id === null || hire.location_name === null ? null : { _id: hire.location_id, label: hire.location_name }),
    company,
    welcomeMessage: hire.welcome_message,
    firstDay: firstDayOf(hire.first_day),
    manager: person('manager', hire.manager_id),
    buddy: person('buddy', hire.buddy_id),
    coordinator: person('coordinator', hire.coordinator_id),
    tasks: await presentTasks(db, hire.company_id, rows, todayOf()),
    aboutYou,
    pages,
    startingWithYou: colleagues.map((colleague) => colleagueStart(colleague, hireFieldValues(colleague, fields, people), settings)),
    version: hire.version,
  };
}
