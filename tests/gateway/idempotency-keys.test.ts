import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../src/shared/contract/onboarding-schemas';
import type { TaskComment } from '../../src/shared/contract/tasks';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { addHireRow, addTaskRow, ok } from './tasks-test-support';

/** Changes sent with an Idempotency-Key: what an offline queue relies on when it sends a change again. */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`idempotency keys on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let colleague: Person;
    let hireId: string;
    let taskNumber = 0;

    const newTask = () => {
      taskNumber += 1;
      return addTaskRow(gateway, { companyId: gateway.companyId, hireId, title: `Task ${taskNumber}`, dueDate: '2031-06-01', assigneeId: coordinator.id });
    };
    const send = (method: 'POST' | 'PUT', url: string, body: unknown, key: string | undefined, token = coordinator.token) =>
      gateway.app.inject({
        method,
        url,
        payload: body as object,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      });
    const changeStatus = (taskId: string, body: Record<string, unknown>, key?: string, token?: string) =>
      send('PUT', `/tasks/change-task-status/${taskId}`, body, key, token);
    const comment = (taskId: string, body: string, key?: string, token?: string) => send('POST', `/tasks/add-task-comment/${taskId}`, { body }, key, token);
    const taskRow = (taskId: string) =>
      gateway.db.selectFrom('hire_tasks').select(['status', 'version', 'completed_at', 'blocked_reason']).where('id', '=', taskId).executeTakeFirstOrThrow();
    const commentsOn = async (taskId: string) =>
      (await ok<TaskComment[]>(gateway, 'GET', `/tasks/task-comments/${taskId}`, { token: coordinator.token })).map((each) => each.body);

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'keyco');
      coordinator = await gateway.addUser(gateway.companyId, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@keyco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      colleague = await gateway.addUser(gateway.companyId, {
        firstName: 'Carl',
        lastName: 'Colleague',
        email: 'carl@keyco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      hireId = await addHireRow(gateway, {
        companyId: gateway.companyId,
        firstName: 'Alice',
        lastName: 'Archer',
        startDate: '2031-06-02',
        status: 'onboarding',
        coordinatorId: coordinator.id,
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('applies a task change once however often it is sent with one key, answering each time as the first time', async () => {
      const taskId = await newTask();
      const first = await changeStatus(taskId, { version: 1, status: 'done' }, 'complete-1');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const after = await taskRow(taskId);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const again = await changeStatus(taskId, { version: 1, status: 'done' }, 'complete-1');
        expect(again.statusCode).toBe(200);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
      }
      expect(await taskRow(taskId)).toEqual(after);
      expect(after).toMatchObject({ status: 'done', version: 2 });
      expect(first.json<{ data: Task }>().data).toMatchObject({ status: 'done', version: 2 });
    });

    it('refuses the same key with another change, changing nothing', async () => {
      const taskId = await newTask();
      expect((await changeStatus(taskId, { version: 1, status: 'done' }, 'reused-1')).statusCode).toBe(200);
      const other = await changeStatus(taskId, { version: 2, status: 'blocked', blockedReason: 'No laptop yet' }, 'reused-1');
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different change. Send the change with a new key.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      expect(await taskRow(taskId)).toMatchObject({ status: 'done', version: 2, blocked_reason: null });
    });

    it('answers a retry of a refused change with the same refusal, so a conflict is not lost', async () => {
      const taskId = await newTask();
      expect((await changeStatus(taskId, { version: 1, status: 'blocked', blockedReason: 'Waiting for IT' }, undefined, colleague.token)).statusCode).toBe(200);
      const stale = await changeStatus(taskId, { version: 1, status: 'done' }, 'stale-1');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
      const retried = await changeStatus(taskId, { version: 1, status: 'done' }, 'stale-1');
      expect(retried.statusCode).toBe(409);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.json()).toEqual(stale.json());
      expect(await taskRow(taskId)).toMatchObject({ status: 'blocked', version: 2 });
    });

    it('adds a comment once per key, and once per send without one; keys are each user’s own', async () => {
      const taskId = await newTask();
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await comment(taskId, 'Laptop ordered.', 'comment-1')).statusCode).toBe(200);
      expect(await commentsOn(taskId)).toEqual(['Laptop ordered.']);
      expect((await comment(taskId, 'Laptop ordered.', 'comment-1', colleague.token)).statusCode).toBe(200);
      expect((await comment(taskId, 'No key.')).statusCode).toBe(200);
      expect((await comment(taskId, 'No key.')).statusCode).toBe(200);
      expect(await commentsOn(taskId)).toEqual(['Laptop ordered.', 'Laptop ordered.', 'No key.', 'No key.']);
    });

    it('gives the author the key each comment was sent with, in the answer, a replay and the list; nobody else', async () => {
      const taskId = await newTask();
      const first = await comment(taskId, 'Desk is ready.', 'desk-1');
      expect(first.json<{ data: TaskComment }>().data).toMatchObject({ body: 'Desk is ready.', requestKey: 'desk-1' });
      expect((await comment(taskId, 'Desk is ready.', 'desk-1')).json()).toEqual(first.json());
      expect((await comment(taskId, 'Badge too.', 'badge-1', colleague.token)).json<{ data: TaskComment }>().data.requestKey).toBe('badge-1');
      expect((await comment(taskId, 'No key.')).json<{ data: TaskComment }>().data).not.toHaveProperty('requestKey');

      const keysSeenBy = async (token: string) =>
        (await ok<TaskComment[]>(gateway, 'GET', `/tasks/task-comments/${taskId}`, { token })).map((each) => [each.body, each.requestKey]);
      expect(await keysSeenBy(coordinator.token)).toEqual([
        ['Desk is ready.', 'desk-1'],
        ['Badge too.', undefined],
        ['No key.', undefined],
      ]);
      expect(await keysSeenBy(colleague.token)).toEqual([
        ['Desk is ready.', undefined],
        ['Badge too.', 'badge-1'],
        ['No key.', undefined],
      ]);
    });

    it('lets one of three sends with one key at the same moment through; the others wait for it and answer as it did', async () => {
      const taskId = await newTask();
      const answers = await Promise.all([comment(taskId, 'At once.', 'race-1'), comment(taskId, 'At once.', 'race-1'), comment(taskId, 'At once.', 'race-1')]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await commentsOn(taskId)).toEqual(['At once.']);
    });

    /** A claim as an earlier gateway left it: committed before its change ran, and never answered. */
    const claimWithoutAnswer = (key: string, agoMs: number) =>
      gateway.db
        .insertInto('idempotency_keys')
        .values({
          company_id: gateway.companyId,
          user_id: coordinator.id,
          idempotency_key: key,
          operation: 'tasks.addComment',
          fingerprint: 'unknown',
          status_code: null,
          answer: null,
          created_at: new Date(Date.now() - agoMs).toISOString(),
        })
        .execute();

    it('answers a key claimed moments ago and not answered yet as still in use', async () => {
      const taskId = await newTask();
      await claimWithoutAnswer('under-way-1', 0);
      const waiting = await comment(taskId, 'Still under way.', 'under-way-1');
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(await commentsOn(taskId)).toEqual([]);
    });

    it('takes over a key whose first attempt was cut off minutes ago', async () => {
      const taskId = await newTask();
      await claimWithoutAnswer('cut-off-1', 5 * 60_000);
      expect((await comment(taskId, 'After a restart.', 'cut-off-1')).statusCode).toBe(200);
      expect((await comment(taskId, 'After a restart.', 'cut-off-1')).headers['idempotent-replayed']).toBe('true');
      expect(await commentsOn(taskId)).toEqual(['After a restart.']);
    });

    it('refuses a key that is too long or not plain visible text', async () => {
      const taskId = await newTask();
      for (const key of ['x'.repeat(256), 'has space', 'tab\there']) {
        const refused = await comment(taskId, 'Bad key.', key);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ message: 'The Idempotency-Key header must be 1 to 255 visible characters.' });
      }
      expect(await commentsOn(taskId)).toEqual([]);
    });
  });
}
