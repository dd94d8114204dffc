import type { HireStatus } from '@shared/onboarding';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { loadCaller, requireRight } from '../onboarding-access';
import { loadPeople } from '../people';
import { toHireSummary } from './hire-output';
import { countsByStatus } from './hire-list-counts';
import { listedStatuses } from './hire-list-filters';
import { SORT_KEYS, pageByPlace, pageRows } from './hire-list-page';
import { taskProgressOf } from './hire-rows';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';

/** `GET NewHire/list-preview-experience`: a page of hires, filtered and sorted in the database, with counts by status. */
export function listHiresHandler(services: GatewayServices): OperationHandler<'newHire.list'> {
  return async (input, { session }) => {
    const { db } = services;
    const caller = await loadCaller(db, session);
    requireRight(caller, 'new_hires', 'view');
    await startDueOnboarding(db, caller.companyId, new Date());

    const counts = await countsByStatus(db, caller.companyId, input);
    const total = listedStatuses(input).reduce((sum: number, status: HireStatus) => sum + counts[status], 0);
    const rows =
      total <= input.offset
        ? []
        : input.sortBy === 'department' || input.sortBy === 'location'
          ? await pageByPlace(db, caller.companyId, input, input.sortBy, total)
          : await pageRows(db, caller.companyId, input, { named: null, keys: SORT_KEYS[input.sortBy], offset: input.offset, limit: input.limit });
    const [people, progress] = await Promise.all([
      loadPeople(db, caller.companyId, rows.map((row) => row.manager_id)),
      taskProgressOf(
        db,
        caller.companyId,
        rows.map((row) => row.id),
      ),
    ]);
    return {
      message: HIRE_TEXT.listed,
      data: { items: rows.map((row) => toHireSummary(row, people, progress.get(row.id))), total, counts },
    };
  };
}
