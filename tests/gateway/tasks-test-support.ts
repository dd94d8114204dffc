import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hireSearchText, hireSortName } from '../../src/gateway/onboarding/hires/hire-names';
import type { Task } from '../../src/shared/contract/onboarding-schemas';
import type { AssigneeRole, HireStatus, TaskCategory, TaskStatus } from '../../src/shared/onboarding';
import { DEFAULT_TIMEZONE, type HiresGateway, type RequestOptions } from './new-hires-gateway';

/** What the plan, task, dashboard and welcome suites share on top of the hire suites' gateway. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call that must succeed; answers its `data`. */
export async function ok<T>(gateway: HiresGateway, method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const response = await gateway.request(method, url, options);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

/** A call that must fail with the status; answers its body. */
export async function fails(
  gateway: HiresGateway,
  status: number,
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<{ message: string; code?: string; fieldErrors?: Record<string, string[]>; currentVersion?: number }> {
  const response: LightMyRequestResponse = await gateway.request(method, url, options);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
}

export interface HireRowValues {
  companyId: string;
  firstName: string;
  lastName: string;
  startDate: string;
  status?: HireStatus;
  managerId?: string | null;
  coordinatorId?: string | null;
  buddyId?: string | null;
  userId?: string | null;
  departmentId?: string | null;
  locationId?: string | null;
  jobTitle?: string;
}

/** Writes a hire row directly, as the hire calls store it: for data sets the status rules would not let a call build. */
export async function addHireRow(gateway: HiresGateway, values: HireRowValues): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const email = `${values.firstName}.${values.lastName}.${id.slice(0, 8)}@personal.example`.toLowerCase();
  await gateway.db
    .insertInto('new_hires')
    .values({
      id,
      company_id: values.companyId,
      first_name: values.firstName,
      last_name: values.lastName,
      search_text: hireSearchText({ firstName: values.firstName, lastName: values.lastName, preferredName: null, personalEmail: email }),
      sort_name: hireSortName(values),
      personal_email: email,
      job_title: values.jobTitle ?? 'Engineer',
      department_id: values.departmentId ?? null,
      location_id: values.locationId ?? null,
      employment_status: 'full_time',
      start_date: values.startDate,
      timezone: DEFAULT_TIMEZONE,
      manager_id: values.managerId ?? null,
      coordinator_id: values.coordinatorId ?? null,
      buddy_id: values.buddyId ?? null,
      user_id: values.userId ?? null,
      status: values.status ?? 'preboarding',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface TaskRowValues {
  companyId: string;
  hireId: string;
  title: string;
  dueDate: string;
  assigneeId: string | null;
  assigneeRole?: AssigneeRole;
  taskCategory?: TaskCategory;
  status?: TaskStatus;
}

/** Writes a task row directly, as the task calls store it. */
export async function addTaskRow(gateway: HiresGateway, values: TaskRowValues): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await gateway.db
    .insertInto('hire_tasks')
    .values({
      id,
      company_id: values.companyId,
      hire_id: values.hireId,
      title: values.title,
      task_category: values.taskCategory ?? 'logistics',
      assignee_role: values.assigneeRole ?? 'coordinator',
      assignee_id: values.assigneeId,
      due_date: values.dueDate,
      status: values.status ?? 'todo',
      blocked_reason: values.status === 'blocked' ? 'Waiting for the supplier' : null,
      completed_at: values.status === 'done' ? now : null,
      completed_by: values.status === 'done' ? values.assigneeId : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface TemplateLine {
  title: string;
  taskCategory: TaskCategory;
  assigneeRole: AssigneeRole;
  assigneeUserId?: string | null;
  dueOffsetDays: number;
  description?: string;
}

export async function addPlanTemplate(gateway: HiresGateway, companyId: string, name: string, lines: readonly TemplateLine[]): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await gateway.db
    .insertInto('plan_templates')
    .values({ id, company_id: companyId, name, description: `${name} description`, created_at: now, updated_at: now })
    .execute();
  await gateway.db
    .insertInto('plan_task_templates')
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        company_id: companyId,
        plan_template_id: id,
        position,
        title: line.title,
        description: line.description ?? '',
        task_category: line.taskCategory,
        assignee_role: line.assigneeRole,
        assignee_user_id: line.assigneeUserId ?? null,
        due_offset_days: line.dueOffsetDays,
      })),
    )
    .execute();
  return id;
}

/** An id no record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** An answer of GET /tasks/assign-tasks-list. */
export interface AssignedAnswer {
  items: Task[];
  total: number;
  counts: { todo: number; done: number; blocked: number; overdue: number };
}

/** A Wednesday: its week runs from Monday 2031-06-09 to Sunday 2031-06-15. */
export const TODAY = '2031-06-11';
