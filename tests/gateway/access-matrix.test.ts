import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserAccess, loadUserAccess } from '../../src/gateway/access/user-access';
import { ACCESS_TEXT } from '../../src/gateway/onboarding/onboarding-access';
import { ERROR_CODES } from '../../src/shared/contract/errors';
import { type Operation, fillPath, pathParamNames, sendsBody } from '../../src/shared/contract/operation';
import { operations } from '../../src/shared/contract/registry';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/idempotency';
import { LOGIN_AS_MESSAGES, LOGIN_AS_PERMISSION } from '../../src/shared/login-as';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { onboardingPermission } from '../../src/shared/permissions';
import { accepts } from '../shared/contract-inputs';
import { type IdField, idFields, itemOf, sampleObject, setAt } from './contract-id-fields';
import { databaseTargets } from './databases';
import { DEMO_PASSWORD } from './test-gateway';
import { queryString } from './new-hires-gateway';
import { expectNoHiddenField, findText } from './support/answer-strings';
import { type AccessMatrix, MATRIX_CALLERS, type MatrixCaller, openAccessMatrix } from './support/access-matrix-fixture';

/**
 * The access matrix, generated from the contract: every operation of the onboarding gateway is
 * called by six callers (support/access-matrix-fixture.ts: the company admin, a coordinator who
 * reaches every hire, a coordinator whose role reaches only a custom role scoped to Sales, a manager
 * whose role reaches the hire they manage, the new hire, and another company's admin) and without a
 * session. What each call must answer follows from the operation's declared access and the caller's
 * rights as loadUserAccess computes them: 401 without a session unless the operation is public,
 * 403 with the forbidden message when the declared right is missing, otherwise no access refusal
 * and no 5xx (the handler may still refuse the input for its own reasons).
 *
 * Each caller calls with records of their own, in their reach, so that what one call changes or
 * removes (a task deleted, a document removed, a place merged, a plan archived, a person
 * deactivated) is never what another caller's call needs; the operations whose access is `session`
 * (log in as, its end, changing the password, signing out, users/me) run on a fresh session of the
 * caller, so none ends the session the other calls use. Public calls (sign-up, password and code
 * mails) carry the contract's sample input from an address of their own: the first sign-up creates
 * one company, later ones are refused as taken or limited, and every mail (theirs, and the
 * invitation newHire.invite sends to the caller's own hire) stays in the outbox. Every answer, whatever its status, must name no hire
 * (nor a task of one) the caller does not reach and no sensitive value they may not read.
 *
 * Row scope: every operation that takes a hire, task or document id is called again by each caller
 * who does not reach every hire, with a hire out of their reach: it answers as for an id of
 * nothing, and changes nothing.
 */

const ALL_OPERATIONS: readonly Operation[] = Object.values(operations as Record<string, Operation>);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SENSITIVE_READER_RIGHT = 'onb.fields.manage';

type Probed = 'hire' | 'task' | 'document';

/** Id fields that name a hire, a task or a document of a hire: those row scope probes. */
function probedKind(operation: Operation, field: IdField): Probed | undefined {
  if (field.path.length !== 1) return undefined;
  if (field.name === 'taskId') return 'task';
  if (field.name === 'documentId') return 'document';
  if (['hireId', 'hiresId', 'newHireId'].includes(field.name)) return 'hire';
  if (operation.name.startsWith('newHire.') && (field.name === 'id' || field.name === 'userId')) return 'hire';
  return undefined;
}

/** Every operation's id fields that name a hire, a task or a document: what row scope probes. */
const rowScoped = ALL_OPERATIONS.flatMap((operation) =>
  idFields(operation.input).flatMap((field) => {
    const kind = probedKind(operation, field);
    return kind === undefined ? [] : [{ operation, field, kind }];
  }),
);

/**
 * The caller's record for a required id field (an optional one is left out, but a hire's department
 * and location go with every change, so a change keeps the hire where it is). A field this does not
 * know fails the test, so no operation joins the contract unprobed.
 */
