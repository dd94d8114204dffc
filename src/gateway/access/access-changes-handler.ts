import type { AccessChange } from '@shared/contract/access';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { ACCESS_AREA, subjectOf } from './access-record';
import { ACCESS_SETTINGS_TEXT } from './access-text';

/** `GET settings/permissions/changes`: the record of access changes, newest first, a page at a time. */
export function listAccessChangesHandler(services: GatewayServices): OperationHandler<'access.changes'> {
  return async ({ limit, offset }, { caller }) => {
    const { db } = services;
    const recorded = db.selectFrom('setting_changes as c').where('c.company_id', '=', caller.companyId).where('c.area', '=', ACCESS_AREA);
    const [rows, total] = await Promise.all([
      recorded
        .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'c.changed_by').onRef('u.company_id', '=', 'c.company_id'))
        .select(['c.id', 'c.changed_at', 'c.action', 'c.summary', 'c.before_value', 'c.after_value', 'u.first_name', 'u.last_name'])
        .orderBy('c.changed_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      recorded.select((select) => select.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const changes: AccessChange[] = rows.map((row) => ({
      _id: row.id,
      changedAt: new Date(row.changed_at).toISOString(),
      changedBy: row.first_name === null || row.last_name === null ? null : `${row.first_name} ${row.last_name}`.trim(),
      subject: subjectOf(row.after_value) ?? subjectOf(row.before_value) ?? row.summary,
      action: row.action,
      summary: row.summary,
      before: row.before_value,
      after: row.after_value,
    }));
    return { message: ACCESS_SETTINGS_TEXT.changes, data: { changes, total: Number(total.count) } };
  };
}
