import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordId } from '../../src/shared/contract/onboarding-schemas';
import { type Operation, fillPath, pathParamNames, sendsBody } from '../../src/shared/contract/operation';
import { operations } from '../../src/shared/contract/registry';
import type { StoredFile } from '../../src/shared/files';
import { databaseTargets } from './databases';
import { type LifecycleGateway, openLifecycleGateway } from './lifecycle-gateway';
import { accepts } from '../shared/contract-inputs';
import { type IdField, choiceVariants, idFields, itemOf, sampleObject, setAt } from './contract-id-fields';
import { queryString } from './new-hires-gateway';
import { SAMPLE_PDF, pngOfSides, uploadFile } from './sample-files';
import { ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN } from './test-gateway';

/**
 * Company isolation, generated from the contract: every session operation whose input names a
 * record (a path parameter, a body or query field, at any depth) is called by Globex's admin with
 * the real ids of Acme's records, one field at a time, the other fields filled with valid values of
 * Globex's own. Nothing of Acme may come back (a refusal, or an answer that names nothing of Acme),
 * no row of Acme may change, and no row of Globex may come to name one of Acme's. A new operation
 * is covered as it is added; an id field of a kind the test cannot fill fails it, so no kind of
 * record can join the contract unprobed.
 */

/** What an id field may name. */
type IdKind =
  | 'hire'
  | 'hireAccount'
  | 'staff'
  | 'task'
  | 'document'
  | 'file'
  | 'department'
  | 'location'
  | 'planTemplate'
  | 'taskTemplate'
  | 'hirePlan'
  | 'otherCriterion'
  | 'customField'
  | 'customRole'
  | 'welcomePage';
type Records = Record<IdKind, readonly string[]>;

/** The records an id field may name, by its name; every id is probed with Acme's records of each kind. */
const FIELD_KINDS: Readonly<Record<string, readonly IdKind[]>> = {
  hireId: ['hire'],
  hiresId: ['hire'],
  // The hires a custom role's member reaches, or is kept from, by name.
  includeHireIds: ['hire'],
  excludeHireIds: ['hire'],
  newHireId: ['hire'],
  // A hire's account or any user: the documents take either a hire's id or its account's.
  userId: ['hireAccount', 'staff', 'hire'],
  taskId: ['task'],
  documentId: ['document'],
  fileId: ['file'],
  // The branded assets, each an image.
  logoLight: ['file'],
  logoDark: ['file'],
  icon: ['file'],
  emailHeader: ['file'],
  hero: ['file'],
  departmentId: ['department'],
  locationId: ['location'],
  planTemplateId: ['planTemplate'],
  planId: ['planTemplate'],
  planTaskTemplateId: ['taskTemplate'],
  taskTemplateId: ['taskTemplate'],
  taskTemplateIds: ['taskTemplate'],
  hirePlanId: ['hirePlan'],
  // The open tasks a change of a hire's criteria removes.
  remove: ['task'],
  // The department or location a place is merged into.
  intoId: ['department', 'location', 'otherCriterion'],
  otherCriterionIds: ['otherCriterion'],
  // The custom field shown as a column of the hires list.
  fieldColumn: ['customField'],
  managerId: ['staff'],
  coordinatorId: ['staff'],
  buddyId: ['staff'],
  assigneeUserId: ['staff', 'hireAccount'],
  pageId: ['welcomePage'],
  pageIds: ['welcomePage'],
  // The people a welcome page's block names.
  userIds: ['staff', 'hireAccount'],
};

/** A bare `id` names a record of the operation's own domain (the part of its name before the dot). */
const ID_KINDS_BY_DOMAIN: Readonly<Record<string, readonly IdKind[]>> = {
  newHire: ['hire', 'hireAccount'],
  files: ['file'],
  plans: ['planTemplate', 'taskTemplate'],
  people: ['staff', 'hireAccount'],
  // settings/places/{kind}/{id}: a department or a location, as the kind says.
  settings: ['department', 'location', 'otherCriterion'],
  fields: ['customField'],
  access: ['customRole'],
};