function idFor(operation: Operation, field: IdField, caller: MatrixCaller): unknown {
  const optional = accepts(field.schema, undefined);
  const changes = operation.method !== 'GET';
  const { own, company } = caller;
  const domain = operation.name.split('.')[0];
  const value = (): string | null | undefined => {
    switch (field.name) {
      case 'id':
        if (domain === 'newHire') return own.hire;
        if (domain === 'plans') return operation.path.includes('task-templates') ? company.spareTaskTemplate : company.sparePlan;
        if (domain === 'people') return company.spareStaff;
        if (domain === 'settings') return company.spareDepartment;
        if (domain === 'fields') return company.spareField;
        if (domain === 'access') return company.spareRole;
        // A verification code's target is an account's email.
        if (domain === 'auth') return caller.email;
        return undefined;
      case 'hireId':
      case 'hiresId':
      case 'newHireId':
        return own.hire;
      case 'userId':
        return operation.name === 'auth.loginAs' ? company.spareStaff : own.hire;
      case 'taskId':
        return operation.name === 'tasks.delete' ? own.spareTask : own.task;
      case 'documentId':
        return own.document;
      case 'fileId':
        return own.file;
      case 'departmentId':
        return changes || !optional ? own.departmentId : undefined;
      case 'locationId':
        return domain === 'settings' ? company.location : changes || !optional ? own.locationId : undefined;
      case 'intoId':
        return company.intoDepartment;
      case 'planTemplateId':
        return company.plan;
      case 'planId':
        return company.sparePlan;
      case 'taskTemplateIds':
        return company.spareTaskTemplate;
      case 'pageId':
        return operation.name === 'welcomePages.remove' ? company.sparePage : company.page;
      case 'pageIds':
        return company.page;
      // The people a welcome page's block names.
      case 'userIds':
        return company.spareStaff;
      default:
        return undefined;
    }
  };
  const found = value();
  if (found !== undefined && found !== null) return itemOf(field.schema) ? [found] : found;
  if (optional) return undefined;
  if (accepts(field.schema, null)) return null;
  throw new Error(`${operation.name} needs "${field.path.join('.')}", which the matrix does not know how to fill: give idFor() the caller's record for it.`);
}

function inputFor(operation: Operation, caller: MatrixCaller): Record<string, unknown> {
  const input = sampleObject(operation.input, operation.name, (field) => idFor(operation, field, caller));
  // What a whole input's own rules ask for: a confirmation that matches.
  if ('confirmPassword' in input) input.confirmPassword = input.newPassword;
  // Signing in is tried with the caller's own account, so the call shows what they get.
  if (operation.name === 'auth.signIn') Object.assign(input, { email: caller.email, password: DEMO_PASSWORD });
  return input;
}

/**
 * Rights an operation's handler asks for beyond its declared access: log in as is declared
 * `session` (an acting session may call it) and needs a right of another product's catalogue.
 */
const HANDLER_RIGHTS: Readonly<Record<string, { allows(access: UserAccess): boolean; needs: string; message: string }>> = {
  'auth.loginAs': { allows: (access) => access.rights.has(LOGIN_AS_PERMISSION), needs: LOGIN_AS_PERMISSION, message: LOGIN_AS_MESSAGES.notAllowed },
  // Declared `signedIn`: changing a hire and its documents takes the right over hires, or the manager's additional access to one's reports.
  ...Object.fromEntries(
    ['newHire.update', 'newHire.addDocument', 'newHire.removeDocument'].map((name) => [
      name,
      {
        allows: (access: UserAccess) => access.rights.has(onboardingPermission('new_hires', 'manage')) || access.managerAccess,
        needs: `${onboardingPermission('new_hires', 'manage')} or the manager's additional access`,
        message: ACCESS_TEXT.forbidden,
      },
    ]),
  ),
};

interface Answer {
  status: number;
  body: string;
  json: { message?: string; code?: string; currentVersion?: number; data?: unknown } | undefined;
}

