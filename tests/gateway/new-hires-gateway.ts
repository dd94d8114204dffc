import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Hire, HireFields } from '../../src/shared/contract/onboarding-schemas';
import type { HireStatus, TaskStatus } from '../../src/shared/onboarding';
import type { UserKind, UserRole } from '../../src/shared/roles';
import { hashPassword } from '../../src/gateway/auth/passwords';
import { createCompany } from '../../src/gateway/seed/demo-company';
import type { GatewayOptions } from '../../src/gateway/server';
import type { DatabaseTarget } from './databases';
import { openLifecycleGateway, type LifecycleGateway } from './lifecycle-gateway';
import { DEMO_PASSWORD, GLOBEX_ADMIN } from './test-gateway';

/**
 * A gateway for the hire suites with a company of its own (no demo hires in it), so counts and
 * lists depend only on what a test creates; Globex, a demo company, is the other company.
 */
export interface HiresGateway extends LifecycleGateway {
  companyId: string;
  admin: Person;
  globex: Person;
  request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  addUser(companyId: string, user: NewUser): Promise<Person>;
  addDepartment(companyId: string, name: string): Promise<string>;
  addLocation(companyId: string, name: string, timezone?: string | null): Promise<string>;
  /** Creates a hire through the gateway and fails the test unless it succeeds. */
  createHire(fields?: Partial<HireFields> & { status?: 'pending' | 'preboarding'; planTemplateId?: string | null }, token?: string): Promise<Hire>;
  /** Writes a task row directly, as the tasks calls would. */
  addTask(hire: { _id: string }, task: { dueDate: string; status?: TaskStatus; title?: string; companyId?: string }): Promise<string>;
  /** Sets columns of a hire directly: what time passing does to a hire. */
  setHire(hireId: string, values: { start_date?: string; status?: HireStatus; timezone?: string }): Promise<void>;
}

export interface Person {
  id: string;
  companyId: string;
  email: string;
  token: string;
  fullName: string;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  role?: UserRole;
  kind?: UserKind;
  active?: boolean;
  /** Sign in and keep a token (costs a password hash). */
  signIn?: boolean;
}

export const DEFAULT_TIMEZONE = '(UTC) Edinburgh, London';