/** `GET /files/{id}` carries bytes, so it is a route beside the contract, probed as if it were in it. */
const FILE_DOWNLOAD: Operation = {
  name: 'files.download',
  gateway: 'fileStore',
  method: 'GET',
  path: '/files/{id}',
  summary: 'A stored file.',
  input: z.object({ id: recordId('File id') }),
  output: z.unknown(),
  access: { kind: 'signedIn' },
  auth: 'session',
  idempotent: true,
  renderer: false,
};

function kindsOf(operation: Operation, field: IdField): readonly IdKind[] {
  const domain = operation.name.split('.')[0] ?? '';
  const kinds = field.name === 'id' ? ID_KINDS_BY_DOMAIN[domain] : FIELD_KINDS[field.name];
  if (kinds === undefined) {
    throw new Error(
      `${operation.name} takes the id field "${field.path.join('.')}", which this test does not know how to fill: add what it names to FIELD_KINDS (or ID_KINDS_BY_DOMAIN), with Acme and Globex records of that kind.`,
    );
  }
  return kinds;
}

const probedOperations: Operation[] = [...Object.values(operations as Record<string, Operation>), FILE_DOWNLOAD].filter(
  (operation) => operation.auth === 'session' && idFields(operation.input).length > 0,
);

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`company isolation of every operation that takes an id, on ${target.name}`, () => {
    let gateway: LifecycleGateway;
    let globexToken: string;
    let acme: Records;
    let globex: Records;
    let acmeCompanyId: string;
    let acmeMarkers: string[];
    let acmeIds: string[];
    let acmeBefore: string;

    const tokenOf = async (email: string) => (await gateway.session(email)).authToken;
    const idsOf = async (
      table: 'new_hires' | 'hire_tasks' | 'departments' | 'locations' | 'plan_templates' | 'plan_task_templates' | 'hire_plans' | 'other_criteria',
      companyId: string,
      limit = 2,
    ) => (await gateway.db.selectFrom(table).select('id').where('company_id', '=', companyId).orderBy('id').limit(limit).execute()).map((row) => row.id);

    /** An uploaded file kept with a hire through the gateway: the document and its file. */
    const keptDocument = async (token: string, hireId: string) => {
      const file = (await uploadFile(gateway.app, token, [{ field: 'file', name: 'contract.pdf', bytes: SAMPLE_PDF }])).json<StoredFile>();
      const added = await gateway.call({ method: 'POST', url: `/NewHire/add-hire-doc/${hireId}`, token, body: { fileId: file.id, title: 'Contract' } });
      expect(added.statusCode, added.body).toBe(200);
      return { documentId: added.json<{ data: { _id: string } }>().data._id, fileId: file.id };
    };

    /** Every row of Acme (or, with `others`, of every other company) in every table that has a company, in a stable text. */
    async function companyRows(others = false): Promise<string> {
      const tables = (await gateway.db.introspection.getTables()).filter(
        (table) =>
          (target.name === 'sqlite' || table.schema === (gateway.database.config as { schema?: string }).schema) &&
          table.columns.some((column) => column.name === 'company_id'),
      );
      const dumps: string[] = [];
      for (const table of [...tables, { name: 'companies' }].sort((a, b) => a.name.localeCompare(b.name))) {
        const column = table.name === 'companies' ? 'id' : 'company_id';
        const rows = await gateway.database.query<Record<string, unknown>>(`select * from ${table.name} where ${column} ${others ? '<>' : '='} ?`, [
          acmeCompanyId,
        ]);
        const texts = rows.map((row) =>
          JSON.stringify(row, (_key, value: unknown) => {
            if (value instanceof Uint8Array) return createHash('sha256').update(value).digest('hex');
            if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer')
              return createHash('sha256')
                .update(Buffer.from((value as { data: number[] }).data))
                .digest('hex');
            return value;
          }),
        );
        dumps.push(`${table.name}: ${texts.sort().join('\n')}`);
      }
      return dumps.join('\n\n');
    }

    /** Acme's ids that rows of other companies name: none, unless a call let one company point into another. */
    const acmeIdsNamedElsewhere = async () => {
      const others = await companyRows(true);
      return acmeIds.filter((id) => others.includes(id));
    };

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target, { fileStore: { uploadsPerMinute: 1000 } });
      const company = async (name: string) => (await gateway.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
      acmeCompanyId = await company('Acme Ltd');
      const globexCompanyId = await company('Globex Corp');

      const acmeAdmin = await tokenOf(ACME_ADMIN);
      const addCustomField = async (token: string) => {
        const body = { label: 'Shirt size', section: 'Other', type: 'single_select', filledBy: 'coordinator', options: [{ label: 'M' }] };
        const added = await gateway.call({ method: 'POST', url: '/settings/fields', token, body });
        expect(added.statusCode, added.body).toBe(200);
        return added.json<{ data: { _id: string } }>().data._id;
      };
      const addCustomRole = async (token: string, name: string) => {
        const added = await gateway.call({ method: 'POST', url: '/settings/permissions/custom-roles', token, body: { name, rights: ['onb.reports.view'] } });
        expect(added.statusCode, added.body).toBe(200);
        return added.json<{ data: { _id: string } }>().data._id;
      };
      const addWelcomePage = async (token: string, title: string) => {
        const body = { title, blocks: [{ id: 'hello', kind: 'text', html: `<p>${title}</p>` }] };
        const added = await gateway.call({ method: 'POST', url: '/settings/pages', token, body });
        expect(added.statusCode, added.body).toBe(200);
        const page = added.json<{ data: { _id: string; version: number } }>().data;
        const published = await gateway.call({ method: 'POST', url: `/settings/pages/${page._id}/publish`, token, body: { version: page.version } });
        expect(published.statusCode, published.body).toBe(200);
        return page._id;
      };
      const coordinator = await tokenOf(COORDINATOR);
      globexToken = await tokenOf(GLOBEX_ADMIN);

      const maya = await gateway.db
        .selectFrom('new_hires')
        .select(['id', 'user_id'])
        .where('company_id', '=', acmeCompanyId)
        .where('user_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const acmeHires = [maya.id, ...(await idsOf('new_hires', acmeCompanyId)).filter((id) => id !== maya.id)];
      const acmeStaff = (
        await gateway.db.selectFrom('users').select('id').where('company_id', '=', acmeCompanyId).where('email', 'in', [ACME_ADMIN, COORDINATOR]).execute()
      ).map((row) => row.id);
      const acmeDocument = await keptDocument(coordinator, maya.id);
      const logo = (await uploadFile(gateway.app, acmeAdmin, [{ field: 'file', name: 'logo.png', bytes: pngOfSides(240, 64) }])).json<StoredFile>();
      const branded = await gateway.call({
        method: 'PUT',
        url: '/settings/branded-assets',
        token: acmeAdmin,
        body: { version: 1, brandColor: '#0f766e', website: null, assets: { logoLight: null, logoDark: logo.id, icon: null, emailHeader: null, hero: null } },
      });
      expect(branded.statusCode, branded.body).toBe(200);
      // Other criteria, which the demo companies do not start with.
      for (const [token, name] of [
        [acmeAdmin, 'Acme contractor'],
        [globexToken, 'Globex contractor'],
      ] as const) {
        const added = await gateway.call({ method: 'POST', url: '/settings/places/other-criteria', token, body: { name } });
        expect(added.statusCode, added.body).toBe(200);
      }
      const unattached = (await uploadFile(gateway.app, coordinator, [{ field: 'file', name: 'draft.pdf', bytes: SAMPLE_PDF }])).json<StoredFile>();
      acme = {
        hire: acmeHires,
        hireAccount: [maya.user_id as string],
        staff: acmeStaff,
        task: [
          ...(
            await gateway.db.selectFrom('hire_tasks').select('id').where('company_id', '=', acmeCompanyId).where('hire_id', '=', maya.id).limit(1).execute()
          ).map((row) => row.id),
          ...(await idsOf('hire_tasks', acmeCompanyId, 1)),
        ],
        document: [acmeDocument.documentId],
        file: [acmeDocument.fileId, logo.id, unattached.id],
        department: await idsOf('departments', acmeCompanyId),
        location: await idsOf('locations', acmeCompanyId),
        planTemplate: await idsOf('plan_templates', acmeCompanyId),
        taskTemplate: await idsOf('plan_task_templates', acmeCompanyId),
        hirePlan: await idsOf('hire_plans', acmeCompanyId),
        otherCriterion: await idsOf('other_criteria', acmeCompanyId),
        customField: [await addCustomField(acmeAdmin)],
        customRole: [await addCustomRole(acmeAdmin, 'Acme reporters')],
        welcomePage: [await addWelcomePage(acmeAdmin, 'Acme welcome')],
      };

      const globexHires = await idsOf('new_hires', globexCompanyId);
      const globexDocument = await keptDocument(globexToken, globexHires[0] as string);
      globex = {
        hire: globexHires,
        hireAccount: [],
        staff: (await gateway.db.selectFrom('users').select('id').where('email', '=', GLOBEX_ADMIN).execute()).map((row) => row.id),
        task: await idsOf('hire_tasks', globexCompanyId, 1),
        document: [globexDocument.documentId],
        file: [globexDocument.fileId],
        department: await idsOf('departments', globexCompanyId, 1),
        location: await idsOf('locations', globexCompanyId, 1),
        planTemplate: await idsOf('plan_templates', globexCompanyId, 1),
        taskTemplate: await idsOf('plan_task_templates', globexCompanyId, 1),
        hirePlan: await idsOf('hire_plans', globexCompanyId, 1),
        otherCriterion: await idsOf('other_criteria', globexCompanyId, 1),
        customField: [await addCustomField(globexToken)],
        customRole: [await addCustomRole(globexToken, 'Globex reporters')],
        welcomePage: [await addWelcomePage(globexToken, 'Globex welcome')],
      };

      // What would show that Acme was read: the id of any Acme row, its people's emails and names, its name.
      acmeIds = (await companyRows()).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
      const people = await gateway.db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('company_id', '=', acmeCompanyId).execute();
      const hires = await gateway.db
        .selectFrom('new_hires')
        .select(['personal_email', 'first_name', 'last_name'])
        .where('company_id', '=', acmeCompanyId)
        .execute();
      acmeMarkers = [
        ...new Set([
          'Acme Ltd',
          ...acmeIds,
          ...people.flatMap((person) => [person.email, `${person.first_name} ${person.last_name}`]),
          ...hires.flatMap((hire) => [hire.personal_email, `${hire.first_name} ${hire.last_name}`]),
        ]),
      ];
      acmeBefore = await companyRows();
    });
    afterAll(async () => {
      await gateway?.close();
    });

    /** Globex's own record for an id field that is not being probed: left out when it may be, unless `everyId` asks for them all. */
    const ownId =
      (operation: Operation, everyId = false) =>
      (field: IdField) => {
        if (!everyId && accepts(field.schema, undefined)) return undefined;
        if (!everyId && accepts(field.schema, null)) return null;
        const kind = kindsOf(operation, field).find((each) => globex[each].length > 0);
        const id = kind === undefined ? undefined : globex[kind][0];
        if (id === undefined) throw new Error(`${operation.name} needs a Globex record for "${field.path.join('.')}" and the test has none of its kinds.`);
        return itemOf(field.schema) ? [id] : id;
      };

    function send(operation: Operation, input: Record<string, unknown>): Promise<LightMyRequestResponse> {
      const inPath = new Set(pathParamNames(operation.path));
      const rest = Object.fromEntries(Object.entries(input).filter(([name, value]) => !inPath.has(name) && value !== null));
      const body = sendsBody(operation.method);
      return gateway.app.inject({
        method: operation.method,
        url: `${fillPath(operation.path, input)}${body ? '' : queryString(rest as Parameters<typeof queryString>[0])}`,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${globexToken}` },
        ...(body ? { payload: rest } : {}),
      });
    }

    /**
     * A probe that changed Globex's own record (the id it carried was rightly ignored) leaves the
     * version of the generated input behind; the next probe would then meet STALE_VERSION before
     * its id is tried. When the record in the path is Globex's own, the probe is sent again at the
     * version the answer names. When the path holds Acme's record, STALE_VERSION stays a failure:
     * it would tell that the record exists.
     */
    async function sendAtCurrentVersion(operation: Operation, input: Record<string, unknown>, field: IdField): Promise<LightMyRequestResponse> {
      const response = await send(operation, input);
      const pathProbed = field.path.length === 1 && pathParamNames(operation.path).includes(field.name);
      if (response.statusCode !== 409 || pathProbed || !('version' in input)) return response;
      const { code, currentVersion } = response.json<{ code?: string; currentVersion?: number }>();
      return code === 'STALE_VERSION' && currentVersion !== undefined ? send(operation, { ...input, version: currentVersion }) : response;
    }

    function expectNothingOfAcme(response: LightMyRequestResponse, call: string, field: IdField): void {
      expect(response.statusCode, `${call} answered ${response.statusCode}: ${response.body}`).toBeLessThan(500);
      const named = acmeMarkers.find((marker) => response.body.includes(marker));
      expect(named, `${call} answered ${response.statusCode} naming Acme's "${named}": ${response.body}`).toBeUndefined();
      if (response.statusCode < 300) return;
      // A refusal of the id: the record is not found, may not be used, or the field is named as wrong.
      expect([400, 403, 404], `${call} answered ${response.statusCode}: ${response.body}`).toContain(response.statusCode);
      const answer = response.json<{ message?: unknown; fieldErrors?: Record<string, unknown> }>();
      expect(typeof answer.message === 'string' && answer.message.length > 0, `${call}: a refusal without a message`).toBe(true);
      if (response.statusCode === 400) {
        const named = Object.keys(answer.fieldErrors ?? {}).some((key) => key.split('.').includes(field.name));
        expect(named, `${call} was refused for another reason than the id, so the id was never tried: ${response.body}`).toBe(true);
      }
    }

    it('finds the id fields of the contract, and knows what each of them names', () => {
      const names = probedOperations.map((operation) => operation.name);
      expect(names).toEqual(
        expect.arrayContaining(['newHire.get', 'newHire.addDocument', 'tasks.get', 'auth.loginAs', 'newHire.assignPlan', 'files.download']),
      );
      for (const operation of probedOperations) {
        for (const field of idFields(operation.input)) expect(kindsOf(operation, field).length, operation.name).toBeGreaterThan(0);
      }
    });

    for (const operation of probedOperations) {
      it(`${operation.name} (${operation.method} ${operation.path}) reads and changes nothing of Acme by any id it takes`, async () => {
        const namedBefore = await acmeIdsNamedElsewhere();
        let base = sampleObject(operation.input, operation.name, ownId(operation));
        // An input that asks for one of its optional ids as a whole (a preview of a hire, or of criteria values) gets Globex's own.
        if (!accepts(operation.input, base)) base = sampleObject(operation.input, operation.name, ownId(operation, true));
        expect(accepts(operation.input, base), `${operation.name}: the generated input is not valid: ${JSON.stringify(base)}`).toBe(true);
        let calls = 0;
        for (const field of idFields(operation.input)) {
          for (const kind of kindsOf(operation, field)) {
            for (const acmeId of acme[kind]) {
              const probe = itemOf(field.schema) ? [acmeId] : acmeId;
              const variants: [string, unknown][] = [['', undefined], ...choiceVariants(field)];
              const seen = new Set<string>();
              for (const [choice, option] of variants) {
                const input = structuredClone(base);
                setAt(input, field.path, probe);
                if (choice !== '') setAt(input, [...field.path.slice(0, -1), choice], option);
                const text = JSON.stringify(input);
                if (seen.has(text) || !accepts(operation.input, input)) continue;
                seen.add(text);
                const call = `${operation.name} with Acme's ${kind} in ${field.path.join('.')}${choice === '' ? '' : ` (${choice}: ${String(option)})`}`;
                expectNothingOfAcme(await sendAtCurrentVersion(operation, input, field), call, field);
                calls += 1;
              }
            }
          }
        }
        expect(calls).toBeGreaterThan(0);
        expect(await companyRows(), `${operation.name} changed Acme's rows`).toBe(acmeBefore);
        const named = await acmeIdsNamedElsewhere();
        expect(
          named.filter((id) => !namedBefore.includes(id)),
          `${operation.name} left rows of Globex naming Acme's records`,
        ).toEqual([]);
      });
    }
  });
}
