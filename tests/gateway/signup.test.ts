import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contract/errors';
import { DEFAULT_ROLE_GRANTS } from '../../src/gateway/grants/default-grants';
import { USER_ROLES } from '../../src/shared/roles';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, mailValue, openLifecycleGateway, signedUpAdmin, type LifecycleGateway } from './lifecycle-gateway';

const SIGNED_UP = 'Your company is registered. Check your email for your temporary password.';

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`company sign-up on ${target.name}`, () => {
    let gateway: LifecycleGateway;

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target);
      await gateway.register([
        {
          companyNumber: '04417321',
          companyName: 'BRIGHTWATER LOGISTICS LIMITED',
          companyStatus: 'Active',
          addressLine1: '5 Quay Street',
          locality: 'Bristol',
          postalCode: 'BS1 4DJ',
        },
        {
          companyNumber: '09900112',
          companyName: 'HOLLOW OAK STUDIOS LTD',
          companyStatus: 'Active',
          addressLine1: '1 Mill Lane',
          locality: 'Leeds',
          postalCode: 'LS1 2AB',
        },
      ]);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('creates the company and its administrator with the default grants, and mails a branded temporary password', async () => {
      const email = 'nora@northwind.example';
      const response = await gateway.signUp({ email: '  Nora@Northwind.example ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SIGNED_UP });

      const [company] = await gateway.database.query<Record<string, string>>(
        'select c.id, c.name, c.products, c.country, c.company_number, c.company_size, c.address, c.postal_code, c.contact_number, c.signup_products from companies c join users u on u.company_id = c.id where u.email = ?',
        [email],
      );
      expect(company).toMatchObject({
        name: 'Northwind Trading',
        country: 'Ireland',
        company_number: 'IE-4417',
        company_size: '41-75',
        address: '12 Harbour Road, Dublin',
        postal_code: 'D02 X285',
        contact_number: '+353851234567',
      });
      expect(JSON.parse(String(company?.products))).toEqual(['ONBOARDING']);
      expect(JSON.parse(String(company?.signup_products))).toEqual(['ONBOARDING']);

      const [admin] = await gateway.database.query<{ role: string; kind: string; must_change_password: unknown; first_name: string }>(
        'select role, kind, must_change_password, first_name from users where email = ?',
        [email],
      );
      expect(admin).toMatchObject({ role: 'COMPANY_ADMIN', kind: 'staff', first_name: 'Nora' });
      expect(Boolean(admin!.must_change_password)).toBe(true);
      const grants = await gateway.database.query<{ role: string; permission: string }>('select role, permission from role_grants where company_id = ?', [
        company!.id,
      ]);
      expect(grants).toHaveLength(USER_ROLES.reduce((total, role) => total + DEFAULT_ROLE_GRANTS[role].length, 0));
      expect(
        grants
          .filter((grant) => grant.role === 'COMPANY_ADMIN')
          .map((grant) => grant.permission)
          .sort(),
      ).toEqual([...DEFAULT_ROLE_GRANTS.COMPANY_ADMIN].sort());

      const mail = await gateway.lastMail(email);
      const temporary = mailValue(mail.text, 'Temporary password');
      expect(temporary).toMatch(/^\S{12}$/);
      expect(mailValue(mail.text, 'Verification code')).toMatch(/^\d{4}$/);
      expect(mail.text).toContain('hcm://set-new-password?userId=nora%40northwind.example');
      expect(mail.text).toContain('http://127.0.0.1:5180/set-new-password?userId=nora%40northwind.example');
      expect(mail.text).toContain('hcm://otp-verification?id=nora%40northwind.example&type=email');
      expect(mail.html).toContain('#1677ff');
      expect(mail.html).toContain('HCM Onboarding');
      expect(mail.html).toContain(temporary.replaceAll('&', '&amp;'));
      expect(mail.html).toContain('href="hcm://set-new-password?userId=nora%40northwind.example"');
      const [stored] = await gateway.database.query<{ password_hash: string }>('select password_hash from users where email = ?', [email]);
      expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
      expect(stored!.password_hash).not.toContain(temporary);

      // Before the admin sets their own password, the right temporary password still does not sign in:
      // the answer's code sends the app on to setting one, with no session or token in it.
      const early = await gateway.signIn(email, temporary);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({
        message: 'Choose your own password to finish signing in.',
        code: 'PASSWORD_CHANGE_REQUIRED',
      });
      expect((await gateway.signIn(email, 'Wrong@Pass1', '10.9.0.1')).json()).toEqual({ message: 'The email or password is incorrect.' });

      const wrong = await gateway.post('/auth/set-new-password', { email, tempPassword: 'not-it', newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'The email or temporary password is not correct.' });

      const weak = await gateway.post('/auth/set-new-password', { email, tempPassword: temporary, newPassword: 'weakpass' });
      expect(weak.statusCode).toBe(400);
      expect(errorBodySchema.parse(weak.json()).fieldErrors).toEqual({
        newPassword: ['Password must contain at least 8 characters, one uppercase, one number and one special character'],
      });

      const set = await gateway.post('/auth/set-new-password', { email, tempPassword: temporary, newPassword: NEW_PASSWORD });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ message: 'Your new password is set. Sign in with it.' });

      const signIn = await gateway.signIn(email, NEW_PASSWORD);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ data: { user: { role: 'COMPANY_ADMIN', company: { name: 'Northwind Trading' } } } });
      expect((await gateway.signIn(email, temporary, '10.9.0.2')).statusCode).toBe(401);

      const again = await gateway.post('/auth/set-new-password', { email, tempPassword: NEW_PASSWORD, newPassword: 'Other@Pass2' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This account already has its own password. Sign in with it, or use Forgot Password.' });
      const oldTemporary = await gateway.post('/auth/set-new-password', { email, tempPassword: temporary, newPassword: 'Other@Pass2' });
      expect(oldTemporary.json()).toEqual({ message: 'The email or temporary password is not correct.' });
    });

    it('answers an unknown email at set-new-password like a wrong temporary password', async () => {
      const response = await gateway.post('/auth/set-new-password', { email: 'nobody@nowhere.example', tempPassword: 'x', newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The email or temporary password is not correct.' });
    });

    it('gives the company its chosen gateway products plus the product the sign-up came from', async () => {
      const chosen = await gateway.signUp(
        { email: 'pia@products.example', allowedCompany: ['RECRUITMENT', 'BUZZHR', 'CLOCKLOG'], defaultCompany: 'RECRUITMENT' },
        'PERFORMANCE',
      );
      expect(chosen.statusCode).toBe(200);
      const fallback = await gateway.signUp({ email: 'cole@products.example', defaultCompany: 'CLOCKLOG' }, 'ONBOARDING');
      expect(fallback.statusCode).toBe(200);
      const rows = await gateway.database.query<{ email: string; products: string; signup_products: string }>(
        "select u.email, c.products, c.signup_products from companies c join users u on u.company_id = c.id where u.email like '%@products.example' order by u.email",
      );
      expect(rows.map((row) => [row.email, JSON.parse(row.products), JSON.parse(row.signup_products)])).toEqual([
        ['cole@products.example', ['ONBOARDING'], ['CLOCKLOG']],
        ['pia@products.example', ['RECRUITMENT', 'PERFORMANCE'], ['RECRUITMENT', 'BUZZHR', 'CLOCKLOG']],
      ]);
    });

    it('answers a sign-up with a registered email, whatever its case, as a new one, creates nothing, and mails the owner instead', async () => {
      const owner = 'dup@twice.example';
      expect((await gateway.signUp({ email: owner })).statusCode).toBe(200);
      const before = await gateway.database.query<{ count: number | string }>('select count(*) as count from companies');
      const second = await gateway.signUp({ email: 'DUP@twice.example', companyName: 'Another One', firstName: 'Mallory' }, 'ONBOARDING', '10.7.0.1');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ message: SIGNED_UP });
      expect(await gateway.database.query('select count(*) as count from companies')).toEqual(before);
      expect(await gateway.database.query('select first_name from users where email = ?', [owner])).toEqual([{ first_name: 'Nora' }]);

      const [attempt, welcome] = await gateway.mails(owner);
      expect(welcome?.subject).toBe('Welcome to HCM Onboarding: your temporary password');
      expect(attempt?.subject).toBe('Someone tried to register your email address on HCM Onboarding');
      expect(attempt!.text).toContain('Hello Nora, someone tried to register a new company on HCM Onboarding with this email address.');
      expect(attempt!.text).toContain('If it was you, sign in or reset your password.');
      expect(attempt!.text).not.toContain('Temporary password');
      for (const screen of ['sign-in', 'forgot-password']) {
        expect(attempt!.text).toContain(`hcm://${screen}\n`);
        expect(attempt!.text).toContain(`http://127.0.0.1:5180/${screen}\n`);
        expect(attempt!.html).toContain(`href="hcm://${screen}"`);
      }
      expect(attempt!.html).toContain('#1677ff');

      // A demo account's email gets the same answer and its owner the same mail.
      const demo = await gateway.signUp({ email: 'Admin@Acme.example' }, 'ONBOARDING', '10.7.0.2');
      expect(demo.statusCode).toBe(200);
      expect(demo.json()).toEqual({ message: SIGNED_UP });
      expect((await gateway.lastMail('admin@acme.example')).subject).toBe('Someone tried to register your email address on HCM Onboarding');
    });

    it('mails the owner of a registered email at most once an hour, however often it is signed up with', async () => {
      const owner = 'often@twice.example';
      expect((await gateway.signUp({ email: owner })).statusCode).toBe(200);
      for (const address of ['10.7.1.1', '10.7.1.2', '10.7.1.3']) {
        const again = await gateway.signUp({ email: owner }, 'ONBOARDING', address);
        expect(again.json()).toEqual({ message: SIGNED_UP });
      }
      expect((await gateway.mails(owner)).map((mail) => mail.kind)).toEqual(['signup-attempt', 'welcome']);
    });

    it('answers two sign-ups racing with one new email alike, and creates one company', async () => {
      const email = 'race@twice.example';
      const answers = await Promise.all([
        gateway.signUp({ email, companyName: 'Race One' }, 'ONBOARDING', '10.7.3.1'),
        gateway.signUp({ email, companyName: 'Race Two' }, 'ONBOARDING', '10.7.3.2'),
      ]);
      expect(answers.map((response) => [response.statusCode, response.json()])).toEqual([
        [200, { message: SIGNED_UP }],
        [200, { message: SIGNED_UP }],
      ]);
      expect(await gateway.database.query('select id from users where email = ?', [email])).toHaveLength(1);
      expect(await gateway.database.query("select id from companies where name in ('Race One', 'Race Two')")).toHaveLength(1);
      expect((await gateway.mails(email)).map((mail) => mail.kind).sort()).toEqual(['signup-attempt', 'welcome']);
    });

    it('answers verify-otp and resend-otp after a sign-up with a registered email exactly as after a new sign-up with a wrong code', async () => {
      // A registered owner whose email is verified holds no code at all.
      const registered = await signedUpAdmin(gateway, 'kept@twice.example');
      const ownCode = mailValue((await gateway.lastMail(registered)).text, 'Verification code');
      expect((await gateway.post('/auth/verify-otp', { id: registered, type: 'email', code: ownCode })).statusCode).toBe(200);

      const fresh = 'fresh@twice.example';
      const signups = [await gateway.signUp({ email: fresh }, 'ONBOARDING', '10.7.2.1'), await gateway.signUp({ email: registered }, 'ONBOARDING', '10.7.2.2')];
      expect(signups.map((response) => [response.statusCode, response.json()])).toEqual([
        [200, { message: SIGNED_UP }],
        [200, { message: SIGNED_UP }],
      ]);
      const freshCode = mailValue((await gateway.lastMail(fresh)).text, 'Verification code');
      // Six wrong codes: one past the lock of a real code.
      const wrongCodes = ['1111', '2222', '3333', '4444', '5555', '6666', '7777'].filter((code) => code !== freshCode).slice(0, 6);

      const answers: unknown[][] = [];
      for (const [email, address] of [
        [fresh, '10.7.2.3'],
        [registered, '10.7.2.4'],
      ] as const) {
        const seen: unknown[] = [];
        for (const code of wrongCodes) {
          const verify = await gateway.post('/auth/verify-otp', { id: email, type: 'email', code }, { address });
          seen.push([verify.statusCode, verify.json()]);
        }
        const resend = await gateway.post('/auth/resend-otp', { id: email, type: 'email' }, { address });
        seen.push([resend.statusCode, resend.json()]);
        answers.push(seen);
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[0]).toEqual([
        ...wrongCodes.map(() => [400, { message: 'The verification code is not valid or has expired.' }]),
        [200, { message: 'If this email address still needs verifying, a new code is on its way.' }],
      ]);
      expect(await gateway.database.query('select email from users where email = ?', [registered])).toHaveLength(1);
    });

    it('rejects a payload that breaks the contract with the field message', async () => {
      const response = await gateway.signUp({ email: 'bad@input.example', companyAddress: '   ' });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fieldErrors).toEqual({ companyAddress: ['This field is required'] });
      expect(await gateway.mails('bad@input.example')).toEqual([]);
    });

    it('refuses a field longer than its limit at that field, in words that name it', async () => {
      const response = await gateway.signUp({ email: 'long@input.example', lastName: 'L'.repeat(300) });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fieldErrors).toEqual({ lastName: ['Last Name can be at most 100 characters.'] });
      expect(await gateway.database.query('select email from users where email = ?', ['long@input.example'])).toEqual([]);
    });

    describe('in the United Kingdom', () => {
      const uk = { country: 'United Kingdom', companyName: 'BRIGHTWATER LOGISTICS LIMITED', companyNo: '04417321', postalCode: 'bs1 4dj' };

      it('checks the company number and postal code against the register, with the spec messages', async () => {
        const unknown = await gateway.signUp({ ...uk, email: 'uk1@brightwater.example', companyNo: '04417399' });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({
          message: 'Field does not match with company number',
          fieldErrors: { companyNo: ['Field does not match with company number'], postalCode: ['Field does not match with company postal code'] },
        });

        const otherName = await gateway.signUp({ ...uk, email: 'uk1@brightwater.example', companyName: 'HOLLOW OAK STUDIOS LTD' });
        expect(otherName.statusCode).toBe(400);
        expect(errorBodySchema.parse(otherName.json()).fieldErrors).toEqual({ companyNo: ['Field does not match with company number'] });

        const otherPostcode = await gateway.signUp({ ...uk, email: 'uk1@brightwater.example', postalCode: 'LS1 2AB' });
        expect(otherPostcode.statusCode).toBe(400);
        expect(otherPostcode.json()).toEqual({
          message: 'Field does not match with company postal code',
          code: 'INVALID_INPUT',
          fieldErrors: { postalCode: ['Field does not match with company postal code'] },
        });
        expect(await gateway.mails('uk1@brightwater.example')).toEqual([]);
      });

      it('signs up a registered company once, postal code case-insensitive', async () => {
        const first = await gateway.signUp({ ...uk, email: 'uk1@brightwater.example' });
        expect(first.statusCode).toBe(200);
        const [company] = await gateway.database.query<{ name: string; company_number: string }>(
          "select name, company_number from companies where country = 'United Kingdom'",
        );
        expect(company).toEqual({ name: 'BRIGHTWATER LOGISTICS LIMITED', company_number: '04417321' });

        const second = await gateway.signUp({ ...uk, email: 'uk2@brightwater.example', postalCode: 'BS1 4DJ' });
        expect(second.statusCode).toBe(409);
        expect(second.json()).toEqual({ message: 'This company is already registered.' });
        expect(await gateway.mails('uk2@brightwater.example')).toEqual([]);
      });
    });
  });
}
