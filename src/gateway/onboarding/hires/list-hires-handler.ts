import type { Kysely } from 'kysely';
import { reachedHires } from '../../access/caller-reach';
import type { OperationOutput } from '@shared/contract/registry';
import type { HireStatus } from '@shared/onboarding';
import type { CompanyGenerations } from '../../company-generations';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { loadPeople } from '../people';
import { toHireSummary } from './hire-output';
import { type ListReach, countedFilter, listCounts } from './hire-list-counts';
import { type ListInput, listedStatuses, readsFilterIndex } from './hire-list-filters';
import type { HireListMemo, StatusCounts } from './hire-list-memo';
import { SORT_KEYS, pageByPlace, pageRows } from './hire-list-page';
import { taskProgressOf } from './hire-rows';
import { startDueHires } from './due-hire-starts';
import { fieldColumnValues } from '../fields/hire-field-columns';
import { checkFieldRanges } from '../fields/hire-field-ranges';
import { HIRE_TEXT } from './hire-text';
import { HIDDEN_FIELD_TEXT, hiddenListFieldErrors, managerFieldView, searchesNamesOnly, withoutHiddenFields } from '../../access/hire-field-filter';
import { badRequest } from '../onboarding-access';

export type HireListAnswer = OperationOutput<'newHire.list'>['data'];

/**
 * `GET NewHire/list-preview-experience`: a page of the hires the caller reaches, filtered and
 * sorted in the database, with counts by status. An answer is kept until anything it shows changes
 * (see `HireListMemo`): the same page asked again, by any coordinator of the company who reaches
 * every hire (or by the same coordinator, under the same access), is not read again.
 */
export function listHiresHandler(services: GatewayServices): OperationHandler<'newHire.list'> {
  return async (asked, { caller, session }) => {
    const { db, hireList } = services;
    const fieldView = await managerFieldView(db, caller);
    const input: ListInput = searchesNamesOnly(fieldView) ? { ...asked, searchesNamesOnly: true } : asked;
    const hiddenAsked = hiddenListFieldErrors(input, fieldView);
    if (Object.keys(hiddenAsked).length > 0) throw badRequest(HIDDEN_FIELD_TEXT.listedBy, hiddenAsked);
    const generations = await startDueHires(db, hireList, caller.companyId, session.generations);
    const reached = await reachedHires(db, caller, generations);
    const reach: ListReach = { reached: reached?.within('h.id') ?? null, key: reached?.key ?? null };
    const key = generations === undefined ? undefined : JSON.stringify([caller.companyId, generations.hires, generations.shown, reach.key, askedPage(input)]);
    const kept = key === undefined ? undefined : hireList.answers.read(key);
    if (kept !== undefined) return { message: HIRE_TEXT.listed, data: kept };
    // Only a page read is checked: an answer is kept only for a filter that passed.
    await checkFieldRanges(db, caller.companyId, input);
    const page = await readPage(db, hireList, caller.companyId, generations, input, reach);
    // Kept under the reach's key, which is the caller's own for the manager's additional access and holds the access generation.
    const data = fieldView === null ? page : { ...page, items: page.items.map((item) => withoutHiddenFields(item, fieldView)) };
    if (key !== undefined) hireList.answers.keep(key, data);
    return { message: HIRE_TEXT.listed, data };
  };
}

/** Everything a page depends on, in one order whatever order the caller gave it in. */
function askedPage(input: ListInput) {
  return [
    countedFilter(input),
    [...listedStatuses(input)].sort(),
    input.sortBy,
    input.sortOrder,
    input.offset,
    input.limit,
    [...(input.fieldColumn ?? [])].sort(),
  ];
}

async function readPage(
  db: Kysely<GatewayDatabase>,
  memo: HireListMemo<HireListAnswer>,
  companyId: string,
  generations: CompanyGenerations | undefined,
  input: ListInput,
  reach: ListReach,
): Promise<HireListAnswer> {
  const { filtered: counts, unfiltered } = await listCounts(db, memo.counts, companyId, generations, input, reach);
  const listed = (of: StatusCounts) => listedStatuses(input).reduce((sum: number, status: HireStatus) => sum + of[status], 0);
  const total = listed(counts);
  const rows =
    total <= input.offset
      ? []
      : input.sortBy === 'department' || input.sortBy === 'location'
        ? await pageByPlace(db, companyId, input, input.sortBy, total, reach.reached)
        : await pageRows(db, companyId, input, {
            reached: reach.reached,
            named: null,
            fromFilterIndex: readsFilterIndex(input, total, listed(unfiltered)),
            keys: SORT_KEYS[input.sortBy],
            offset: input.offset,
            limit: input.limit,
          });
  const ids = rows.map((row) => row.id);
  const [people, progress, columns] = await Promise.all([
    loadPeople(
      db,
      companyId,
      rows.map((row) => row.manager_id),
    ),
    taskProgressOf(db, companyId, ids),
    input.fieldColumn === undefined ? undefined : fieldColumnValues(db, companyId, input.fieldColumn, ids),
  ]);
  const items = rows.map((row) => {
    const summary = toHireSummary(row, people, progress.get(row.id));
    return columns === undefined ? summary : { ...summary, customFields: columns.get(row.id) ?? {} };
  });
  return { items, total, counts: { ...counts } };
}
