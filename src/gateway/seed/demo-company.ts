import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProductCode } from '@shared/products';
import type { UserKind, UserRole } from '@shared/roles';
import { hashPassword } from '../auth/passwords';
import type { GatewayDatabase } from '../db/schema';
import { defaultGrantRows } from '../grants/default-grants';
import { seedDemoOnboarding } from './demo-onboarding';

/** The demo credentials README shows; only ever seeded into an empty embedded database. */
export const DEMO_PASSWORD = 'Onboard@2026';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  kind: UserKind;
}

interface DemoCompany {
  name: string;
  products: ProductCode[];
  users: DemoUser[];
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Acme Ltd',
    products: ['ONBOARDING', 'RECRUITMENT', 'PERFORMANCE'],
    users: [
      { email: 'admin@acme.example', firstName: 'Avery', lastName: 'Admin', role: 'COMPANY_ADMIN', kind: 'staff' },
      { email: 'coordinator@acme.example', firstName: 'Casey', lastName: 'Coordinator', role: 'OPERATIONS', kind: 'staff' },
    ],
  },
  {
    name: 'Globex Corp',
    products: ['ONBOARDING'],
    users: [{ email: 'admin@globex.example', firstName: 'Gale', lastName: 'Globex', role: 'COMPANY_ADMIN', kind: 'staff' }],
  },
];

/** Creates a company with the default role grants and its users, in one transaction. */
export async function createCompany(db: Kysely<GatewayDatabase>, company: DemoCompany, password: string): Promise<string> {
  const companyId = randomUUID();
  const now = new Date().toISOString();
  const passwordHashes = await Promise.all(company.users.map(() => hashPassword(password)));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values({ id: companyId, name: company.name, products: JSON.stringify(company.products), created_at: now })
      .execute();
    await trx.insertInto('role_grants').values(defaultGrantRows(companyId)).execute();
    await trx
      .insertInto('users')
      .values(
        company.users.map((user, index) => ({
          id: randomUUID(),
          company_id: companyId,
          email: user.email,
          password_hash: passwordHashes[index] as string,
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role,
          kind: user.kind,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  return companyId;
}

/** Seeds the demo companies when the database holds no company yet; answers whether it did. */
export async function seedDemoCompanies(db: Kysely<GatewayDatabase>): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) {
    return false;
  }
  const ids: string[] = [];
  for (const company of DEMO_COMPANIES) {
    ids.push(await createCompany(db, company, DEMO_PASSWORD));
  }
  const [acme, globex] = ids;
  if (acme !== undefined && globex !== undefined) await seedDemoOnboarding(db, { acme, globex }, DEMO_PASSWORD);
  return true;
}
