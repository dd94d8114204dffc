import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PAGE_TEXT, FIXED_ADMINISTRATIVE_RIGHTS, GRANTABLE_RIGHTS } from '../../src/shared/access';
import type { AccessChange, AccessPreview, AdministrativeRoleAccess, CustomRole, PersonAccess } from '../../src/shared/contract/access';
import { DEFAULT_ROLE_GRANTS } from '../../src/gateway/grants/default-grants';
import { databaseTargets } from './databases';
import { addOperationsAndNewHire, failure, type HiresGateway, openHiresGateway, type Person } from './new-hires-gateway';

const PEOPLE = '/settings/permissions/people';
const ADMINISTRATIVE = '/settings/permissions/administrative';
const CUSTOM_ROLES = '/settings/permissions/custom-roles';
const CHANGES = '/settings/permissions/changes';

/** Every table an access change writes, the company's rows of each, in a stable text. */
const ACCESS_TABLES = [
  'role_grants',
  'administrative_roles',
  'custom_roles',
  'custom_role_rights',
  'custom_role_members',
  'custom_role_member_hires',
  'criteria_targets',
  'criteria_links',
  'setting_changes',
  'company_generations',
] as const;

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`the access pages' calls on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;
    let support: Person;
    let leaver: Person;
    let sales: string;
    let london: string;
    /** Hires by place: Sales in London (three), Sales in Leeds, Engineering in London. */
    const hires: Record<'salesLondon' | 'salesLeeds' | 'engineeringLondon', string[]> = { salesLondon: [], salesLeeds: [], engineeringLondon: [] };
    let globexHire: string;
    let globexDepartment: string;

    const get = async <T>(url: string, token?: string, query?: Record<string, number>) => {
      const response = await gateway.request('GET', url, { token, query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ message: string; data: T }>().data;
    };
    const personOf = async (userId: string) => (await get<PersonAccess[]>(PEOPLE)).find((person) => person.userId === userId);
    const roleNamed = async (name: string) => (await get<CustomRole[]>(CUSTOM_ROLES)).find((role) => role.name === name);
    const administrativeOf = async (role: string) => (await get<AdministrativeRoleAccess[]>(ADMINISTRATIVE)).find((each) => each.role === role)!;
    const accessGeneration = async () =>
      Number(
        (await gateway.db.selectFrom('company_generations').select('access').where('company_id', '=', gateway.companyId).executeTakeFirstOrThrow()).access,
      );
    const accessRows = async () => {
      const dumps: string[] = [];
      for (const table of ACCESS_TABLES) {
        const rows = await gateway.database.query<Record<string, unknown>>(`select * from ${table} where company_id = ?`, [gateway.companyId]);
        dumps.push(
          `${table}: ${rows
            .map((row) => JSON.stringify(row))
            .sort()
            .join('\n')}`,
        );
      }
      return dumps.join('\n\n');
    };
    const createRole = (body: Record<string, unknown>, token?: string) => gateway.request('POST', CUSTOM_ROLES, { body, token });
    const salesInLondon = () => [
      { dimension: 'department', values: [sales] },
      { dimension: 'location', values: [london] },
    ];

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'accessops');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'accessops.example'));
      support = await gateway.addUser(gateway.companyId, {
        firstName: 'Sam',
        lastName: 'Support',
        email: 'sam@accessops.example',
        role: 'SUPPORT',
        signIn: true,
      });
      leaver = await gateway.addUser(gateway.companyId, { firstName: 'Lea', lastName: 'Left', email: 'lea@accessops.example', role: 'SUPPORT', active: false });
      sales = await gateway.addDepartment(gateway.companyId, 'Sales');
      const engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      london = await gateway.addLocation(gateway.companyId, 'London');
      const leeds = await gateway.addLocation(gateway.companyId, 'Leeds');
      for (let index = 0; index < 3; index += 1) hires.salesLondon.push((await gateway.createHire({ departmentId: sales, locationId: london }))._id);
      hires.salesLeeds.push((await gateway.createHire({ departmentId: sales, locationId: leeds }))._id);
      hires.engineeringLondon.push((await gateway.createHire({ departmentId: engineering, locationId: london }))._id);
      // Olga manages the Engineering hire in London.
      await gateway.db.updateTable('new_hires').set({ manager_id: operations.id }).where('id', '=', hires.engineeringLondon[0]!).execute();
      globexHire = (await gateway.db.selectFrom('new_hires').select('id').where('company_id', '=', gateway.globex.companyId).executeTakeFirstOrThrow()).id;
      globexDepartment = await gateway.addDepartment(gateway.globex.companyId, 'Globex sales');
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists every staff user with their rights, reach and why, and no new hire', async () => {
      const people = await get<PersonAccess[]>(PEOPLE);
      expect(people.map((person) => [person.fullName, person.role, person.status])).toEqual([
        ['Ada Admin', 'COMPANY_ADMIN', 'active'],
        ['Lea Left', 'SUPPORT', 'deactivated'],
        ['Olga Ops', 'OPERATIONS', 'active'],
        ['Sam Support', 'SUPPORT', 'active'],
      ]);
      expect(people.some((person) => person.userId === newHire.id)).toBe(false);
      const olga = people.find((person) => person.userId === operations.id)!;
      expect(olga.rights).toEqual([...DEFAULT_ROLE_GRANTS.OPERATIONS].sort());
      expect(olga.reach).toEqual({ every: true, count: 5 });
      expect(olga.sources).toEqual([
        { kind: 'role', role: 'OPERATIONS' },
        { kind: 'manager', reports: 1 },
      ]);
      expect(people.find((person) => person.userId === support.id)?.sources).toEqual([{ kind: 'role', role: 'SUPPORT' }]);
    });

    it('lists the four administrative roles with their rights, fixed rights, reach and holders', async () => {
      const roles = await get<AdministrativeRoleAccess[]>(ADMINISTRATIVE);
      expect(roles.map((role) => [role.role, role.reach, role.reachFixed, role.holders, role.version])).toEqual([
        ['COMPANY_ADMIN', 'every', true, 1, 1],
        ['ADMIN', 'every', false, 0, 1],
        ['OPERATIONS', 'every', false, 1, 1],
        ['SUPPORT', 'every', false, 1, 1],
      ]);
      const operationsRole = roles.find((role) => role.role === 'OPERATIONS')!;
      expect(operationsRole.rights).toEqual(DEFAULT_ROLE_GRANTS.OPERATIONS.filter((right) => GRANTABLE_RIGHTS.includes(right)).sort());
      expect(operationsRole.fixedRights).toEqual([...FIXED_ADMINISTRATIVE_RIGHTS.OPERATIONS].sort());
      // A company administrator holds exactly what is fixed for them: the page shows no right both held and not fixed.
      expect(roles[0]?.fixedRights).toEqual(roles[0]?.rights);
      expect(roles[0]?.rights).toEqual(DEFAULT_ROLE_GRANTS.COMPANY_ADMIN.filter((right) => GRANTABLE_RIGHTS.includes(right)).sort());
    });

    it('previews an administrative change without writing anything, and the save then does what it showed', async () => {
      const body = { rights: ['onb.new_hires.view', 'onb.settings.view'], reach: 'custom_roles', version: 1 };
      const peopleBefore = await get<PersonAccess[]>(PEOPLE);
      const rowsBefore = await accessRows();
      const preview = await gateway.request('POST', `${ADMINISTRATIVE}/SUPPORT/preview`, { body });
      expect(preview.statusCode, preview.body).toBe(200);
      const shown = preview.json<{ message: string; data: AccessPreview }>();
      expect(shown.message).toBe(ACCESS_PAGE_TEXT.preview);
      expect(await accessRows()).toBe(rowsBefore);
      // Sam and Lea hold the role; Ada and Olga are left as they are.
      expect(shown.data.people.map((person) => person.fullName)).toEqual(['Lea Left', 'Sam Support']);
      expect(shown.data.unchanged).toBe(2);
      const sam = shown.data.people.find((person) => person.userId === support.id)!;
      expect(sam.gains).toEqual(['onb.settings.view']);
      expect(sam.loses).toEqual(['onb.dashboard.manage', 'onb.dashboard.view', 'onb.home.manage', 'onb.my_tasks.manage', 'onb.profile.manage']);
      expect(sam.reachBefore).toEqual({ every: true, count: 5 });
      expect(sam.reachAfter).toEqual({ every: false, count: 0 });

      // Sam may not read the settings yet; after the save, on his very next request, he may.
      expect((await gateway.request('GET', PEOPLE, { token: support.token })).statusCode).toBe(403);
      const generation = await accessGeneration();
      const saved = await gateway.request('PUT', `${ADMINISTRATIVE}/SUPPORT`, { body });
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = saved.json<{ message: string; data: AdministrativeRoleAccess }>();
      expect(answer.message).toBe('Support coordinator access saved.');
      expect(answer.data).toMatchObject({ role: 'SUPPORT', reach: 'custom_roles', version: 2 });
      // The fixed rights are kept though they were not sent.
      expect(answer.data.rights).toEqual([...body.rights, ...FIXED_ADMINISTRATIVE_RIGHTS.SUPPORT].sort());
      expect(await accessGeneration()).toBeGreaterThan(generation);
      expect((await gateway.request('GET', PEOPLE, { token: support.token })).statusCode).toBe(200);

      const peopleAfter = await get<PersonAccess[]>(PEOPLE);
      for (const person of peopleAfter) {
        const before = peopleBefore.find((each) => each.userId === person.userId)!;
        const previewed = shown.data.people.find((each) => each.userId === person.userId);
        const gains = person.rights.filter((right) => !before.rights.includes(right));
        const loses = before.rights.filter((right) => !person.rights.includes(right));
        if (previewed === undefined) {
          expect([gains, loses, person.reach], person.fullName).toEqual([[], [], before.reach]);
        } else {
          expect([gains, loses, before.reach, person.reach], person.fullName).toEqual([
            previewed.gains,
            previewed.loses,
            previewed.reachBefore,
            previewed.reachAfter,
          ]);
        }
      }
    });

    it('keeps the grants a role holds outside the access pages’ rights', async () => {
      await gateway.db.insertInto('role_grants').values({ company_id: gateway.companyId, role: 'ADMIN', permission: 'prf.goals.my.view' }).execute();
      const saved = await gateway.request('PUT', `${ADMINISTRATIVE}/ADMIN`, { body: { rights: ['onb.reports.view'], reach: 'every', version: 1 } });
      expect(saved.statusCode, saved.body).toBe(200);
      const grants = await gateway.db
        .selectFrom('role_grants')
        .select('permission')
        .where('company_id', '=', gateway.companyId)
        .where('role', '=', 'ADMIN')
        .execute();
      expect(grants.map((grant) => grant.permission).sort()).toEqual(['prf.goals.my.view', 'onb.reports.view', ...FIXED_ADMINISTRATIVE_RIGHTS.ADMIN].sort());
    });

    it('refuses to change the company administrator, a stale version and a right not on the list', async () => {
      for (const url of [`${ADMINISTRATIVE}/COMPANY_ADMIN`, `${ADMINISTRATIVE}/COMPANY_ADMIN/preview`]) {
        const refused = await gateway.request(url.endsWith('preview') ? 'POST' : 'PUT', url, { body: { rights: [], reach: 'every', version: 1 } });
        expect(refused.statusCode).toBe(400);
        expect(failure(refused)).toMatchObject({ message: ACCESS_PAGE_TEXT.companyAdminFixed, fieldErrors: { role: [ACCESS_PAGE_TEXT.companyAdminFixed] } });
      }
      const stale = await gateway.request('PUT', `${ADMINISTRATIVE}/SUPPORT`, { body: { rights: [], reach: 'every', version: 1 } });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
      expect(failure(stale).message).toMatch(/^Someone changed this role’s access since you opened it\./);
      const unknown = await gateway.request('PUT', `${ADMINISTRATIVE}/SUPPORT`, { body: { rights: ['onb.everything.manage'], reach: 'every', version: 2 } });
      expect(unknown.statusCode).toBe(400);
      expect(failure(unknown).fieldErrors).toEqual({ 'rights.0': [ACCESS_PAGE_TEXT.rightUnknown] });
      expect((await administrativeOf('SUPPORT')).version).toBe(2);
    });

    it('adds a custom role whose member reaches the hires of their rule and exceptions, previewed first', async () => {
      const body = {
        name: 'Sales in London',
        description: 'Coordinators of the London sales team',
        rights: ['onb.reports.manage', 'onb.reports.view'],
        members: [{ userId: operations.id, criteria: salesInLondon(), includeHireIds: [hires.salesLeeds[0]], excludeHireIds: [hires.salesLondon[0]] }],
      };
      const rowsBefore = await accessRows();
      const preview = await gateway.request('POST', `${CUSTOM_ROLES}/preview`, { body });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(await accessRows()).toBe(rowsBefore);
      // Olga's role already gives her these rights over every hire: the role changes nothing for anyone yet.
      expect(preview.json<{ data: AccessPreview }>().data).toEqual({ people: [], unchanged: 4 });

      const generation = await accessGeneration();
      const created = await createRole(body);
      expect(created.statusCode, created.body).toBe(200);
      const answer = created.json<{ message: string; data: CustomRole }>();
      expect(answer.message).toBe('Custom role “Sales in London” added.');
      expect(answer.data).toMatchObject({ name: body.name, description: body.description, rights: ['onb.reports.manage', 'onb.reports.view'], version: 1 });
      // Two of the three Sales hires in London, and the one in Leeds added by name.
      expect(answer.data.members).toEqual([
        {
          userId: operations.id,
          fullName: 'Olga Ops',
          criteria: expect.arrayContaining(salesInLondon()),
          includeHires: [{ _id: hires.salesLeeds[0], fullName: expect.any(String) }],
          excludeHires: [{ _id: hires.salesLondon[0], fullName: expect.any(String) }],
          reach: { every: false, count: 3 },
        },
      ]);
      expect(await accessGeneration()).toBeGreaterThan(generation);
      expect(await roleNamed('Sales in London')).toEqual(answer.data);
      expect((await personOf(operations.id))?.sources).toEqual([
        { kind: 'role', role: 'OPERATIONS' },
        { kind: 'customRole', roleId: answer.data._id, name: 'Sales in London' },
        { kind: 'manager', reports: 1 },
      ]);
    });

    it('previews what a custom role gives to a role that reaches only custom roles, and the save matches it', async () => {
      const body = {
        name: 'Sales everywhere',
        rights: ['onb.reports.view'],
        members: [{ userId: support.id, criteria: [{ dimension: 'department', values: [sales] }] }],
      };
      const preview = await gateway.request('POST', `${CUSTOM_ROLES}/preview`, { body });
      expect(preview.statusCode, preview.body).toBe(200);
      const shown = preview.json<{ data: AccessPreview }>().data;
      expect(shown.people).toEqual([
        {
          userId: support.id,
          fullName: 'Sam Support',
          gains: ['onb.reports.view'],
          loses: [],
          reachBefore: { every: false, count: 0 },
          reachAfter: { every: false, count: 4 },
        },
      ]);
      expect(shown.unchanged).toBe(3);
      const created = await createRole(body);
      expect(created.statusCode, created.body).toBe(200);
      const sam = await personOf(support.id);
      expect(sam?.reach).toEqual({ every: false, count: 4 });
      expect(sam?.rights).toContain('onb.reports.view');
    });

    it('refuses a taken name, an unknown member, another company’s hire and criteria values, naming each field, from the save and the preview alike', async () => {
      const body = {
        name: '  sales IN london ',
        rights: [],
        members: [
          { userId: gateway.globex.id },
          { userId: newHire.id },
          { userId: leaver.id },
          { userId: support.id, includeHireIds: [globexHire], excludeHireIds: ['00000000-0000-4000-8000-000000000000'] },
          { userId: gateway.admin.id, criteria: [{ dimension: 'department', values: [globexDepartment] }] },
        ],
      };
      const rowsBefore = await accessRows();
      for (const url of [CUSTOM_ROLES, `${CUSTOM_ROLES}/preview`]) {
        const refused = await gateway.request('POST', url, { body });
        expect(refused.statusCode, url).toBe(400);
        expect(failure(refused).fieldErrors, url).toEqual({
          name: [ACCESS_PAGE_TEXT.roleNameTaken],
          'members.0.userId': [ACCESS_PAGE_TEXT.memberUnknown],
          'members.1.userId': [ACCESS_PAGE_TEXT.memberUnknown],
          'members.2.userId': [ACCESS_PAGE_TEXT.memberUnknown],
          'members.3.includeHireIds': [ACCESS_PAGE_TEXT.hireUnknown],
          'members.3.excludeHireIds': [ACCESS_PAGE_TEXT.hireUnknown],
          'members.4.criteria': ['Department: one of the chosen values does not exist in this company.'],
        });
      }
      const contract = await createRole({ name: 'Twice', rights: ['onb.unknown.view'], members: [{ userId: support.id }, { userId: support.id }] });
      expect(contract.statusCode).toBe(400);
      expect(failure(contract).fieldErrors).toEqual({ 'rights.0': [ACCESS_PAGE_TEXT.rightUnknown], members: [ACCESS_PAGE_TEXT.memberTwice] });
      expect(await accessRows()).toBe(rowsBefore);
    });

    it('changes a custom role from the version read, and answers 409 when stale and 404 for another company’s role', async () => {
      const role = (await roleNamed('Sales in London'))!;
      const fields = {
        name: 'London sales',
        description: '',
        rights: ['onb.reports.view'],
        members: [{ userId: support.id, criteria: [{ dimension: 'location', values: [london] }] }],
      };
      const olgaMember = await gateway.db.selectFrom('custom_role_members').select('id').where('role_id', '=', role._id).executeTakeFirstOrThrow();
      const updated = await gateway.request('PUT', `${CUSTOM_ROLES}/${role._id}`, { body: { ...fields, version: role.version } });
      expect(updated.statusCode, updated.body).toBe(200);
      const answer = updated.json<{ message: string; data: CustomRole }>();
      expect(answer.message).toBe('Custom role “London sales” saved.');
      expect(answer.data).toMatchObject({ name: 'London sales', rights: ['onb.reports.view'], version: 2 });
      expect(answer.data.members.map((member) => [member.fullName, member.reach])).toEqual([['Sam Support', { every: false, count: 4 }]]);
      // Olga left the role: her rule went with her membership.
      expect(await gateway.db.selectFrom('criteria_targets').select('target_id').where('target_id', '=', olgaMember.id).execute()).toEqual([]);

      const stale = await gateway.request('PUT', `${CUSTOM_ROLES}/${role._id}`, { body: { ...fields, version: role.version } });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({ code: 'STALE_VERSION', message: ACCESS_PAGE_TEXT.staleRole, currentVersion: 2 });
      const staleDelete = await gateway.request('DELETE', `${CUSTOM_ROLES}/${role._id}`, { query: { version: 1 } });
      expect(staleDelete.statusCode).toBe(409);

      const globexRole = await createRole({ name: 'Globex only', rights: [] }, gateway.globex.token);
      expect(globexRole.statusCode, globexRole.body).toBe(200);
      const globexRoleId = globexRole.json<{ data: CustomRole }>().data._id;
      const rowsBefore = await accessRows();
      for (const [method, url, body, query] of [
        ['PUT', `${CUSTOM_ROLES}/${globexRoleId}`, { ...fields, name: 'Taken over', version: 1 }, undefined],
        ['DELETE', `${CUSTOM_ROLES}/${globexRoleId}`, undefined, { version: 1 }],
        ['POST', `${CUSTOM_ROLES}/preview`, { ...fields, name: 'Taken over', id: globexRoleId }, undefined],
        ['POST', `${CUSTOM_ROLES}/preview`, { ...fields, id: globexRoleId, remove: true }, undefined],
      ] as const) {
        const refused = await gateway.request(method, url, { body, query });
        expect(refused.statusCode, `${method} ${url}`).toBe(404);
        expect(failure(refused).message).toBe(ACCESS_PAGE_TEXT.roleNotFound);
      }
      expect(await accessRows()).toBe(rowsBefore);
      expect((await get<CustomRole[]>(CUSTOM_ROLES, gateway.globex.token)).map((each) => each.name)).toEqual(['Globex only']);
    });

    it('deletes a custom role with its members’ rules, previewed first', async () => {
      const role = (await roleNamed('Sales everywhere'))!;
      const memberIds = (await gateway.db.selectFrom('custom_role_members').select('id').where('role_id', '=', role._id).execute()).map((row) => row.id);
      const rowsBefore = await accessRows();
      const preview = await gateway.request('POST', `${CUSTOM_ROLES}/preview`, { body: { id: role._id, remove: true, name: role.name, rights: role.rights } });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(await accessRows()).toBe(rowsBefore);
      const shown = preview.json<{ data: AccessPreview }>().data;
      // Sam keeps "London sales" (reports, London): he loses only the Sales hires in Leeds.
      expect(shown.people).toEqual([
        { userId: support.id, fullName: 'Sam Support', gains: [], loses: [], reachBefore: { every: false, count: 5 }, reachAfter: { every: false, count: 4 } },
      ]);

      const deleted = await gateway.request('DELETE', `${CUSTOM_ROLES}/${role._id}`, { query: { version: role.version } });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json<{ message: string }>().message).toBe('Custom role “Sales everywhere” deleted.');
      expect(await roleNamed('Sales everywhere')).toBeUndefined();
      expect(await gateway.db.selectFrom('criteria_targets').select('target_id').where('target_id', 'in', memberIds).execute()).toEqual([]);
      expect((await personOf(support.id))?.reach).toEqual({ every: false, count: 4 });
      const again = await gateway.request('DELETE', `${CUSTOM_ROLES}/${role._id}`, { query: { version: role.version } });
      expect(again.statusCode).toBe(404);
    });

    it('lists every access change, newest first, with who made it, when, and the setting before and after', async () => {
      const first = await get<{ changes: AccessChange[]; total: number }>(CHANGES);
      expect(first.total).toBe(6);
      expect(first.changes.map((change) => [change.subject, change.action, change.changedBy])).toEqual([
        ['Custom role “Sales everywhere”', 'deleted', 'Ada Admin'],
        ['Custom role “London sales”', 'updated', 'Ada Admin'],
        ['Custom role “Sales everywhere”', 'created', 'Ada Admin'],
        ['Custom role “Sales in London”', 'created', 'Ada Admin'],
        ['Administrative role “Administrator”', 'updated', 'Ada Admin'],
        ['Administrative role “Support coordinator”', 'updated', 'Ada Admin'],
      ]);
      const [deleted, updated, , created, , supportChange] = first.changes;
      expect(deleted?.after).toBeNull();
      expect(deleted?.before).toContain('Member Sam Support: Department: Sales');
      expect(created?.before).toBeNull();
      expect(created?.after?.split('\n')).toEqual([
        'Custom role “Sales in London”',
        'Description: Coordinators of the London sales team',
        'Rights: Reports: View and change',
        expect.stringMatching(/^Member Olga Ops: Department: Sales and Location: London; added: Hire Number\d+; left out: Hire Number\d+$/),
      ]);
      expect(updated?.before?.split('\n')[0]).toBe('Custom role “Sales in London”');
      expect(updated?.after).toBe(['Custom role “London sales”', 'Rights: Reports: View', 'Member Sam Support: Location: London'].join('\n'));
      expect(supportChange?.before).toBe(
        [
          'Administrative role “Support coordinator”',
          'Rights: Home: View and change; Dashboard: View and change; Tasks: View and change; New hires (add, edit, approve pending hires): View; Own profile: View and change',
          'Reach: Every hire of the company',
        ].join('\n'),
      );
      expect(supportChange?.after).toBe(
        [
          'Administrative role “Support coordinator”',
          'Rights: Home: View; Tasks: View; New hires (add, edit, approve pending hires): View; Settings (places, plans, people, access): View; Own profile: View',
          'Reach: Only the hires their custom roles reach and the hires they manage',
        ].join('\n'),
      );
      expect(Date.parse(supportChange?.changedAt ?? '')).toBeLessThanOrEqual(Date.parse(deleted?.changedAt ?? ''));

      const page = await get<{ changes: AccessChange[]; total: number }>(CHANGES, undefined, { limit: 2, offset: 4 });
      expect(page).toEqual({ changes: first.changes.slice(4), total: 6 });
      // Another company's record is its own.
      expect((await get<{ changes: AccessChange[] }>(CHANGES, gateway.globex.token)).changes.map((change) => change.subject)).toEqual([
        'Custom role “Globex only”',
      ]);
    });

    it('lets a coordinator read every access page and refuses them every change', async () => {
      const role = (await roleNamed('London sales'))!;
      for (const url of [PEOPLE, ADMINISTRATIVE, CUSTOM_ROLES, CHANGES]) {
        expect((await gateway.request('GET', url, { token: operations.token })).statusCode, url).toBe(200);
      }
      const rowsBefore = await accessRows();
      const writes = [
        ['PUT', `${ADMINISTRATIVE}/OPERATIONS`, { rights: [], reach: 'every', version: 1 }],
        ['POST', `${ADMINISTRATIVE}/OPERATIONS/preview`, { rights: [], reach: 'every', version: 1 }],
        ['POST', CUSTOM_ROLES, { name: 'Mine', rights: ['onb.settings.manage'], members: [{ userId: operations.id }] }],
        ['POST', `${CUSTOM_ROLES}/preview`, { name: 'Mine', rights: [] }],
        ['PUT', `${CUSTOM_ROLES}/${role._id}`, { name: 'Mine', rights: [], version: role.version }],
        ['DELETE', `${CUSTOM_ROLES}/${role._id}?version=${role.version}`, undefined],
      ] as const;
      for (const [method, url, body] of writes) {
        const refused = await gateway.request(method, url, { body, token: operations.token });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await accessRows()).toBe(rowsBefore);
    });

    it('adds a custom role once when a create is sent again with the same Idempotency-Key', async () => {
      const key = `access-${target.name}-keyed-role`;
      const send = () =>
        gateway.app.inject({
          method: 'POST',
          url: CUSTOM_ROLES,
          payload: { name: 'Keyed role', rights: ['onb.reports.view'], members: [{ userId: support.id }] },
          headers: { product: 'ONBOARDING', authorization: `Bearer ${gateway.admin.token}`, 'idempotency-key': key },
        });
      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      const again = await send();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await get<CustomRole[]>(CUSTOM_ROLES)).filter((role) => role.name === 'Keyed role')).toHaveLength(1);
      expect((await personOf(support.id))?.reach).toEqual({ every: false, count: 5 });
    });

    it('keeps a role editable after one of its members is deactivated, and still refuses adding someone deactivated', async () => {
      const mover = await gateway.addUser(gateway.companyId, { firstName: 'Max', lastName: 'Mover', email: 'max@accessops.example', role: 'SUPPORT' });
      const created = await createRole({ name: 'Movers', rights: [], members: [{ userId: mover.id }] });
      expect(created.statusCode, created.body).toBe(200);
      await gateway.db.updateTable('users').set({ is_active: false }).where('id', '=', mover.id).execute();
      const role = (await roleNamed('Movers'))!;

      const renamed = await gateway.request('PUT', `${CUSTOM_ROLES}/${role._id}`, {
        body: { name: 'Movers and shakers', rights: [], members: [{ userId: mover.id }], version: role.version },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const joined = await gateway.request('PUT', `${CUSTOM_ROLES}/${role._id}`, {
        body: { name: 'Movers and shakers', rights: [], members: [{ userId: mover.id }, { userId: leaver.id }], version: role.version + 1 },
      });
      expect(joined.statusCode).toBe(400);
      expect(failure(joined).fieldErrors).toEqual({ 'members.1.userId': [ACCESS_PAGE_TEXT.memberUnknown] });
    });
  });
}
