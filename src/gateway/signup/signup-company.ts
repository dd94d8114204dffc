import { randomUUID } from 'node:crypto';
import type { RegisteredCompany } from '@shared/contract/company-register';
import type { SignupCompanyInput } from '@shared/contract/signup';
import { PRODUCT_HEADER, type ProductCode } from '@shared/products';
import { UNITED_KINGDOM } from '@shared/signup';
import { LIFECYCLE_MESSAGES } from '../auth/lifecycle-messages';
import { hashPassword } from '../auth/passwords';
import { temporaryPassword } from '../auth/temporary-password';
import { defaultGrantRows } from '../grants/default-grants';
import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import { welcomeMail } from '../mail/mail-templates';
import type { GatewayServices } from '../services';
import { companyProducts } from './company-products';
import { isUniqueViolation } from './unique-violation';
import { checkUkCompany } from './uk-company-check';

function emailTaken(): GatewayError {
  return new GatewayError(409, { message: LIFECYCLE_MESSAGES.emailTaken });
}

function companyTaken(): GatewayError {
  return new GatewayError(409, { message: LIFECYCLE_MESSAGES.companyTaken });
}

async function refuseTaken(services: GatewayServices, email: string, ukNumber: string | undefined): Promise<void> {
  const user = await services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (user !== undefined) {
    throw emailTaken();
  }
  if (ukNumber !== undefined) {
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
}

interface NewCompany {
  input: SignupCompanyInput;
  registered: RegisteredCompany | undefined;
  products: ProductCode[];
  temporaryPassword: string;
}

/** The company, its grants, its administrator, the first verification code and the welcome mail, all or nothing. */
async function createCompany(services: GatewayServices, { input, registered, products, temporaryPassword: password }: NewCompany): Promise<void> {
  const companyId = randomUUID();
  const userId = randomUUID();
  const now = new Date().toISOString();
  const companyName = registered?.company_name ?? input.companyName;
  const passwordHash = await hashPassword(password);
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
    await trx
      .insertInto('role_grants')
      .values(defaultGrantRows(companyId))
      .execute();
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

export function signupCompanyHandler(services: GatewayServices): OperationHandler<'auth.signupCompany'> {
  return async (input, { request }) => {
    await services.lifecycleLimiter.admitSignup(request.ip);
    const registered = input.country === UNITED_KINGDOM ? await checkUkCompany(services.companyRegister, input) : undefined;
    await refuseTaken(services, input.email, registered?.company_number);

    const products = companyProducts(input.allowedCompany, input.defaultCompany, request.headers[PRODUCT_HEADER] as ProductCode);
    try {
      await createCompany(services, { input, registered, products, temporaryPassword: temporaryPassword() });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another sign-up with this email or company got in first.
        await refuseTaken(services, input.email, registered?.company_number);
        throw emailTaken();
      }
      throw error;
    }
    services.mail.deliverSoon();
    return { message: LIFECYCLE_MESSAGES.signedUp };
  };
}