function answerOf(response: LightMyRequestResponse): Answer {
  let json: Answer['json'];
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, body: response.body, json };
}

/** The gateway's own refusals of access: no session, or a right the caller does not hold. */
const isSessionRefusal = (answer: Answer) => answer.status === 401 && answer.json?.message === GATEWAY_MESSAGES.sessionRequired;
const isRightRefusal = (answer: Answer) =>
  answer.status === 403 && answer.json?.message === ACCESS_TEXT.forbidden && answer.json.code === ERROR_CODES.forbidden;

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`the access matrix on ${target.name}`, () => {
    let matrix: AccessMatrix;
    /** Per caller, the statuses of the calls their access allows: what shows the calls reached their handlers. */
    const allowedAnswers = new Map<string, number[]>();
    let address = 0;

    beforeAll(async () => {
      matrix = await openAccessMatrix(target);
    });
    afterAll(async () => {
      await matrix?.gateway.close();
    });

    const callerNamed = (name: (typeof MATRIX_CALLERS)[number]) => matrix.callers.find((caller) => caller.name === name) as MatrixCaller;
    const accessOf = async (caller: MatrixCaller) => {
      const access = (await loadUserAccess(matrix.gateway.db, caller.companyId, [caller.userId])).get(caller.userId);
      if (access === undefined) throw new Error(`${caller.name} has no access record`);
      return access;
    };
    const rightsOf = async (caller: MatrixCaller) => (await accessOf(caller)).rights;

    async function send(operation: Operation, input: Record<string, unknown>, token: string | undefined): Promise<Answer> {
      const inPath = new Set(pathParamNames(operation.path));
      const rest = Object.fromEntries(Object.entries(input).filter(([name, value]) => !inPath.has(name) && value !== null && value !== undefined));
      const body = sendsBody(operation.method);
      // Public calls come from an address of their own, so the sign-in and mail limits they meet stay theirs.
      const remoteAddress = operation.access.kind === 'public' ? `10.20.${Math.floor(address / 200)}.${1 + (address++ % 200)}` : undefined;
      return answerOf(
        await matrix.gateway.app.inject({
          method: operation.method,
          url: `${fillPath(operation.path, input)}${body ? '' : queryString(rest as Parameters<typeof queryString>[0])}`,
          ...(remoteAddress === undefined ? {} : { remoteAddress }),
          headers: {
            product: 'ONBOARDING',
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
            ...(operation.idempotencyKey === true ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {}),
          },
          ...(body ? { payload: rest } : {}),
        }),
      );
    }

    /** A refresh token is one of a session of the caller's own, signed in for the call. */
    async function withFreshTokens(input: Record<string, unknown>, caller: MatrixCaller): Promise<Record<string, unknown>> {
      return 'refreshToken' in input ? { ...input, refreshToken: (await matrix.gateway.session(caller.email)).refreshToken } : input;
    }

    /** A change sent at a version another caller's change left behind is sent again at the version the answer names. */
    async function sendAtCurrentVersion(operation: Operation, input: Record<string, unknown>, token: string | undefined): Promise<Answer> {
      const answer = await send(operation, input, token);
      const current = answer.json?.currentVersion;
      if (answer.status !== 409 || answer.json?.code !== 'STALE_VERSION' || current === undefined || !('version' in input)) return answer;
      return send(operation, { ...input, version: current }, token);
    }

    /** Nothing the caller does not reach, nor any sensitive value they may not read, in an answer of any status. */
    async function expectNothingHidden(caller: MatrixCaller, answer: Answer, call: string, rights: ReadonlySet<string>): Promise<void> {
      const reached = await matrix.reachedHireIds(caller);
      const hiresAndTasks = await matrix.gateway.db
        .selectFrom('new_hires')
        .leftJoin('hire_tasks', 'hire_tasks.hire_id', 'new_hires.id')
        .select(['new_hires.id as hireId', 'hire_tasks.id as taskId'])
        .where('new_hires.company_id', '=', matrix.acmeCompanyId)
        .execute();
      const unreached = new Set(hiresAndTasks.filter((row) => !reached.has(row.hireId)).flatMap((row) => [row.hireId, row.taskId ?? row.hireId]));
      const named = findText(answer.json ?? answer.body, unreached);
      expect(named, `${call} names ${named?.text}, of a hire out of their reach, at ${named?.path}`).toBeUndefined();
      if (!rights.has(SENSITIVE_READER_RIGHT)) expectNoHiddenField(answer.json ?? answer.body, matrix.sensitiveValues, call);
      // The manager's additional access hides a report's personal email by default (src/shared/field-access.ts).
      if ((await accessOf(caller)).managerAccess) expectNoHiddenField(answer.json ?? answer.body, await personalEmailsOf(reached), call);
    }

    const personalEmailsOf = async (hireIds: ReadonlySet<string>) =>
      (await matrix.gateway.db.selectFrom('new_hires').select(['id', 'personal_email']).where('company_id', '=', matrix.acmeCompanyId).execute())
        .filter((row) => hireIds.has(row.id))
        .map((row) => row.personal_email);

    it('covers every operation of the contract, for six callers', () => {
      expect(ALL_OPERATIONS.length).toBeGreaterThan(90);
      expect(ALL_OPERATIONS.every((operation) => operation.gateway === 'onboarding')).toBe(true);
      expect(matrix.callers.map((caller) => caller.name)).toEqual([...MATRIX_CALLERS]);
      for (const caller of matrix.callers) for (const operation of ALL_OPERATIONS) inputFor(operation, caller);
    });

    it('gives the sensitive values to the one who manages the fields, and masks them for the others', async () => {
      const admin = callerNamed('company admin');
      const coordinator = callerNamed('coordinator');
      for (const hire of matrix.callers.filter((caller) => caller.name !== 'other company').map((caller) => caller.own.hire)) {
        const read = await send(operations['newHire.get'], { id: hire }, admin.token);
        expect(findText(read.json, matrix.sensitiveValues), read.body).toBeDefined();
        const masked = await send(operations['newHire.get'], { id: hire }, coordinator.token);
        expect((masked.json?.data as { maskedFields: string[] }).maskedFields).toContain(matrix.sensitiveFieldId);
      }
    });

    it('lists and counts, for each caller, only the hires they reach, and their own among them', async () => {
      for (const caller of matrix.callers) {
        const rights = await rightsOf(caller);
        const reached = await matrix.reachedHireIds(caller);
        const listed = await send(operations['newHire.list'], { limit: 100 }, caller.token);
        if (!rights.has('onb.new_hires.view')) {
          expect(isRightRefusal(listed), `${caller.name}: ${listed.body}`).toBe(true);
          continue;
        }
        const page = listed.json?.data as { items: { _id: string }[]; total: number; counts: Record<string, number> };
        const items = page.items.map((item) => item._id);
        // The sensitive field asked for as a column of the list.
        const withColumn = await send(operations['newHire.list'], { limit: 100, fieldColumn: matrix.sensitiveFieldId }, caller.token);
        expect(withColumn.status, withColumn.body).toBeLessThan(500);
        await expectNothingHidden(caller, withColumn, `newHire.list with the sensitive field as a column, as ${caller.name}`, rights);
        expect(items, caller.name).toContain(caller.own.hire);
        if (caller.companyId === matrix.acmeCompanyId) {
          expect(
            items.filter((id) => !reached.has(id)),
            caller.name,
          ).toEqual([]);
          expect(page.total, caller.name).toBeLessThanOrEqual(reached.size);
          expect(
            Object.values(page.counts).reduce((sum, count) => sum + count, 0),
            caller.name,
          ).toBeLessThanOrEqual(reached.size);
        }
        await expectNothingHidden(caller, listed, `newHire.list as ${caller.name}`, rights);
        const everyone = await send(operations['tasks.assigned'], { assignee: 'all', limit: 100 }, caller.token);
        expect(everyone.status, everyone.body).toBe(200);
        await expectNothingHidden(caller, everyone, `tasks.assigned (everyone's) as ${caller.name}`, rights);
      }
    });

    it('shows no sensitive value in any detail of any hire a caller reaches, activity records included, to a caller who may not read it', async () => {
      const details = rowScoped.filter((each) => each.kind === 'hire' && each.operation.method === 'GET').map((each) => each.operation);
      expect(details.map((operation) => operation.name)).toEqual(expect.arrayContaining(['newHire.get', 'newHire.changes', 'tasks.ofHire']));
      const fixtureHires = matrix.callers.map((caller) => caller.own.hire);
      let reads = 0;
      for (const caller of matrix.callers) {
        const rights = await rightsOf(caller);
        const reached = caller.name === 'other company' ? new Set([caller.own.hire]) : await matrix.reachedHireIds(caller);
        for (const hire of fixtureHires.filter((id) => reached.has(id))) {
          for (const operation of details) {
            const field = idFields(operation.input).find((each) => probedKind(operation, each) === 'hire') as IdField;
            const input = inputFor(operation, caller);
            setAt(input, field.path, hire);
            const answer = await send(operation, input, caller.token);
            expect(answer.status, `${operation.name} as ${caller.name}: ${answer.body}`).toBeLessThan(500);
            await expectNothingHidden(caller, answer, `${operation.name} of ${hire} as ${caller.name}`, rights);
            reads += answer.status === 200 ? 1 : 0;
          }
        }
      }
      expect(reads).toBeGreaterThan(20);
    });

    it('probes row scope through every operation that takes a hire, task or document id', () => {
      expect(rowScoped.map((each) => each.operation.name)).toEqual(
        expect.arrayContaining(['newHire.get', 'newHire.update', 'newHire.documents', 'tasks.get', 'tasks.changeStatus', 'newHire.removeDocument']),
      );
    });

    for (const { operation, field, kind } of rowScoped) {
      it(`${operation.name} (${field.name}) answers a hire out of the caller's reach as it answers an id of nothing, and changes nothing`, async () => {
        const before = await outOfReachRows();
        let probes = 0;
        for (const caller of matrix.callers) {
          if (caller.outOfReach === undefined) continue;
          const rights = await rightsOf(caller);
          if (operation.access.kind === 'right' && !rights.has(operation.access.right)) continue;
          if (HANDLER_RIGHTS[operation.name]?.allows(await accessOf(caller)) === false) continue;
          const input = inputFor(operation, caller);
          const probe = structuredClone(input);
          setAt(probe, field.path, caller.outOfReach[kind]);
          const unknown = structuredClone(input);
          setAt(unknown, field.path, UNKNOWN_ID);
          const call = `${operation.name} as ${caller.name} with a ${kind} out of reach`;
          const answer = await send(operation, probe, caller.token);
          const nothing = await send(operation, unknown, caller.token);
          expect([answer.status, answer.json?.message], `${call}: ${answer.body}`).toEqual([nothing.status, nothing.json?.message]);
          // A new hire is refused any hire but their own alike, whether it exists or not (hire-access.ts).
          expect(caller.name === 'new hire' ? [403, 404] : [404], `${call}: ${answer.body}`).toContain(answer.status);
          await expectNothingHidden(caller, answer, call, rights);
          probes += 1;
        }
        expect(probes, 'no caller could be probed').toBeGreaterThan(0);
        expect(await outOfReachRows(), `${operation.name} changed a hire out of reach`).toEqual(before);
      });
    }

    /** The rows of the hires some caller does not reach, with their tasks, documents and comments. */
    async function outOfReachRows(): Promise<string> {
      const hires = [...new Set(matrix.callers.flatMap((caller) => (caller.outOfReach === undefined ? [] : [caller.outOfReach.hire])))];
      const db = matrix.gateway.db;
      const rows = await Promise.all([
        db.selectFrom('new_hires').selectAll().where('id', 'in', hires).orderBy('id').execute(),
        db.selectFrom('hire_tasks').selectAll().where('hire_id', 'in', hires).orderBy('id').execute(),
        db.selectFrom('hire_documents').selectAll().where('hire_id', 'in', hires).orderBy('id').execute(),
        db.selectFrom('hire_plans').selectAll().where('hire_id', 'in', hires).orderBy('id').execute(),
      ]);
      return JSON.stringify(rows);
    }

    for (const operation of ALL_OPERATIONS) {
      const declared = operation.access.kind === 'right' ? `right ${operation.access.right}` : operation.access.kind;
      it(`${operation.name} (${declared}) answers each caller as its access declares`, async () => {
        // Without a session the input is the company admin's: a call that needs one is refused before any of it is read.
        const admin = callerNamed('company admin');
        const anonymous = await send(operation, await withFreshTokens(inputFor(operation, admin), admin), undefined);
        expect(anonymous.status, `${operation.name} without a session: ${anonymous.body}`).toBeLessThan(500);
        if (operation.access.kind === 'public') expect(isSessionRefusal(anonymous) || isRightRefusal(anonymous), anonymous.body).toBe(false);
        else expect(isSessionRefusal(anonymous), `${operation.name} without a session: ${anonymous.body}`).toBe(true);

        const handlerRight = HANDLER_RIGHTS[operation.name];
        for (const caller of matrix.callers) {
          const rights = await rightsOf(caller);
          const input = await withFreshTokens(inputFor(operation, caller), caller);
          expect(accepts(operation.input, input), `${operation.name}: the input for ${caller.name} is not valid: ${JSON.stringify(input)}`).toBe(true);
          const token = operation.access.kind === 'session' ? (await matrix.gateway.session(caller.email)).authToken : caller.token;
          const answer = await sendAtCurrentVersion(operation, input, token);
          const call = `${operation.name} as ${caller.name}`;
          expect(answer.status, `${call}: ${answer.body}`).toBeLessThan(500);
          if (operation.access.kind === 'public') {
            expect(isSessionRefusal(answer) || isRightRefusal(answer), `${call}: ${answer.body}`).toBe(false);
          } else if (operation.access.kind === 'right' && !rights.has(operation.access.right)) {
            expect(isRightRefusal(answer), `${call} must be refused, lacking ${operation.access.right}: ${answer.status} ${answer.body}`).toBe(true);
          } else if (handlerRight !== undefined && !handlerRight.allows(await accessOf(caller))) {
            expect([answer.status, answer.json?.message], `${call} must be refused, lacking ${handlerRight.needs}`).toEqual([403, handlerRight.message]);
          } else {
            // A handler may still refuse what it reads in the rows (a field the caller may not change, named): never as an access refusal.
            expect(isSessionRefusal(answer) || isRightRefusal(answer), `${call} was refused although allowed: ${answer.body}`).toBe(false);
            allowedAnswers.set(caller.name, [...(allowedAnswers.get(caller.name) ?? []), answer.status]);
          }
          await expectNothingHidden(caller, answer, call, rights);
        }
      });
    }

    // Last: the calls above are only worth what they reached. Inputs the handlers all refused would
    // pass "no refusal of access" without showing anything, so most allowed calls must succeed.
    it('got most allowed calls of every caller through to a successful answer', () => {
      // A run of some of the tests only (vitest -t) has no matrix to judge.
      if (allowedAnswers.size === 0) return;
      for (const caller of MATRIX_CALLERS) {
        const answers = allowedAnswers.get(caller) ?? [];
        const succeeded = answers.filter((status) => status < 300).length;
        expect(succeeded * 2, `${caller}: ${succeeded} of ${answers.length} allowed calls succeeded (${answers.join(' ')})`).toBeGreaterThan(answers.length);
      }
    });
  });
}
