import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Hire } from '../../../src/shared/contract/onboarding-schemas';
import type { StoredFile } from '../../../src/shared/files';
import { FIXED_ADMINISTRATIVE_RIGHTS } from '../../../src/shared/access';
import { onboardingPermission } from '../../../src/shared/permissions';
import type { UserRole } from '../../../src/shared/roles';
import { hashPassword } from '../../../src/gateway/auth/passwords';
import { raiseAccessGeneration } from '../../../src/gateway/access/access-generation';
import type { DatabaseTarget } from '../databases';
import { type LifecycleGateway, openLifecycleGateway } from '../lifecycle-gateway';
import { editableFields, hireFields, todayPlus } from '../new-hires-gateway';
import { SAMPLE_PDF, SAMPLE_PNG, uploadFile } from '../sample-files';
import { ACME_ADMIN, COORDINATOR, DEMO_PASSWORD, GLOBEX_ADMIN } from '../test-gateway';
import { setRoleGrants, setRoleReach, writeCustomRole } from './custom-roles';

/**
 * The people and records of the access matrix (tests/gateway/access-matrix.test.ts): six callers,
 * each with records of their own to call every operation with, so that what one caller's call
 * changes or removes is never what another caller's call needs.
 */

export const MATRIX_CALLERS = ['company admin', 'coordinator', 'scoped coordinator', 'manager', 'new hire', 'other company'] as const;
export type CallerName = (typeof MATRIX_CALLERS)[number];

export const NEW_HIRE_EMAIL = 'maya.patel@example.com';
const SCOPED_EMAIL = 'sasha.sales@acme.example';
const MANAGER_EMAIL = 'mina.manager@acme.example';

/** Records of a company that the company's own callers' calls may change, archive, merge or remove. */
export interface CompanyRecords {
  companyId: string;
  /** A plan to assign and draft from, kept as it is. */
  plan: string;
  /** A plan, and one of its task templates, for the plan settings' calls to change. */
  sparePlan: string;
  spareTaskTemplate: string;
  /** Two departments for the place settings' calls to rename, archive and merge one into the other. */
  spareDepartment: string;
  intoDepartment: string;
  /** A location whose days off the calls read and change. */
  location: string;
  /** A staff user nobody signs in as: the people settings' calls and log in as name them. */
  spareStaff: string;
  spareField: string;
  spareRole: string;
  logo: string;
  /** A published welcome page for the page calls, and one that welcomePages.remove removes. */
  page: string;
  sparePage: string;
}

/** The caller's own hire, in their reach, with the records the calls on a hire name. */
export interface OwnRecords {
  hire: string;
  departmentId: string | null;
  locationId: string | null;
  /** A task of their hire (assigned to them where they have tasks of their own), and another one that tasks.delete removes. */
  task: string;
  spareTask: string;
  /** A document of their hire, which newHire.removeDocument removes, and a stored file to add as another. */
  document: string;
  file: string;
}

export interface MatrixCaller {
  name: CallerName;
  email: string;
  userId: string;
  companyId: string;
  /** One session for all their calls but those that end or leave a session. */
  token: string;
  company: CompanyRecords;
  own: OwnRecords;
  /** A hire of Acme they do not reach, with a task and a document of it: undefined for those who reach every hire. */
  outOfReach: { hire: string; task: string; document: string } | undefined;
}

export interface AccessMatrix {
  gateway: LifecycleGateway;
  acmeCompanyId: string;
  callers: MatrixCaller[];
  /** The sensitive custom field and the values the fixture gave it: only those who manage fields may read them. */
  sensitiveFieldId: string;
  sensitiveValues: string[];
  /** The Acme hires a caller reaches, as the fixture set them up (their department, whom they manage, whose account), read now. */
  reachedHireIds(caller: MatrixCaller): Promise<Set<string>>;
}

