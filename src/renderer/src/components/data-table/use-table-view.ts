import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './data-table-text';
import type { DataTableColumn, DataTablePaging, TableSort } from './data-table-types';
import { sortRows } from './sort-rows';

/** What the table shows now, whoever pages and sorts: the server (through props) or the table in memory. */
export interface TableView<Row> {
  /** The rows on screen: one page, or the whole list in scroll mode. */
  rows: readonly Row[];
  /** Whether the rows come in pages (false in scroll mode). */
  paged: boolean;
  /** 1-based; as given by the caller in server mode, so possibly not a number. */
  page: number;
  pageSize: number;
  pageCount: number;
  /** The Y of 'Showing X of Y'. */
  total: number;
  sort: TableSort | undefined;
  goToPage(page: number): void;
  changeSort(sort: TableSort | undefined): void;
}

function pageCountOf(total: number, pageSize: number): number {
  const count = Math.ceil(total / pageSize);
  return Number.isFinite(count) && count > 1 ? count : 1;
}

export function useTableView<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], paging: DataTablePaging): TableView<Row> {
  const inMemory = paging.mode !== 'server';
  const [ownPage, setOwnPage] = useState(1);
  const [ownSort, setOwnSort] = useState<TableSort | undefined>(inMemory ? paging.defaultSort : undefined);
  const sorted = useMemo(() => (inMemory ? sortRows(rows, ownSort, columns) : rows), [inMemory, rows, ownSort, columns]);

  if (paging.mode === 'server') {
    const pageSize = paging.pageSize ?? DEFAULT_PAGE_SIZE;
    const sort = paging.sort;
    return {
      rows,
      paged: true,
      page: paging.page,
      pageSize,
      pageCount: pageCountOf(paging.total, pageSize),
      total: Number.isFinite(paging.total) ? paging.total : rows.length,
      sort,
      goToPage: (page) => paging.onChange({ page, sort }),
      changeSort: (next) => paging.onChange({ page: 1, sort: next }),
    };
  }

  const changeSort = (next: TableSort | undefined) => {
    setOwnSort(next);
    setOwnPage(1);
    paging.onChange?.({ page: 1, sort: next });
  };

  if (paging.mode === 'scroll') {
    return {
      rows: sorted,
      paged: false,
      page: 1,
      pageSize: sorted.length,
      pageCount: 1,
      total: paging.total ?? sorted.length,
      sort: ownSort,
      goToPage: () => undefined,
      changeSort,
    };
  }

  const pageSize = paging.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageCount = pageCountOf(sorted.length, pageSize);
  // A shorter list (a new search, say) keeps the person on its last page rather than past its end.
  const page = Math.min(ownPage, pageCount);
  return {
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    paged: true,
    page,
    pageSize,
    pageCount,
    total: sorted.length,
    sort: ownSort,
    goToPage: (next) => {
      setOwnPage(next);
      paging.onChange?.({ page: next, sort: ownSort });
    },
    changeSort,
  };
}
