import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { AssigneeRole, EmploymentStatus, HireStatus, TaskCategory, TaskStatus } from '@shared/onboarding';
import type { DueOffsetUnit } from '@shared/working-days';
import type { GatewayDatabase, HireTasksTable, NewHiresTable } from '../db/schema';
import { hireSearchText, hireSortName } from '../onboarding/hires/hire-names';

let lastMillis = 0;

/**
 * A UUIDv7: time-ordered, so a batch of new rows lands at the end of each index on the id instead
 * of all over it (100,000 hires load in seconds instead of minutes). Strictly increasing within
 * the process, and a valid uuid for PostgreSQL's column type.
 */
export function orderedId(): string {
  lastMillis = Math.max(Date.now(), lastMillis + 1);
  const time = lastMillis.toString(16).padStart(12, '0');
  // randomUUID draws from a buffered pool: cheaper per id than randomBytes, and its variant bits are already right.
  const random = randomUUID();
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}

export interface SeedHire {
  companyId: string;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  personalEmail: string;
  workEmail?: string | null;
  phone?: string | null;
  jobTitle: string;
  departmentId: string | null;
  locationId: string | null;
  employmentStatus: EmploymentStatus;
  startDate: string;
  timezone: string;
  managerId: string | null;
  coordinatorId: string | null;
  buddyId: string | null;
  userId?: string | null;
  status: HireStatus;
  welcomeMessage?: string;
  firstDay?: { arrivalTime: string | null; address: string | null; instructions: string | null };
  createdBy: string | null;
  createdAt: string;
  updatedAt?: string;
  version?: number;
}

/** A new_hires row as the hires calls would have stored it: search and sort keys included. */
export function hireRow(hire: SeedHire): Insertable<NewHiresTable> {
  const preferredName = hire.preferredName ?? null;
  return {
    id: orderedId(),
    company_id: hire.companyId,
    first_name: hire.firstName,
    last_name: hire.lastName,
    preferred_name: preferredName,
    search_text: hireSearchText({ firstName: hire.firstName, lastName: hire.lastName, preferredName, personalEmail: hire.personalEmail }),
    sort_name: hireSortName(hire),
    personal_email: hire.personalEmail,
    work_email: hire.workEmail ?? null,
    phone: hire.phone ?? null,
    job_title: hire.jobTitle,
    department_id: hire.departmentId,
    location_id: hire.locationId,
    employment_status: hire.employmentStatus,
    start_date: hire.startDate,
    timezone: hire.timezone,
    manager_id: hire.managerId,
    coordinator_id: hire.coordinatorId,
    buddy_id: hire.buddyId,
    user_id: hire.userId ?? null,
    status: hire.status,
    custom_fields: '{}',
    welcome_message: hire.welcomeMessage ?? '',
    first_day: JSON.stringify(hire.firstDay ?? { arrivalTime: null, address: null, instructions: null }),
    created_by: hire.createdBy,
    created_at: hire.createdAt,
    updated_by: hire.createdBy,
    updated_at: hire.updatedAt ?? hire.createdAt,
    version: hire.version ?? 1,
  };
}

export interface SeedTask {
  companyId: string;
  hireId: string;
  hirePlanId: string | null;
  title: string;
  description?: string;
  taskCategory: TaskCategory;
  assigneeRole: AssigneeRole;
  assigneeId: string | null;
  assigneeNote: string | null;
  dueDate: string;
  /** The plan's due rule the date came from; none for a task added by hand. */
  dueRule?: { offsetDays: number; unit: DueOffsetUnit };
  status: TaskStatus;
  blockedReason?: string | null;
  completedBy?: string | null;
  completedAt?: string | null;
  createdBy: string | null;
  createdAt: string;
}

export function taskRow(task: SeedTask): Insertable<HireTasksTable> {
  const changed = task.status !== 'todo';
  return {
    id: orderedId(),
    company_id: task.companyId,
    hire_id: task.hireId,
    hire_plan_id: task.hirePlanId,
    title: task.title,
    description: task.description ?? '',
    task_category: task.taskCategory,
    assignee_role: task.assigneeRole,
    assignee_id: task.assigneeId,
    assignee_note: task.assigneeNote,
    due_date: task.dueDate,
    due_offset_days: task.dueRule?.offsetDays ?? null,
    due_offset_unit: task.dueRule?.unit ?? null,
    status: task.status,
    blocked_reason: task.status === 'blocked' ? (task.blockedReason ?? null) : null,
    completed_by: task.status === 'done' ? (task.completedBy ?? null) : null,
    completed_at: task.status === 'done' ? (task.completedAt ?? null) : null,
    created_by: task.createdBy,
    created_at: task.createdAt,
    updated_at: task.status === 'done' && task.completedAt ? task.completedAt : task.createdAt,
    version: changed ? 2 : 1,
  };
}

/**
 * SQLite binds at most 32,766 parameters a statement and PostgreSQL 65,535: rows go in batches
 * that stay under both.
 */
const MAX_PARAMETERS = 30_000;

export async function insertInBatches<T extends keyof GatewayDatabase & string>(
  db: Kysely<GatewayDatabase>,
  table: T,
  rows: readonly Insertable<GatewayDatabase[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}

/** An instant on a calendar day, at a fixed hour UTC: seeded times never depend on when the seed ran. */
export function atHour(day: string, hour: number): string {
  return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}
