import type { Insertable, Kysely } from 'kysely';
import { EMPLOYMENT_STATUSES, type AssigneeRole, type HireStatus, type TaskCategory } from '@shared/onboarding';
import type { GatewayDatabase, HireFieldValuesTable, HireTasksTable, NewHiresTable } from '../db/schema';
import type { HireCriteriaTable } from '../criteria/criteria-tables';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import type { FieldValueRows } from './generate-field-values';
import { addDays } from '../onboarding/hires/hire-dates';
import { foldText } from '../onboarding/hires/hire-names';
import { resolveAssignee } from '../onboarding/tasks/resolve-assignee';
import { atHour, hireRow, insertInBatches, taskRow } from './seed-rows';

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Amara',
  'Noah',
  'Sofia',
  'Kenji',
  'Chloe',
  'Mateo',
  'Priya',
  'Lucas',
  'Hannah',
  'Omar',
  'Isla',
  'Ethan',
  'Zoe',
  'Felix',
  'Leila',
  'Jonas',
  'Maya',
  'Arjun',
  'Elena',
  'Samuel',
  'Nadia',
  'Theo',
  'Grace',
  'Diego',
  'Freya',
  'Malik',
  'Ines',
  'Oscar',
];
const LAST_NAMES = [
  'Smith',
  'Okafor',
  'Nguyen',
  'García',
  'Müller',
  'Kowalski',
  'Haddad',
  'Tanaka',
  'Brown',
  'Rossi',
  'Johansson',
  'Dubois',
  'Patel',
  'Kim',
  'Novak',
  'Silva',
  'Murphy',
  'Cohen',
  'Ahmed',
  'Fischer',
  'Larsen',
  'Moreau',
  'Costa',
  'Walker',
  'Ibrahim',
  'Chen',
  'Berg',
];
const JOB_TITLES = [
  'Software Engineer',
  'Account Executive',
  'Customer Success Manager',
  'HR Generalist',
  'Financial Analyst',
  'Operations Coordinator',
  'Data Analyst',
  'Product Designer',
  'Support Specialist',
  'Recruiter',
  'QA Engineer',
  'Sales Development Representative',
];

interface GeneratedTask {
  title: string;
  taskCategory: TaskCategory;
  assigneeRole: AssigneeRole;
  dueOffsetDays: number;
}

const TASKS: readonly GeneratedTask[] = [
  { title: 'Sign the employment contract', taskCategory: 'logistics', assigneeRole: 'new_hire', dueOffsetDays: -10 },
  { title: 'Order a laptop', taskCategory: 'logistics', assigneeRole: 'user', dueOffsetDays: -7 },
  { title: 'Share the first-week schedule', taskCategory: 'know_the_company', assigneeRole: 'manager', dueOffsetDays: -3 },
  { title: 'Coffee with your buddy', taskCategory: 'build_relationships', assigneeRole: 'buddy', dueOffsetDays: 1 },
  { title: 'Company values session', taskCategory: 'know_the_company', assigneeRole: 'coordinator', dueOffsetDays: 2 },
  { title: 'Complete security training', taskCategory: 'job_training', assigneeRole: 'new_hire', dueOffsetDays: 5 },
  { title: 'Agree 30-60-90 day goals', taskCategory: 'job_training', assigneeRole: 'manager', dueOffsetDays: 7 },
  { title: 'Meet the leadership team', taskCategory: 'build_relationships', assigneeRole: 'coordinator', dueOffsetDays: 14 },
  { title: 'First month check-in', taskCategory: 'build_relationships', assigneeRole: 'manager', dueOffsetDays: 30 },
];

/** Out of every 20 hires: 2 pending, 5 preboarding, 7 onboarding, 4 completed, 2 withdrawn. */
function statusOf(index: number): HireStatus {
  const slot = index % 20;
  if (slot < 2) return 'pending';
  if (slot < 7) return 'preboarding';
  if (slot < 14) return 'onboarding';
  if (slot < 18) return 'completed';
  return 'withdrawn';
}

function startOffsetOf(status: HireStatus, index: number): number {
  switch (status) {
    case 'pending':
    case 'preboarding':
      return 1 + ((index * 13) % 90);
    case 'onboarding':
      return -((index * 11) % 60);
    case 'completed':
      return -61 - ((index * 17) % 300);
    case 'withdrawn':
      return ((index * 7) % 60) - 30;
  }
}

export interface GenerateHiresOptions {
  /** The day the start dates are spread around (YYYY-MM-DD); today in UTC when not given. */
  today?: string;
  /** Tasks per hire, drawn from a fixed set of nine; default 5. */
  tasksPerHire?: number;
  /** The staff that managers, coordinators, buddies and named assignees are drawn from; default the company's active staff. */
  staffIds?: readonly string[];
  /** Default the company's departments and locations. */
  departmentIds?: readonly string[];
  locations?: readonly { id: string; timezone: string | null }[];
  /** The number of the first hire: another call for the same company starts after the last one, so emails stay unique. */
  firstIndex?: number;
  /** The email domain of the generated hires' personal emails. */
  emailDomain?: string;
  /** Each hire's custom field values, by its index (see generate-field-values.ts); none when not given. */
  fieldValues?: (index: number, hireId: string, current: boolean) => FieldValueRows;
}

const DEFAULT_TIMEZONE = '(UTC) Edinburgh, London';