export function queryString(query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function todayPlus(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The fields create-hire needs, for the hire numbered `number` of a test's `slug`. */
export function hireFields(number: number, slug: string) {
  return {
    firstName: 'Hire',
    lastName: `Number${number}`,
    personalEmail: `hire${number}.${slug}@personal.example`,
    jobTitle: 'Engineer',
    employmentStatus: 'full_time',
    startDate: todayPlus(30),
    timezone: DEFAULT_TIMEZONE,
  };
}

export async function openHiresGateway(target: DatabaseTarget, slug: string, options: Partial<Omit<GatewayOptions, 'database'>> = {}): Promise<HiresGateway> {
  const gateway = await openLifecycleGateway(target, options);
  const adminEmail = `admin@${slug}.example`;
  const companyId = await createCompany(
    gateway.db,
    {
      name: `${slug[0]?.toUpperCase()}${slug.slice(1)} Ltd`,
      products: ['ONBOARDING'],
      users: [{ email: adminEmail, firstName: 'Ada', lastName: 'Admin', role: 'COMPANY_ADMIN', kind: 'staff' }],
    },
    DEMO_PASSWORD,
  );
  const personOf = async (email: string): Promise<Person> => {
    const user = await gateway.db
      .selectFrom('users')
      .select(['id', 'company_id', 'first_name', 'last_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return {
      id: user.id,
      companyId: user.company_id,
      email,
      token: (await gateway.session(email)).authToken,
      fullName: `${user.first_name} ${user.last_name}`,
    };
  };
  const admin = await personOf(adminEmail);
  const globex = await personOf(GLOBEX_ADMIN);

  const request: HiresGateway['request'] = (method, url, { body, token = admin.token, query } = {}) =>
    gateway.app.inject({
      method,
      url: `${url}${queryString(query)}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: { product: 'ONBOARDING', authorization: `Bearer ${token}` },
    });

  let hireNumber = 0;
  return {
    ...gateway,
    companyId,
    admin,
    globex,
    request,
    async addUser(userCompanyId, user) {
      const id = randomUUID();
      const now = new Date().toISOString();
      await gateway.db
        .insertInto('users')
        .values({
          id,
          company_id: userCompanyId,
          email: user.email,
          password_hash: user.signIn ? await hashPassword(DEMO_PASSWORD) : 'not-a-password-hash',
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role ?? 'OPERATIONS',
          kind: user.kind ?? 'staff',
          is_active: user.active ?? true,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const token = user.signIn ? (await gateway.session(user.email)).authToken : '';
      return { id, companyId: userCompanyId, email: user.email, token, fullName: `${user.firstName} ${user.lastName}` };
    },
    async addDepartment(departmentCompanyId, name) {
      const id = randomUUID();
      await gateway.db.insertInto('departments').values({ id, company_id: departmentCompanyId, name, created_at: new Date().toISOString() }).execute();
      return id;
    },
    async addLocation(locationCompanyId, name, timezone = null) {
      const id = randomUUID();
      await gateway.db.insertInto('locations').values({ id, company_id: locationCompanyId, name, timezone, created_at: new Date().toISOString() }).execute();
      return id;
    },
    async createHire(fields = {}, token = admin.token) {
      hireNumber += 1;
      const response = await request('POST', '/NewHire/create-hire', {
        token,
        body: { ...hireFields(hireNumber, slug), ...fields },
      });
      if (response.statusCode !== 200) throw new Error(`create-hire answered ${response.statusCode}: ${response.body}`);
      return response.json<{ data: Hire }>().data;
    },
    async addTask(hire, { dueDate, status = 'todo', title = `Task due ${dueDate}`, companyId: taskCompanyId = companyId }) {
      const id = randomUUID();
      const now = new Date().toISOString();
      await gateway.db
        .insertInto('hire_tasks')
        .values({
          id,
          company_id: taskCompanyId,
          hire_id: hire._id,
          title,
          task_category: 'logistics',
          assignee_role: 'coordinator',
          assignee_id: admin.id,
          due_date: dueDate,
          status,
          blocked_reason: status === 'blocked' ? 'Waiting for the laptop' : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    async setHire(hireId, values) {
      await gateway.db.updateTable('new_hires').set(values).where('id', '=', hireId).execute();
    },
  };
}

/** A hire's fields as update-hire takes them back, version included: a test changes what it means to. */
/** Olga, an operations user who may view hires but not change settings, and Nico, a new hire; both signed in. */
export async function addOperationsAndNewHire(gateway: HiresGateway, domain: string): Promise<{ operations: Person; newHire: Person }> {
  const operations = await gateway.addUser(gateway.companyId, {
    firstName: 'Olga',
    lastName: 'Ops',
    email: `olga@${domain}`,
    role: 'OPERATIONS',
    signIn: true,
  });
  const newHire = await gateway.addUser(gateway.companyId, {
    firstName: 'Nico',
    lastName: 'New',
    email: 'nico@personal.example',
    role: 'NEW_HIRE',
    kind: 'new_hire',
    signIn: true,
  });
  return { operations, newHire };
}

export function editableFields(hire: Hire) {
  return {
    firstName: hire.firstName,
    lastName: hire.lastName,
    preferredName: hire.preferredName,
    personalEmail: hire.personalEmail,
    workEmail: hire.workEmail,
    phone: hire.phone,
    jobTitle: hire.jobTitle,
    departmentId: hire.department?._id ?? null,
    locationId: hire.location?._id ?? null,
    employmentStatus: hire.employmentStatus,
    startDate: hire.startDate,
    timezone: hire.timezone,
    managerId: hire.manager?._id ?? null,
    coordinatorId: hire.coordinator?._id ?? null,
    buddyId: hire.buddy?._id ?? null,
    customFields: hire.customFields,
    version: hire.version,
  };
}

/** The body of a failed call. */
export function failure(response: LightMyRequestResponse): { message: string; code?: string; fieldErrors?: Record<string, string[]>; [key: string]: unknown } {
  return response.json();
}
