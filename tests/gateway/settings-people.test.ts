import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPerson } from '../../src/shared/contract/people';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, mailValue } from './lifecycle-gateway';
import { addOperationsAndNewHire, failure, type HiresGateway, openHiresGateway, type Person } from './new-hires-gateway';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`people on /settings/permissions on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let invitedNumber = 0;

    const people = async (token?: string) => (await gateway.request('GET', '/settings/people', { token })).json<{ data: CompanyPerson[] }>().data;
    const personOf = async (email: string) => {
      const found = (await people()).find((person) => person.email === email);
      if (found === undefined) throw new Error(`${email} is not listed`);
      return found;
    };
    const invite = (body: Record<string, unknown>, token?: string) => gateway.request('POST', '/settings/people', { body, token });
    const act = (person: Pick<CompanyPerson, '_id' | 'version'>, action: 'deactivate' | 'reactivate' | 'resend-invitation', token?: string) =>
      gateway.request('POST', `/settings/people/${person._id}/${action}`, { body: { version: person.version }, token });
    const changeRole = (person: Pick<CompanyPerson, '_id' | 'version'>, role: string, token?: string) =>
      gateway.request('PUT', `/settings/people/${person._id}/role`, { body: { version: person.version, role }, token });
    /** Invites someone new and answers them as listed. */
    const invited = async (role = 'OPERATIONS') => {
      invitedNumber += 1;
      const email = `colleague${invitedNumber}@people.example`;
      const response = await invite({ firstName: 'Cole', lastName: `League${invitedNumber}`, email, role });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CompanyPerson }>().data;
    };
    /** Invites someone, sets their password from the mail and answers them as listed, with a session. */
    const activeColleague = async (role = 'OPERATIONS') => {
      const person = await invited(role);
      const temporary = mailValue((await gateway.lastMail(person.email)).text, 'Temporary password');
      expect((await gateway.post('/auth/set-new-password', { email: person.email, tempPassword: temporary, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      const signIn = await gateway.signIn(person.email, NEW_PASSWORD);
      expect(signIn.statusCode, signIn.body).toBe(200);
      const { authToken, refreshToken } = signIn.json<{ data: { authToken: string; refreshToken: string } }>().data;
      return { person: await personOf(person.email), authToken, refreshToken };
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'peopleco');
      ({ operations } = await addOperationsAndNewHire(gateway, 'peopleco.example'));
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists the company’s staff with their role and status, and never its new hires or another company’s people', async () => {
      const listed = await people();
      expect(listed.map((person) => [person.email, person.role, person.status])).toEqual([
        ['admin@peopleco.example', 'COMPANY_ADMIN', 'active'],
        ['olga@peopleco.example', 'OPERATIONS', 'active'],
      ]);
      // A coordinator views; only the settings' managers change.
      expect((await gateway.request('GET', '/settings/people', { token: operations.token })).statusCode).toBe(200);
      const refused = await invite({ firstName: 'No', lastName: 'Way', email: 'noway@people.example', role: 'SUPPORT' }, operations.token);
      expect(refused.statusCode).toBe(403);
    });

    it('invites a colleague by mail, who sets a password through its link and signs in', async () => {
      const response = await invite({ firstName: 'Ines', lastName: 'Invited', email: 'Ines.Invited@People.example', role: 'SUPPORT' });
      expect(response.statusCode, response.body).toBe(200);
      const person = response.json<{ message: string; data: CompanyPerson }>();
      expect(person.message).toBe('An invitation is on its way to ines.invited@people.example.');
      expect(person.data).toMatchObject({ email: 'ines.invited@people.example', role: 'SUPPORT', status: 'invited', fullName: 'Ines Invited' });

      const mail = await gateway.lastMail('ines.invited@people.example');
      expect(mail.subject).toBe('Peopleco Ltd invites you to HCM Onboarding: your temporary password');
      expect(mail.text).toContain('Ada Admin invites you to Peopleco Ltd, Ines');
      expect(mail.text).toContain(`/set-new-password?userId=${encodeURIComponent('ines.invited@people.example')}`);
      const temporary = mailValue(mail.text, 'Temporary password');

      expect((await gateway.signIn('ines.invited@people.example', temporary)).json<{ code: string }>().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const set = await gateway.post('/auth/set-new-password', { email: 'ines.invited@people.example', tempPassword: temporary, newPassword: NEW_PASSWORD });
      expect(set.statusCode, set.body).toBe(200);
      const signIn = await gateway.signIn('ines.invited@people.example', NEW_PASSWORD);
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect((await personOf('ines.invited@people.example')).status).toBe('active');
    });

    it('refuses an email that already has an account, in any company, naming the field', async () => {
      for (const email of ['olga@peopleco.example', 'ADMIN@globex.example']) {
        const response = await invite({ firstName: 'Dup', lastName: 'Licate', email, role: 'SUPPORT' });
        expect(response.statusCode).toBe(409);
        expect(failure(response)).toMatchObject({
          code: 'EMAIL_TAKEN',
          message: 'An account with this email already exists. Use another email address.',
          fieldErrors: { email: ['An account with this email already exists. Use another email address.'] },
        });
      }
    });

    it('answers bad input with 400 naming the field', async () => {
      const badEmail = await invite({ firstName: 'Bad', lastName: 'Mail', email: 'not-an-email', role: 'SUPPORT' });
      expect(badEmail.statusCode).toBe(400);
      expect(failure(badEmail).fieldErrors).toEqual({ email: ['Please enter valid email'] });
      const badRole = await invite({ firstName: 'Bad', lastName: 'Role', email: 'bad.role@people.example', role: 'SUPER_ADMIN' });
      expect(badRole.statusCode).toBe(400);
      expect(failure(badRole).fieldErrors).toEqual({ role: ['Choose a role.'] });
      const noName = await invite({ firstName: '', lastName: 'Blank', email: 'blank@people.example', role: 'SUPPORT' });
      expect(noName.statusCode).toBe(400);
      expect(failure(noName).fieldErrors).toEqual({ firstName: ['This field is required'] });
      const someone = await invited();
      const noVersion = await gateway.request('PUT', `/settings/people/${someone._id}/role`, { body: { role: 'SUPPORT' } });
      expect(noVersion.statusCode).toBe(400);
      expect(Object.keys(failure(noVersion).fieldErrors ?? {})).toEqual(['version']);
    });

    it('resends an invitation at most once a minute, and only the newest password works', async () => {
      const person = await invited();
      const first = mailValue((await gateway.lastMail(person.email)).text, 'Temporary password');
      const tooSoon = await act(person, 'resend-invitation');
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.headers['retry-after']).toMatch(/^\d+$/);
      expect(failure(tooSoon)).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Wait \d+ second\(s\) before sending another invitation\.$/),
      });

      // A minute and more later.
      await gateway.db
        .updateTable('users')
        .set({ invited_at: new Date(Date.now() - 61_000).toISOString() })
        .where('id', '=', person._id)
        .execute();
      const resent = await act(person, 'resend-invitation');
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json<{ message: string }>().message).toBe(`A new invitation is on its way to ${person.email}.`);
      const mails = await gateway.mails(person.email);
      expect(mails).toHaveLength(2);
      const second = mailValue(mails[0]?.text ?? '', 'Temporary password');
      expect(second).not.toBe(first);
      expect((await gateway.post('/auth/set-new-password', { email: person.email, tempPassword: first, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
      expect((await gateway.post('/auth/set-new-password', { email: person.email, tempPassword: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

      const accepted = await act(await personOf(person.email), 'resend-invitation');
      expect(accepted.statusCode).toBe(409);
      expect(failure(accepted).message).toBe('This person has already set their password and can sign in.');
    });

    it('changes a role, which the person’s very next request is answered with', async () => {
      const { person, authToken } = await activeColleague('OPERATIONS');
      expect((await gateway.request('GET', '/settings/people', { token: authToken })).statusCode).toBe(200);
      const changed = await changeRole(person, 'SUPPORT');
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<{ data: CompanyPerson }>().data).toMatchObject({ role: 'SUPPORT', version: person.version + 1 });
      // SUPPORT does not view settings.
      expect((await gateway.request('GET', '/settings/people', { token: authToken })).statusCode).toBe(403);
    });

    it('refuses a change made on a stale version with 409 and the current version', async () => {
      const person = await invited();
      expect((await changeRole(person, 'SUPPORT')).statusCode).toBe(200);
      const stale = await changeRole(person, 'ADMIN');
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({
        code: 'STALE_VERSION',
        message: 'Someone changed this person since you opened the list. Look at the list again before saving.',
        currentVersion: person.version + 1,
      });
      expect((await act(person, 'deactivate')).statusCode).toBe(409);
      expect((await personOf(person.email)).role).toBe('SUPPORT');
    });

    it('deactivates: every session ends at once and sign-in is refused; reactivating lets them sign in again', async () => {
      const { person, authToken, refreshToken } = await activeColleague('OPERATIONS');
      const deactivated = await act(person, 'deactivate');
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(deactivated.json<{ data: CompanyPerson }>().data.status).toBe('deactivated');

      expect((await gateway.request('GET', '/settings/people', { token: authToken })).statusCode).toBe(401);
      expect((await gateway.signIn(person.email, NEW_PASSWORD)).statusCode).toBe(403);

      const reactivated = await act(await personOf(person.email), 'reactivate');
      expect(reactivated.statusCode, reactivated.body).toBe(200);
      expect(reactivated.json<{ data: CompanyPerson }>().data.status).toBe('active');
      // The sessions ended stay ended, tokens and all: coming back means signing in again.
      expect((await gateway.call({ method: 'PUT', url: '/auth/refresh-token', body: { refreshToken } })).statusCode).toBe(401);
      expect((await gateway.request('GET', '/users/me', { token: authToken })).statusCode).toBe(401);
      expect((await gateway.signIn(person.email, NEW_PASSWORD)).statusCode).toBe(200);

      const recorded = await gateway.database.query<{ action: string; summary: string; changed_by: string }>(
        "select action, summary, changed_by from setting_changes where company_id = ? and area = 'user' and entity_id = ? order by changed_at, action",
        [gateway.companyId, person._id],
      );
      expect(recorded.map((change) => change.action).sort()).toEqual(['deactivated', 'invited', 'reactivated']);
      expect(recorded.find((change) => change.action === 'deactivated')).toEqual({
        action: 'deactivated',
        summary: `Deactivated ${person.email}.`,
        changed_by: gateway.admin.id,
      });
    });

    it('keeps the last active company administrator: not demoted, not deactivated, while another can be', async () => {
      const admin = await personOf('admin@peopleco.example');
      for (const refused of [await changeRole(admin, 'OPERATIONS'), await act(admin, 'deactivate')]) {
        expect(refused.statusCode).toBe(409);
        expect(failure(refused).message).toMatch(
          /^(This is the company’s last active company administrator\. Make someone else a company administrator first\.|You cannot deactivate your own account\.)$/,
        );
      }
      expect(failure(await changeRole(admin, 'OPERATIONS')).code).toBe('LAST_ADMIN');

      // An invited administrator who has not set a password does not count.
      await invited('COMPANY_ADMIN');
      expect(failure(await changeRole(admin, 'OPERATIONS')).code).toBe('LAST_ADMIN');

      const { person: second, authToken } = await activeColleague('COMPANY_ADMIN');
      // The second may demote the first, and is then the last one left.
      const demoted = await changeRole(admin, 'OPERATIONS', authToken);
      expect(demoted.statusCode, demoted.body).toBe(200);
      const last = await personOf(second.email);
      const refused = await changeRole(last, 'SUPPORT', authToken);
      expect(refused.statusCode).toBe(409);
      expect(failure(refused)).toMatchObject({
        code: 'LAST_ADMIN',
        message: 'This is the company’s last active company administrator. Make someone else a company administrator first.',
      });
      // Put things back for the other tests.
      expect((await changeRole(await personOf('admin@peopleco.example'), 'COMPANY_ADMIN', authToken)).statusCode).toBe(200);
    });

    it('answers another company’s people, a new hire’s account and unknown ids with 404', async () => {
      const globexAdmin = await gateway.db.selectFrom('users').select(['id', 'version']).where('email', '=', 'admin@globex.example').executeTakeFirstOrThrow();
      const newHire = await gateway.db.selectFrom('users').select(['id', 'version']).where('email', '=', 'nico@personal.example').executeTakeFirstOrThrow();
      for (const id of [globexAdmin.id, newHire.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const target = { _id: id, version: 1 };
        for (const response of [
          await changeRole(target, 'SUPPORT'),
          await act(target, 'deactivate'),
          await act(target, 'reactivate'),
          await act(target, 'resend-invitation'),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(failure(response).message).toBe('This person does not exist in your company.');
        }
      }
      const globexStill = await gateway.db.selectFrom('users').select(['role', 'is_active']).where('id', '=', globexAdmin.id).executeTakeFirstOrThrow();
      expect(globexStill.role).toBe('COMPANY_ADMIN');
      expect(Boolean(globexStill.is_active)).toBe(true);
    });
  });
}