/**
 * A pick among `count` for one attribute of a hire, spread evenly but independent of the hire's
 * other attributes: picking each by the index modulo its list's length would tie, say, a first
 * name to one department, which no real company shows and which misleads the list's query plans.
 */
function pick(index: number, attribute: number, count: number): number {
  let mixed = Math.imul(index ^ Math.imul(attribute, 0x9e3779b9), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return ((mixed ^ (mixed >>> 16)) >>> 0) % count;
}

/**
 * Generates `count` realistic hires with their tasks for a company, deterministically from their
 * index, in batched inserts in one transaction (or the caller's). For the demo and the bench.
 */
export async function generateHires(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  count: number,
  options: GenerateHiresOptions = {},
): Promise<{ hires: number; tasks: number }> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const tasksPerHire = Math.min(Math.max(options.tasksPerHire ?? 5, 0), TASKS.length);
  const staffIds =
    options.staffIds ??
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', companyId)
        .where('kind', '=', 'staff')
        .where('is_active', '=', true)
        .orderBy('email')
        .execute()
    ).map((user) => user.id);
  if (staffIds.length === 0) throw new Error('The company has no active staff to manage the generated hires.');
  const departmentIds =
    options.departmentIds ??
    (await db.selectFrom('departments').select('id').where('company_id', '=', companyId).orderBy('name').execute()).map((row) => row.id);
  const locations =
    options.locations ?? (await db.selectFrom('locations').select(['id', 'timezone']).where('company_id', '=', companyId).orderBy('name').execute());
  const firstIndex = options.firstIndex ?? 0;
  const domain = options.emailDomain ?? 'example.com';
  const staff = (index: number) => staffIds[index % staffIds.length] as string;

  const hires: Insertable<NewHiresTable>[] = [];
  const tasks: Insertable<HireTasksTable>[] = [];
  const fieldValues: Insertable<HireFieldValuesTable>[] = [];
  const fieldCriteria: Insertable<HireCriteriaTable>[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const index = firstIndex + offset;
    const firstName = FIRST_NAMES[pick(index, 1, FIRST_NAMES.length)] as string;
    const lastName = LAST_NAMES[pick(index, 2, LAST_NAMES.length)] as string;
    const status = statusOf(index);
    const startDate = addDays(today, startOffsetOf(status, index));
    const createdDay = addDays(startDate < today ? startDate : today, -30 - (index % 20));
    const location = locations.length === 0 ? undefined : locations[pick(index, 3, locations.length)];
    const manager = pick(index, 4, staffIds.length);
    const people = {
      managerId: staff(manager),
      coordinatorId: staff(manager + 1),
      buddyId: index % 4 === 3 ? null : staff(manager + 2),
      userId: null,
    };
    const hire = hireRow({
      companyId,
      firstName,
      lastName,
      personalEmail: `${foldText(`${firstName}.${lastName}`).replace(/[^a-z.]/g, '')}.${index}@${domain}`,
      jobTitle: JOB_TITLES[pick(index, 5, JOB_TITLES.length)] as string,
      departmentId: departmentIds.length === 0 ? null : (departmentIds[pick(index, 6, departmentIds.length)] as string),
      locationId: location?.id ?? null,
      employmentStatus: EMPLOYMENT_STATUSES[index % 7 === 6 ? 2 : index % 11 === 10 ? 1 : 0] ?? 'full_time',
      startDate,
      timezone: location?.timezone ?? DEFAULT_TIMEZONE,
      ...people,
      status,
      createdBy: people.coordinatorId,
      createdAt: atHour(createdDay, 9),
    });
    const fields = options.fieldValues?.(index, hire.id as string, (CURRENT_HIRE_STATUSES as readonly string[]).includes(status));
    if (fields !== undefined) {
      hire.custom_fields = fields.json;
      fieldValues.push(...fields.values);
      fieldCriteria.push(...fields.criteria);
    }
    hires.push(hire);
    if (status === 'pending') continue;
    for (let number = 0; number < tasksPerHire; number += 1) {
      const template = TASKS[(index + number * 2) % TASKS.length] as GeneratedTask;
      const dueDate = addDays(startDate, template.dueOffsetDays);
      const { assigneeId, note } = resolveAssignee({ role: template.assigneeRole, userId: staff(index + 3) }, people, people.coordinatorId, () => true);
      const past = dueDate < today;
      const taskStatus = status === 'completed' || (past && (index + number) % 3 !== 0) ? 'done' : (index + number) % 97 === 0 ? 'blocked' : 'todo';
      tasks.push(
        taskRow({
          companyId,
          hireId: hire.id,
          hirePlanId: null,
          title: template.title,
          taskCategory: template.taskCategory,
          assigneeRole: template.assigneeRole,
          assigneeId,
          assigneeNote: note,
          dueDate,
          status: taskStatus,
          blockedReason: 'Waiting for the supplier',
          completedBy: assigneeId ?? people.coordinatorId,
          completedAt: atHour(past ? dueDate : addDays(today, -1), 16),
          createdBy: people.coordinatorId,
          createdAt: atHour(createdDay, 10),
        }),
      );
    }
  }

  const write = async (trx: Kysely<GatewayDatabase>) => {
    await insertInBatches(trx, 'new_hires', hires);
    await insertInBatches(trx, 'hire_tasks', tasks);
    await insertInBatches(trx, 'hire_field_values', fieldValues);
    await insertInBatches(trx, 'hire_criteria', fieldCriteria);
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return { hires: hires.length, tasks: tasks.length };
}
