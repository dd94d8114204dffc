import { randomUUID } from 'node:crypto';
import type { RegisteredCompany } from '@shared/contract/company-register';
import type { SignupCompanyInput } from '@shared/contract/signup';
import { PRODUCT_HEADER, type ProductCode } from '@shared/products';
import { UNITED_KINGDOM } from '@shared/signup';
import { LIFECYCLE_MESSAGES } from '../lifecycle-messages';
import { hashPassword } from '../passwords';
import { temporaryPassword } from '../temporary-password';
import { defaultGrantRows } from '../../grants/default-grants';
import { GatewayError } from '../../http/gateway-error';
import type { OperationHandler } from '../../http/operation-handler';
import { signupAttemptMail, welcomeMail } from '../../mail/mail-templates';
import type { GatewayServices } from '../../services';
import { companyProducts } from './company-products';
import { isUniqueViolation } from './unique-violation';
import { checkUkCompany } from './uk-company-check';
import { clientAddress } from '../../rate-limits/client-address';

function companyTaken(): GatewayError {
  return new GatewayError(409, { message: LIFECYCLE_MESSAGES.companyTaken });
}

/**
 * A UK company signs up once. Saying so tells nothing private: the register is public, and a
 * company's use of the service is not personal data, unlike whether an email has an account.
 */
async function refuseRegisteredCompany(services: GatewayServices, ukNumber: string | undefined): Promise<void> {
  if (ukNumber === undefined) return;
  const company = await services.db
    .selectFrom('companies')
    .select('id')
    .where('country', '=', UNITED_KINGDOM)
    .where('company_number', '=', ukNumber)
    .executeTakeFirst();
  if (company !== undefined) {
    throw companyTaken();
  }
}

/** One mail an hour at most, so the sign-up form cannot be used to flood an account's owner. */
const SIGNUP_ATTEMPT_MAIL_INTERVAL_MS = 60 * 60_000;

/**
 * Someone signed up with an email that already has an account: nothing changes, the caller is
 * answered as for a new email, and the owner is told by mail. Answers whether the email has an account.
 */
async function tellOwner(services: GatewayServices, email: string): Promise<boolean> {
  const owner = await services.db.selectFrom('users').select(['company_id', 'first_name']).where('email', '=', email).executeTakeFirst();
  if (owner === undefined) return false;
  if (!(await services.mail.queuedSince(email, 'signup-attempt', new Date(Date.now() - SIGNUP_ATTEMPT_MAIL_INTERVAL_MS)))) {
    await services.mail.queue(signupAttemptMail(services.mailContext, { email, firstName: owner.first_name, companyId: owner.company_id }));
  }
  return true;
}

interface NewCompany {
  input: SignupCompanyInput;
  registered: RegisteredCompany | undefined;
  products: ProductCode[];
  temporaryPassword: string;
  passwordHash: string;
}

/** The company, its grants, its administrator, the first verification code and the welcome mail, all or nothing. */
async function createCompany(services: GatewayServices, { input, registered, products, temporaryPassword: password, passwordHash }: NewCompany): Promise<void> {
  const companyId = randomUUID();
  const userId = randomUUID();
  const now = new Date().toISOString();
  const companyName = registered?.company_name ?? input.companyName;
  await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values({
        id: companyId,
        name: companyName,
        products: JSON.stringify(products),
        country: input.country,
        company_number: registered?.company_number ?? input.companyNo,
        company_size: input.companySize,
        address: input.companyAddress,
        postal_code: input.postalCode,
        contact_number: input.contactNumber,
        signup_products: JSON.stringify(input.allowedCompany ?? [input.defaultCompany]),
        created_at: now,
      })
      .execute();
    await trx.insertInto('role_grants').values(defaultGrantRows(companyId)).execute();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        company_id: companyId,
        email: input.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        role: 'COMPANY_ADMIN',
        kind: 'staff',
        must_change_password: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const verificationCode = await services.codes.issue({ companyId, userId }, 'email_verification', trx);
    const welcome = welcomeMail(services.mailContext, { email: input.email, firstName: input.firstName, companyName, companyId }, password, verificationCode);
    await services.mail.queue(welcome, trx);
  });
}

/**
 * `POST auth/signup-company`. An email that already has an account gets the answer of a new one
 * (status, message and, since the password is hashed all the same, time) and its owner a mail.
 */
export function signupCompanyHandler(services: GatewayServices): OperationHandler<'auth.signupCompany'> {
  return async (input, { request }) => {
    await services.lifecycleLimiter.admitSignup(clientAddress(request));
    const registered = input.country === UNITED_KINGDOM ? await checkUkCompany(services.companyRegister, input) : undefined;
    await refuseRegisteredCompany(services, registered?.company_number);

    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const products = companyProducts(input.allowedCompany, input.defaultCompany, request.headers[PRODUCT_HEADER] as ProductCode);
    if (!(await tellOwner(services, input.email))) {
      try {
        await createCompany(services, { input, registered, products, temporaryPassword: password, passwordHash });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another sign-up with this company or this email got in first.
        await refuseRegisteredCompany(services, registered?.company_number);
        if (!(await tellOwner(services, input.email))) throw error;
      }
    }
    services.mail.deliverSoon();
    return { message: LIFECYCLE_MESSAGES.signedUp };
  };
}
