import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { MenuPermissions, SessionUser } from '@shared/contract/user';
import { ONBOARDING_AREA_PATHS } from '@shared/onboarding-pages';
import { ONBOARDING_AREAS, PERMISSION_CATALOGUE, onboardingPermission } from '@shared/permissions';
import { PRODUCT_CODES, type ProductCode } from '@shared/products';
import { loadUserAccess } from '../access/user-access';
import type { GatewayDatabase } from '../db/schema';

export interface CompanySummary {
  id: string;
  name: string;
  products: ProductCode[];
}

export interface SignedInUser {
  user: SessionUser;
  isActive: boolean;
  isFeedbackCompleted: boolean;
  company: CompanySummary;
}

const productsSchema = z.array(z.enum(PRODUCT_CODES));

export function parseProducts(stored: string): ProductCode[] {
  const parsed = productsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : [];
}

/** The onboarding pages the permissions open, in the order of ONBOARDING_AREA_PATHS. */
function onboardingPages(permissions: ReadonlySet<string>): string[] {
  const granted = new Set(ONBOARDING_AREAS.filter((area) => permissions.has(onboardingPermission(area, 'view'))));
  return (Object.keys(ONBOARDING_AREA_PATHS) as (keyof typeof ONBOARDING_AREA_PATHS)[])
    .filter((area) => granted.has(area))
    .map((area) => ONBOARDING_AREA_PATHS[area]);
}

export function menuPermissionsFor(products: readonly ProductCode[], permissions: ReadonlySet<string>): MenuPermissions {
  const menuPermissions: MenuPermissions = {};
  for (const product of products) {
    const pages = product === 'ONBOARDING' ? onboardingPages(permissions) : [];
    menuPermissions[product] = { menu: [...pages], module: [...pages] };
  }
  return menuPermissions;
}

/** A user's name as the screens show it: first and last. */
export function fullNameOf(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** The full name of a user of the company, or undefined. */
async function nameInCompany(db: Kysely<GatewayDatabase>, companyId: string, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
  return row === undefined ? undefined : fullNameOf(row);
}

/**
 * The user as a session sees them, read within their own company only, with the rights their
 * role and custom roles give (`loadUserAccess`), so menus follow the rights the gateway enforces. With `actorUserId` (an
 * administrator acting as this user) the user's `loginAs` names that administrator.
 */
export async function loadSignedInUser(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  userId: string,
  actorUserId?: string,
): Promise<SignedInUser | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.kind',
      'users.is_active',
      'users.is_feedback_completed',
      'companies.id as company_id',
      'companies.name as company_name',
      'companies.products as company_products',
    ])
    .where('users.company_id', '=', companyId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  // The same rights the gateway checks: the role's and the custom roles', united.
  const held = (await loadUserAccess(db, companyId, [userId])).get(userId)?.rights ?? new Set<string>();
  const permissions = PERMISSION_CATALOGUE.filter((permission) => held.has(permission));
  const products = parseProducts(row.company_products);
  const company = { id: row.company_id, name: row.company_name, products };
  const loginAs = actorUserId === undefined ? undefined : await nameInCompany(db, companyId, actorUserId);
  if (actorUserId !== undefined && loginAs === undefined) {
    return undefined;
  }
  return {
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: fullNameOf(row),
      role: row.role,
      kind: row.kind,
      company: { id: company.id, name: company.name },
      permissions,
      menuPermissions: menuPermissionsFor(products, new Set(permissions)),
      ...(loginAs === undefined ? {} : { loginAs }),
    },
    isActive: Boolean(row.is_active),
    isFeedbackCompleted: Boolean(row.is_feedback_completed),
    company,
  };
}
