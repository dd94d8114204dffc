import { type SqlBool, sql } from 'kysely';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { containsPattern } from '../onboarding/hires/hire-names';
import { personRef } from '../onboarding/people';
import { COMPANY_TEXT } from '../onboarding/settings/company-text';

/**
 * `GET super-admin/system-admin/dropdown-get-all-users`: the company's active staff for the manager,
 * coordinator and buddy pickers, by name; search finds any word of the name or the email, any case.
 */
export function usersDropdownHandler(services: GatewayServices): OperationHandler<'users.dropdown'> {
  return async ({ search, offset, limit }, { caller }) => {
    const { db } = services;

    const words = (search ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word !== '')
      .slice(0, 8);
    const staff = db
      .selectFrom('users')
      .where('company_id', '=', caller.companyId)
      .where('kind', '=', 'staff')
      .where('is_active', '=', true)
      .where((where) =>
        where.and(
          words.map(
            (word) =>
              sql<SqlBool>`lower(${sql.ref('first_name')} || ' ' || ${sql.ref('last_name')} || ' ' || ${sql.ref('email')}) like ${containsPattern(word)} escape '\\'`,
          ),
        ),
      );
    const [rows, count] = await Promise.all([
      staff
        .select(['id', 'first_name', 'last_name', 'email', 'role'])
        .orderBy(sql`lower(${sql.ref('first_name')})`)
        .orderBy(sql`lower(${sql.ref('last_name')})`)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      staff.select((select) => select.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      message: COMPANY_TEXT.users,
      data: rows.map((row) => ({ ...personRef(row), role: row.role })),
      total: Number(count.total),
    };
  };
}
