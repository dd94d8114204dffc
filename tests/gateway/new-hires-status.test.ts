import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HireChange, StartDateShift } from '../../src/shared/contract/new-hires';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import { HIRE_STATUSES, HIRE_STATUS_MOVES, type HireStatus } from '../../src/shared/onboarding';
import { databaseTargets } from './databases';
import { type HiresGateway, editableFields, failure, openHiresGateway, todayPlus } from './new-hires-gateway';

const NUKUALOFA = "(UTC+13:00) Nuku'alofa";
const DATE_LINE_WEST = '(UTC-12:00) International Date Line West';

function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`new hire statuses and start-date shifts on ${target.name}`, () => {
    let gateway: HiresGateway;

    const get = async (id: string): Promise<Hire> => {
      const response = await gateway.request('GET', `/NewHire/get-hire/${id}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Hire }>().data;
    };
    const move = (hire: Pick<Hire, '_id' | 'version'>, status: HireStatus, reason?: string) =>
      gateway.request('PUT', `/NewHire/change-status/${hire._id}`, { body: { version: hire.version, status, ...(reason ? { reason } : {}) } });
    const moved = async (hire: Pick<Hire, '_id' | 'version'>, status: HireStatus): Promise<Hire> => {
      const response = await move(hire, status);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Hire }>().data;
    };
    const changesOf = async (hireId: string): Promise<HireChange[]> =>
      (await gateway.request('GET', `/NewHire/hire-changes/${hireId}`, { query: { limit: 100 } })).json<{ data: { items: HireChange[] } }>().data.items;

    /** A hire in the given status with a start date in the future, reached through allowed moves only. */
    const hireIn = async (status: HireStatus): Promise<Hire> => {
      let hire = await gateway.createHire({ status: status === 'pending' || status === 'withdrawn' ? 'pending' : 'preboarding', startDate: todayPlus(30) });
      if (status === 'withdrawn') hire = await moved(hire, 'withdrawn');
      if (status === 'onboarding' || status === 'completed') {
        await gateway.setHire(hire._id, { start_date: todayPlus(-1) });
        hire = await get(hire._id);
        expect(hire.status).toBe('onboarding');
      }
      if (status === 'completed') hire = await moved(hire, 'completed');
      return hire;
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'statusco');
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('allows every move of the model and records it', async () => {
      for (const from of HIRE_STATUSES) {
        for (const to of HIRE_STATUS_MOVES[from]) {
          const hire = await hireIn(from);
          expect(hire.allowedMoves, `${from} -> ${to}`).toContain(to);
          const response = await move(hire, to, 'Asked by the hiring manager');
          expect(response.statusCode, `${from} -> ${to}: ${response.body}`).toBe(200);
          const after = response.json<{ data: Hire }>().data;
          expect(after.status).toBe(to);
          expect(response.json<{ message: string }>().message).toContain(`${hire.firstName} ${hire.lastName}`);
          expect(after.version).toBe(hire.version + 1);
          const changes = await changesOf(hire._id);
          expect(changes).toEqual(
            expect.arrayContaining([
              expect.objectContaining({
                field: 'status',
                label: 'Status',
                newValue: expect.any(String),
                changedBy: expect.objectContaining({ _id: gateway.admin.id }),
              }),
              expect.objectContaining({ field: 'statusReason', newValue: 'Asked by the hiring manager' }),
            ]),
          );
        }
      }
    });

    it('refuses every other move with 409 and the moves allowed', async () => {
      for (const from of HIRE_STATUSES) {
        const hire = await hireIn(from);
        for (const to of HIRE_STATUSES.filter((status) => !HIRE_STATUS_MOVES[from].includes(status))) {
          const response = await move(hire, to);
          expect(response.statusCode, `${from} -> ${to}`).toBe(409);
          expect(failure(response)).toMatchObject({ code: 'STATUS_MOVE_NOT_ALLOWED', allowedMoves: [...HIRE_STATUS_MOVES[from]] });
          expect(failure(response).message).not.toBe('');
        }
        expect((await get(hire._id)).status).toBe(from);
      }
    });

    it('reopens a withdrawn hire only before the start date', async () => {
      const hire = await gateway.createHire({ status: 'pending', startDate: todayPlus(-2) });
      const withdrawn = await moved(hire, 'withdrawn');
      expect(withdrawn.allowedMoves).toEqual([]);
      const response = await move(withdrawn, 'pending');
      expect(response.statusCode).toBe(409);
      expect(failure(response)).toMatchObject({
        code: 'STATUS_MOVE_NOT_ALLOWED',
        allowedMoves: [],
        message: 'A withdrawn new hire can be reopened only before their start date.',
      });
    });

    it('lets a withdrawn hire be reopened to pending or straight to preboarding, and says where it went', async () => {
      const withdrawn = await hireIn('withdrawn');
      expect(withdrawn.allowedMoves).toEqual(['pending', 'preboarding']);
      const response = await move(withdrawn, 'preboarding');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ message: string; data: Hire }>()).toMatchObject({
        message: `${withdrawn.firstName} ${withdrawn.lastName} was reopened: now preboarding, with their tasks back as they were.`,
        data: { status: 'preboarding' },
      });
    });

    it('freezes a withdrawn hire’s open tasks: out of every list and count, refused, and back as they were on reopen', async () => {
      const hire = await gateway.createHire({ status: 'preboarding', startDate: todayPlus(20) });
      const open = await gateway.addTask(hire, { dueDate: todayPlus(10), title: 'Order a laptop' });
      const blocked = await gateway.addTask(hire, { dueDate: todayPlus(11), status: 'blocked', title: 'Book a desk' });
      type Assigned = { items: { _id: string }[]; total: number; counts: Record<string, number> };
      const assigned = async () =>
        (await gateway.request('GET', '/tasks/assign-tasks-list', { query: { assignee: 'all', hireId: hire._id } })).json<{ data: Assigned }>().data;
      const before = await assigned();
      expect(before.items.map((task) => task._id).sort()).toEqual([open, blocked].sort());
      expect(before.counts).toMatchObject({ todo: 1, blocked: 1 });

      const withdrawn = await moved(hire, 'withdrawn');
      const hidden = await assigned();
      expect(hidden).toMatchObject({ items: [], total: 0, counts: { todo: 0, done: 0, blocked: 0, overdue: 0 } });
      const refused = await gateway.request('PUT', `/tasks/change-task-status/${open}`, { body: { version: 1, status: 'done' } });
      expect(refused.statusCode).toBe(409);
      expect(failure(refused)).toMatchObject({
        code: 'HIRE_WITHDRAWN',
        message: 'This new hire was withdrawn. Reopen the new hire before changing their tasks.',
      });
      const ofHire = (await gateway.request('GET', `/tasks/hire-tasks/${hire._id}`)).json<{ data: { _id: string; status: string; version: number }[] }>().data;
      expect(ofHire.map(({ _id, status, version }) => ({ _id, status, version })).sort((a, b) => a._id.localeCompare(b._id))).toEqual(
        [
          { _id: open, status: 'todo', version: 1 },
          { _id: blocked, status: 'blocked', version: 1 },
        ].sort((a, b) => a._id.localeCompare(b._id)),
      );

      await moved(withdrawn, 'pending');
      const back = await assigned();
      expect(back.items.map((task) => task._id).sort()).toEqual([open, blocked].sort());
      expect(back.counts).toMatchObject({ todo: 1, blocked: 1 });
      const done = await gateway.request('PUT', `/tasks/change-task-status/${open}`, { body: { version: 1, status: 'done' } });
      expect(done.statusCode, done.body).toBe(200);
    });

    it('answers 409 with the current version for a stale status change', async () => {
      const hire = await gateway.createHire({ status: 'pending' });
      await moved(hire, 'preboarding');
      const response = await move(hire, 'withdrawn');
      expect(response.statusCode).toBe(409);
      expect(failure(response)).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
    });

    it('turns preboarding into onboarding on the start date in the hire’s own timezone, on read', async () => {
      const aheadDay = todayIn('Etc/GMT-13');
      const ahead = await gateway.createHire({ startDate: todayPlus(10), timezone: NUKUALOFA });
      const behind = await gateway.createHire({ startDate: todayPlus(10), timezone: DATE_LINE_WEST });
      // Today in Nuku'alofa (UTC+13) is always a day still to come at the date line (UTC-12).
      await gateway.setHire(ahead._id, { start_date: aheadDay });
      await gateway.setHire(behind._id, { start_date: aheadDay });

      const response = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { limit: 100 } });
      const items = response.json<{ data: { items: Hire[] } }>().data.items;
      expect(items.find((item) => item._id === ahead._id)?.status).toBe('onboarding');
      expect(items.find((item) => item._id === behind._id)?.status).toBe('preboarding');

      const started = await get(ahead._id);
      expect(started).toMatchObject({ status: 'onboarding', version: 2, allowedMoves: ['completed', 'withdrawn'], updatedBy: null });
      expect((await changesOf(ahead._id))[0]).toMatchObject({ field: 'status', oldValue: 'Preboarding', newValue: 'Onboarding', changedBy: null });
      expect(await changesOf(behind._id)).toHaveLength(1);
    });

    it('moves a hire approved on or after the start date straight on to onboarding', async () => {
      const hire = await gateway.createHire({ status: 'pending', startDate: todayPlus(-1) });
      expect(hire.status).toBe('pending');
      const approved = await moved(hire, 'preboarding');
      expect(approved.status).toBe('onboarding');
      const created = await gateway.createHire({ startDate: todayPlus(-3) });
      expect(created.status).toBe('onboarding');
      expect((await changesOf(created._id)).map((change) => change.field).sort()).toEqual(['created', 'status']);
    });

    it('previews a start-date shift without writing, then moves only unfinished tasks when it is saved', async () => {
      const hire = await gateway.createHire({ startDate: '2031-03-10' });
      const done = await gateway.addTask(hire, { dueDate: '2031-03-01', status: 'done', title: 'Sign contract' });
      const late = await gateway.addTask(hire, { dueDate: '2031-03-20', status: 'todo', title: 'Meet the team' });
      const early = await gateway.addTask(hire, { dueDate: '2031-03-05', status: 'blocked', title: 'Order laptop' });
      const snapshot = () =>
        gateway.database.query<{ id: string; due_date: string; version: number }>(
          'select id, due_date, version from hire_tasks where hire_id = ? order by id',
          [hire._id],
        );
      const before = await snapshot();

      const preview = await gateway.request('GET', `/NewHire/start-date-shift/${hire._id}`, { query: { startDate: '2031-03-17' } });
      expect(preview.statusCode).toBe(200);
      expect(preview.json<{ data: StartDateShift }>().data).toEqual({
        fromDate: '2031-03-10',
        toDate: '2031-03-17',
        days: 7,
        tasks: [
          {
            _id: early,
            title: 'Order laptop',
            taskCategory: 'logistics',
            assignee: expect.objectContaining({ _id: gateway.admin.id }),
            from: '2031-03-05',
            to: '2031-03-12',
            movedOff: null,
          },
          {
            _id: late,
            title: 'Meet the team',
            taskCategory: 'logistics',
            assignee: expect.objectContaining({ _id: gateway.admin.id }),
            from: '2031-03-20',
            to: '2031-03-27',
            movedOff: null,
          },
        ],
      });
      expect(await snapshot()).toEqual(before);
      expect((await get(hire._id)).version).toBe(1);

      const same = await gateway.request('GET', `/NewHire/start-date-shift/${hire._id}`, { query: { startDate: '2031-03-10' } });
      expect(same.json<{ data: StartDateShift }>().data).toMatchObject({ days: 0, tasks: [] });

      const saved = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: { ...editableFields(hire), startDate: '2031-03-17', version: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: { shiftedTasks: number; hire: Hire } }>().data).toMatchObject({
        shiftedTasks: 2,
        hire: { startDate: '2031-03-17', version: 2 },
      });
      const after = Object.fromEntries((await snapshot()).map((task) => [task.id, task]));
      expect(after[done]).toMatchObject({ due_date: '2031-03-01', version: 1 });
      expect(after[early]).toMatchObject({ due_date: '2031-03-12', version: 2 });
      expect(after[late]).toMatchObject({ due_date: '2031-03-27', version: 2 });

      const earlier = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: { ...editableFields(hire), startDate: '2031-02-28', version: 2 },
      });
      expect(earlier.json<{ data: { shiftedTasks: number } }>().data.shiftedTasks).toBe(2);
      const moved = Object.fromEntries((await snapshot()).map((task) => [task.id, task.due_date]));
      // Sunday 23 February is not worked: a task due before the start moves back to Friday the 21st.
      expect(moved).toEqual({ [done]: '2031-03-01', [early]: '2031-02-21', [late]: '2031-03-10' });
    });

    it('refuses a preview for a bad date with 400', async () => {
      const hire = await gateway.createHire();
      const response = await gateway.request('GET', `/NewHire/start-date-shift/${hire._id}`, { query: { startDate: '2031-02-30' } });
      expect(response.statusCode).toBe(400);
    });
  });
}