/** Opens a demo gateway and sets up the six callers: every role's grants and reach are set here on purpose. */
export async function openAccessMatrix(target: DatabaseTarget): Promise<AccessMatrix> {
  const gateway = await openLifecycleGateway(target, { fileStore: { uploadsPerMinute: 1000 } });
  const db = gateway.db;
  const companyIdOf = async (name: string) => (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const acme = await companyIdOf('Acme Ltd');
  const globex = await companyIdOf('Globex Corp');
  const userIdOf = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const placeOf = async (table: 'departments' | 'locations', companyId: string, name: string) =>
    (await db.selectFrom(table).select('id').where('company_id', '=', companyId).where('name', '=', name).executeTakeFirstOrThrow()).id;

  const addStaff = async (companyId: string, email: string, firstName: string, role: UserRole, signsIn: boolean) => {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id,
        company_id: companyId,
        email,
        password_hash: signsIn ? await hashPassword(DEMO_PASSWORD) : 'not-a-password-hash',
        first_name: firstName,
        last_name: 'Matrix',
        role,
        kind: 'staff',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  };

  // The scoped coordinator's role (ADMIN) and the manager's (SUPPORT) reach only their custom roles and
  // the hires they manage. Each role keeps its fixed rights and a few more, so that what the scoped
  // coordinator may do with hires comes from their custom role, and what the manager may do with
  // their report comes from the manager's additional access alone: their role holds no right over hires.
  const fixed = FIXED_ADMINISTRATIVE_RIGHTS.ADMIN;
  await setRoleGrants(db, acme, 'ADMIN', [...fixed, onboardingPermission('my_tasks', 'manage'), onboardingPermission('dashboard', 'view')]);
  await setRoleGrants(db, acme, 'SUPPORT', [...fixed, onboardingPermission('my_tasks', 'manage'), onboardingPermission('dashboard', 'view')]);
  await setRoleReach(db, acme, 'ADMIN', 'custom_roles');
  await setRoleReach(db, acme, 'SUPPORT', 'custom_roles');
  const scopedId = await addStaff(acme, SCOPED_EMAIL, 'Sasha', 'ADMIN', true);
  const managerId = await addStaff(acme, MANAGER_EMAIL, 'Mina', 'SUPPORT', true);
  const sales = await placeOf('departments', acme, 'Sales');
  await writeCustomRole(db, acme, {
    name: 'Sales onboarding',
    rights: [
      onboardingPermission('new_hires', 'view'),
      onboardingPermission('new_hires', 'manage'),
      onboardingPermission('fields', 'view'),
      onboardingPermission('settings', 'view'),
      onboardingPermission('reports', 'view'),
    ],
    members: [{ userId: scopedId, criteria: [{ dimension: 'department', values: [sales] }] }],
  });
  await raiseAccessGeneration(db, acme);

  const sessionOf = async (email: string) => (await gateway.session(email)).authToken;
  const admin = await sessionOf(ACME_ADMIN);
  const globexAdmin = await sessionOf(GLOBEX_ADMIN);

  const post = async <T>(token: string, url: string, body: unknown): Promise<T> => {
    const response = await gateway.call({ method: 'POST', url, token, body });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const idOf = async (token: string, url: string, body: unknown) => (await post<{ _id: string }>(token, url, body))._id;

  // The sensitive field, and a value of it on every hire a caller works with: its values are what the matrix looks for in answers.
  const sensitiveFieldId = await idOf(admin, '/settings/fields', {
    label: 'National insurance number',
    section: 'Other',
    type: 'sensitive',
    filledBy: 'coordinator',
  });
  const sensitiveValues: string[] = [];
  const sensitiveValue = () => {
    const value = `NI-SECRET-${sensitiveValues.length + 1}-${randomUUID().slice(0, 8)}`;
    sensitiveValues.push(value);
    return { [sensitiveFieldId]: value };
  };

  const companyRecords = async (companyId: string, token: string): Promise<CompanyRecords> => {
    const tag = companyId === acme ? 'Acme' : 'Globex';
    const plan = await idOf(token, '/settings/plans', { name: `${tag} matrix plan` });
    await idOf(token, `/settings/plans/${plan}/task-templates`, {
      title: 'Welcome call',
      taskCategory: 'build_relationships',
      assigneeRole: 'coordinator',
      dueOffsetDays: 1,
    });
    const sparePlan = await idOf(token, '/settings/plans', { name: `${tag} spare plan` });
    const spareTaskTemplate = await idOf(token, `/settings/plans/${sparePlan}/task-templates`, {
      title: 'Spare step',
      taskCategory: 'logistics',
      assigneeRole: 'coordinator',
      dueOffsetDays: 2,
    });
    const logo = (await uploadFile(gateway.app, token, [{ field: 'file', name: 'logo.png', bytes: SAMPLE_PNG }])).json<StoredFile>().id;
    const page = await post<{ _id: string; version: number }>(token, '/settings/pages', {
      title: `${tag} welcome`,
      blocks: [{ id: 'hello', kind: 'text', html: '<p>Welcome</p>' }],
    });
    await post(token, `/settings/pages/${page._id}/publish`, { version: page.version });
    return {
      companyId,
      plan,
      sparePlan,
      spareTaskTemplate,
      spareDepartment: await idOf(token, '/settings/places/departments', { name: `${tag} spare department` }),
      intoDepartment: await idOf(token, '/settings/places/departments', { name: `${tag} merged department` }),
      location: (await db.selectFrom('locations').select('id').where('company_id', '=', companyId).orderBy('name').executeTakeFirstOrThrow()).id,
      spareStaff: await addStaff(companyId, `spare.${tag.toLowerCase()}@matrix.example`, 'Spare', 'OPERATIONS', false),
      spareField: await idOf(token, '/settings/fields', { label: 'Shirt size', section: 'Other', type: 'short_text', filledBy: 'coordinator' }),
      spareRole: await idOf(token, '/settings/permissions/custom-roles', { name: `${tag} reporters`, rights: ['onb.reports.view'] }),
      logo,
      page: page._id,
      sparePage: await idOf(token, '/settings/pages', { title: `${tag} spare page` }),
    };
  };
  const acmeRecords = await companyRecords(acme, admin);
  const globexRecords = await companyRecords(globex, globexAdmin);

  let hireNumber = 0;
  const createHire = async (token: string, fields: Record<string, unknown>) => {
    hireNumber += 1;
    return post<Hire>(token, '/NewHire/create-hire', { ...hireFields(hireNumber, 'matrix'), ...fields });
  };
  const addTask = (token: string, hireId: string, assigneeRole: string, title: string) =>
    idOf(token, `/NewHire/create-task/${hireId}`, { title, taskCategory: 'logistics', assigneeRole, dueDate: todayPlus(10) });
  const addDocument = async (token: string, hireId: string) => {
    const file = (await uploadFile(gateway.app, token, [{ field: 'file', name: 'contract.pdf', bytes: SAMPLE_PDF }])).json<StoredFile>();
    return idOf(token, `/NewHire/add-hire-doc/${hireId}`, { fileId: file.id, title: 'Contract' });
  };
  /** A stored file the caller uploads to add as a document; one who may not upload gets the company admin's. */
  const spareFile = async (token: string, fallback: string) => {
    const uploaded = await uploadFile(gateway.app, token, [{ field: 'file', name: 'offer.pdf', bytes: SAMPLE_PDF }]);
    return uploaded.statusCode === 201 ? uploaded.json<StoredFile>().id : fallback;
  };
  const adminFile = await spareFile(admin, '');

  const ownRecords = async (
    token: string,
    hire: { _id: string; department?: { _id: string } | null; location?: { _id: string } | null },
    assigneeRole: string,
    { ownerToken = token, adminToken = admin } = {},
  ): Promise<OwnRecords> => ({
    hire: hire._id,
    departmentId: hire.department?._id ?? null,
    locationId: hire.location?._id ?? null,
    task: await addTask(adminToken, hire._id, assigneeRole, 'Matrix task'),
    spareTask: await addTask(adminToken, hire._id, assigneeRole, 'Matrix spare task'),
    document: await addDocument(adminToken, hire._id),
    file: await spareFile(ownerToken, adminFile),
  });

  const coordinatorId = await userIdOf(COORDINATOR);
  const engineering = await placeOf('departments', acme, 'Engineering');
  const finance = await placeOf('departments', acme, 'Finance');
  const london = await placeOf('locations', acme, 'London HQ');
  const hireIn = (departmentId: string, fields: Record<string, unknown> = {}) =>
    createHire(admin, { departmentId, locationId: london, customFields: sensitiveValue(), ...fields });
  const adminHire = await hireIn(engineering);
  const coordinatorHire = await hireIn(finance, { coordinatorId });
  const scopedHire = await hireIn(sales, { coordinatorId: scopedId });
  const managedHire = await hireIn(finance, { managerId });
  const maya = await db.selectFrom('new_hires').select(['id', 'user_id']).where('personal_email', '=', NEW_HIRE_EMAIL).executeTakeFirstOrThrow();
  const mayaDetail = (await gateway.call({ method: 'GET', url: `/NewHire/get-hire/${maya.id}`, token: admin })).json<{ data: Hire }>().data;
  const updated = await gateway.call({
    method: 'PUT',
    url: `/NewHire/update-hire/${maya.id}`,
    token: admin,
    body: { ...editableFields(mayaDetail), customFields: { ...mayaDetail.customFields, ...sensitiveValue() } },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const globexHire = await createHire(globexAdmin, {});

  const tokens = {
    admin,
    coordinator: await sessionOf(COORDINATOR),
    scoped: await sessionOf(SCOPED_EMAIL),
    manager: await sessionOf(MANAGER_EMAIL),
    newHire: await sessionOf(NEW_HIRE_EMAIL),
    globex: globexAdmin,
  };
  const own = {
    admin: await ownRecords(admin, adminHire, 'coordinator'),
    coordinator: await ownRecords(tokens.coordinator, coordinatorHire, 'coordinator'),
    scoped: await ownRecords(tokens.scoped, scopedHire, 'coordinator'),
    manager: await ownRecords(tokens.manager, managedHire, 'manager'),
    newHire: await ownRecords(tokens.newHire, mayaDetail, 'new_hire'),
    globex: await ownRecords(globexAdmin, globexHire, 'coordinator', { adminToken: globexAdmin }),
  };

  const callerOf = async (name: CallerName, email: string, token: string, records: OwnRecords, outOfReach: OwnRecords | undefined): Promise<MatrixCaller> => ({
    name,
    email,
    token,
    userId: await userIdOf(email),
    companyId: name === 'other company' ? globex : acme,
    company: name === 'other company' ? globexRecords : acmeRecords,
    own: records,
    outOfReach: outOfReach === undefined ? undefined : { hire: outOfReach.hire, task: outOfReach.task, document: outOfReach.document },
  });
  const callers = [
    await callerOf('company admin', ACME_ADMIN, tokens.admin, own.admin, undefined),
    await callerOf('coordinator', COORDINATOR, tokens.coordinator, own.coordinator, undefined),
    await callerOf('scoped coordinator', SCOPED_EMAIL, tokens.scoped, own.scoped, own.admin),
    await callerOf('manager', MANAGER_EMAIL, tokens.manager, own.manager, own.scoped),
    await callerOf('new hire', NEW_HIRE_EMAIL, tokens.newHire, own.newHire, own.manager),
    await callerOf('other company', GLOBEX_ADMIN, tokens.globex, own.globex, own.admin),
  ];

  const acmeHires = () => db.selectFrom('new_hires').select('id').where('company_id', '=', acme);
  return {
    gateway,
    acmeCompanyId: acme,
    callers,
    sensitiveFieldId,
    sensitiveValues,
    async reachedHireIds(caller) {
      const rows = await {
        'company admin': () => acmeHires().execute(),
        coordinator: () => acmeHires().execute(),
        'scoped coordinator': () =>
          acmeHires()
            .where((eb) => eb.or([eb('department_id', '=', sales), eb('manager_id', '=', caller.userId)]))
            .execute(),
        manager: () => acmeHires().where('manager_id', '=', caller.userId).execute(),
        'new hire': () => acmeHires().where('user_id', '=', caller.userId).execute(),
        'other company': async () => [],
      }[caller.name]();
      return new Set(rows.map((row) => row.id));
    },
  };
}
