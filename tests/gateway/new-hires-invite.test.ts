import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import type { StoredFile } from '../../src/shared/files';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, mailValue } from './lifecycle-gateway';
import { type HiresGateway, failure, openHiresGateway, todayPlus } from './new-hires-gateway';
import { pngOfSides, uploadFile } from './sample-files';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`new hire invitations on ${target.name}`, () => {
    let gateway: HiresGateway;

    const invite = (hire: Pick<Hire, '_id'>) => gateway.request('POST', `/NewHire/invite-hire/${hire._id}`);
    const setPassword = (email: string, tempPassword: string) => gateway.post('/auth/set-new-password', { email, tempPassword, newPassword: NEW_PASSWORD });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'inviteco');
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('gives an approved hire an account and mails a temporary password with the set-password link', async () => {
      const email = 'priya.invited@personal.example';
      const hire = await gateway.createHire({ firstName: 'Priya', lastName: 'Patel', preferredName: 'Pri', personalEmail: email, startDate: todayPlus(10) });
      const response = await invite(hire);
      expect(response.statusCode, response.body).toBe(200);
      const invited = response.json<{ message: string; data: Hire }>();
      expect(invited.message).toBe('The new hire was emailed a temporary password and a link to set their own.');
      expect(invited.data.userId).toEqual(expect.any(String));

      const [account] = await gateway.database.query<{
        id: string;
        email: string;
        kind: string;
        role: string;
        must_change_password: unknown;
        company_id: string;
        first_name: string;
      }>('select id, email, kind, role, must_change_password, company_id, first_name from users where email = ?', [email]);
      expect(account).toMatchObject({ id: invited.data.userId, kind: 'new_hire', role: 'NEW_HIRE', company_id: gateway.companyId, first_name: 'Priya' });
      expect(Boolean(account?.must_change_password)).toBe(true);

      const mail = await gateway.lastMail(email);
      expect(mail.subject).toBe('Inviteco Ltd invites you to HCM Onboarding: your temporary password');
      expect(mail.text).toContain('Welcome to Inviteco Ltd, Pri');
      expect(mail.text).toContain(`/set-new-password?userId=${encodeURIComponent(email)}`);
      const temporary = mailValue(mail.text, 'Temporary password');
      expect(temporary).toMatch(/^\S{12}$/);

      const changes = (await gateway.request('GET', `/NewHire/hire-changes/${hire._id}`)).json<{ data: { items: { field: string; newValue: string }[] } }>()
        .data.items;
      expect(changes[0]).toMatchObject({ field: 'account', newValue: `Invited as ${email}` });

      // The mailed password works once, and the new hire then reads their own hire by their account id.
      expect((await setPassword(email, temporary)).statusCode).toBe(200);
      const signIn = await gateway.signIn(email, NEW_PASSWORD);
      expect(signIn.statusCode, signIn.body).toBe(200);
      const token = signIn.json<{ data: { authToken: string } }>().data.authToken;
      const own = await gateway.request('GET', `/NewHire/get-hire/${invited.data.userId}`, { token });
      expect(own.statusCode).toBe(200);
      expect(own.json<{ data: Hire }>().data._id).toBe(hire._id);

      const afterSet = await invite(hire);
      expect(afterSet.statusCode).toBe(409);
      expect(failure(afterSet)).toMatchObject({ code: 'INVITE_NOT_ALLOWED', message: 'This new hire has already set their password and can sign in.' });
    });

    it('shows the company’s email header inline, named by the company, and its brand colour on the button', async () => {
      const plain = await gateway.createHire({ firstName: 'Pam', lastName: 'Plain', personalEmail: 'pam.plain@personal.example', startDate: todayPlus(10) });
      expect((await invite(plain)).statusCode).toBe(200);
      const plainMail = await gateway.lastMail('pam.plain@personal.example');
      expect(plainMail.html).not.toContain('cid:');
      expect(plainMail.html).toContain('background:#1d4ed8;color:#ffffff');

      const upload = await uploadFile(gateway.app, gateway.admin.token, [{ field: 'file', name: 'header.png', bytes: pngOfSides(800, 160) }]);
      const header = upload.json<StoredFile>().id;
      const none = { logoLight: null, logoDark: null, icon: null, hero: null };
      const branded = await gateway.request('PUT', '/settings/branded-assets', {
        body: { version: 1, brandColor: '#aa3300', website: null, assets: { ...none, emailHeader: header } },
      });
      expect(branded.statusCode, branded.body).toBe(200);

      const hire = await gateway.createHire({ firstName: 'Bea', lastName: 'Branded', personalEmail: 'bea.branded@personal.example', startDate: todayPlus(10) });
      expect((await invite(hire)).statusCode).toBe(200);
      const mail = await gateway.lastMail('bea.branded@personal.example');
      expect(mail.html).toContain('<img src="cid:email-header@hcm-onboarding" alt="Inviteco Ltd"');
      expect(mail.html).toContain('background:#aa3300;color:#ffffff');
      expect(mail.html).not.toContain('#1d4ed8');
      const [row] = await gateway.database.query<{ header_image_file_id: string | null }>('select header_image_file_id from mail_outbox where to_address = ?', [
        'bea.branded@personal.example',
      ]);
      expect(row?.header_image_file_id).toBe(header);
    });

    it('sends a new temporary password when asked again before it was used, to the hire’s current email', async () => {
      const hire = await gateway.createHire({ personalEmail: 'first.address@personal.example', startDate: todayPlus(10) });
      expect((await invite(hire)).statusCode).toBe(200);
      const firstPassword = mailValue((await gateway.lastMail('first.address@personal.example')).text, 'Temporary password');

      const current = (await gateway.request('GET', `/NewHire/get-hire/${hire._id}`)).json<{ data: Hire }>().data;
      const renamed = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: {
          firstName: current.firstName,
          lastName: current.lastName,
          personalEmail: 'second.address@personal.example',
          jobTitle: current.jobTitle,
          employmentStatus: current.employmentStatus,
          startDate: current.startDate,
          timezone: current.timezone,
          version: current.version,
        },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);

      const again = await invite(hire);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: Hire }>().data.userId).toBe(current.userId);
      const secondPassword = mailValue((await gateway.lastMail('second.address@personal.example')).text, 'Temporary password');
      expect(secondPassword).not.toBe(firstPassword);
      expect((await setPassword('second.address@personal.example', firstPassword)).statusCode).toBe(400);
      expect((await setPassword('second.address@personal.example', secondPassword)).statusCode).toBe(200);
      expect(await gateway.database.query('select id from users where email = ?', ['first.address@personal.example'])).toEqual([]);
    });

    it('invites only preboarding and onboarding hires', async () => {
      const pending = await gateway.createHire({ status: 'pending' });
      const response = await invite(pending);
      expect(response.statusCode).toBe(409);
      expect(failure(response)).toMatchObject({ code: 'INVITE_NOT_ALLOWED', message: 'Only an approved new hire (preboarding or onboarding) can be invited.' });
      const onboarding = await gateway.createHire({ startDate: todayPlus(-1) });
      expect(onboarding.status).toBe('onboarding');
      expect((await invite(onboarding)).statusCode).toBe(200);
    });

    it('refuses with 409 when the personal email is already an account', async () => {
      const hire = await gateway.createHire({ personalEmail: 'admin@acme.example' });
      const response = await invite(hire);
      expect(response.statusCode).toBe(409);
      expect(failure(response)).toMatchObject({ code: 'EMAIL_TAKEN' });
      expect(failure(response).message).toMatch(/already exists/);
      const [stored] = await gateway.database.query<{ user_id: string | null }>('select user_id from new_hires where id = ?', [hire._id]);
      expect(stored?.user_id).toBeNull();
    });
  });
}
