import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contract/errors';
import { DEFAULT_ROLE_GRANTS } from '../../src/gateway/grants/default-grants';
import { USER_ROLES } from '../../src/shared/roles';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, mailValue, openLifecycleGateway, type LifecycleGateway } from './lifecycle-gateway';

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
      const grants = await gateway.database.query<{ role: string; permission: string }>(
        'select role, permission from role_grants where company_id = ?',
        [company!.id],
      );
      expect(grants).toHaveLength(USER_ROLES.reduce((total, role) => total + DEFAULT_ROLE_GRANTS[role].length, 0));
      expect(grants.filter((grant) => grant.role === 'COMPANY_ADMIN').map((grant) => grant.permission).sort()).toEqual(
        [...DEFAULT_ROLE_GRANTS.COMPANY_ADMIN].sort(),
      );

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

      // Before the admin sets their own password, the right temporary password still does not sign in.
      const early = await gateway.signIn(email, temporary);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({
        message: 'Set your own password first: open the link in your welcome email.',
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

    it('refuses a second sign-up with the same email, whatever its case, and creates nothing', async () => {
      expect((await gateway.signUp({ email: 'dup@twice.example' })).statusCode).toBe(200);
      const before = await gateway.database.query<{ count: number | string }>('select count(*) as count from companies');
      const second = await gateway.signUp({ email: 'DUP@twice.example', companyName: 'Another One' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: 'An account with this email already exists.' });
      expect(await gateway.database.query('select count(*) as count from companies')).toEqual(before);
      // A demo account's email is taken too.
      expect((await gateway.signUp({ email: 'admin@acme.example' })).statusCode).toBe(409);
    });

    it('rejects a payload that breaks the contract with the field message', async () => {
      const response = await gateway.signUp({ email: 'bad@input.example', companyAddress: '   ' });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fieldErrors).toEqual({ companyAddress: ['This field is required'] });
      expect(await gateway.mails('bad@input.example')).toEqual([]);
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
