import type { Key, ReactNode } from 'react';

export type SortOrder = 'ascend' | 'descend';

/** The sorted column (its key) and the direction. */
export interface TableSort {
  field: string;
  order: SortOrder;
}

/** What the person asked for: a page (1-based) and a sort, or no sort. */
export interface TableChange {
  page: number;
  sort: TableSort | undefined;
}

/** The names of Row's fields that hold a string or a number. */
export type KeyField<Row> = { [Field in keyof Row]: Row[Field] extends Key ? Field : never }[keyof Row] & string;

/** A row's identity: a string or number field of Row, or a function of the row. */
export type RowKey<Row> = KeyField<Row> | ((row: Row) => Key);

export interface DataTableColumn<Row> {
  /** Unique among the columns; it is also the sort field reported in onChange. */
  key: string;
  title: string;
  /** The field shown as text when there is no render, and sorted on in memory when there is no compare. */
  dataIndex?: keyof Row & string;
  render?(row: Row, index: number): ReactNode;
  sortable?: boolean;
  /** How two rows compare when the table sorts in memory (client and scroll modes). */
  compare?(a: Row, b: Row): number;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableSelection<Row> {
  selectedRowKeys: readonly Key[];
  onSelectionChange(keys: Key[]): void;
  /** Names each row's checkbox for screen readers: 'Select <label>'. */
  rowLabel(row: Row): string;
}

/** Paging and sorting done by the server: the table shows `rows` as the page and asks through onChange. */
export interface ServerPaging {
  mode: 'server';
  page: number;
  pageSize?: number;
  total: number;
  sort?: TableSort | undefined;
  onChange(change: TableChange): void;
}

/** Paging and sorting of the whole `rows` array in memory. */
export interface ClientPaging {
  mode?: 'client';
  pageSize?: number;
  defaultSort?: TableSort;
  onChange?(change: TableChange): void;
}

/** One scrolling, virtualised list of the whole `rows` array, sorted in memory; for long lists. */
export interface ScrollList {
  mode: 'scroll';
  /** Height of the scrolling body in pixels. */
  height?: number;
  /** The size of the list `rows` was taken from (e.g. before a search), for 'Showing X of Y'. */
  total?: number;
  defaultSort?: TableSort;
  onChange?(change: TableChange): void;
}

export type DataTablePaging = ServerPaging | ClientPaging | ScrollList;

export interface DataTableBaseProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: RowKey<Row>;
  /** Adds the serial-number column: 1 + the row's index + the page offset. */
  serialNumbers?: boolean;
  loading?: boolean;
  /** A message saying why the rows could not be loaded; shows the error illustration instead of rows. */
  error?: string | undefined;
  /** Offers a Retry button with the error. */
  onRetry?(): void;
  /** The description under the no-content illustration. */
  emptyText?: string;
  selection?: DataTableSelection<Row>;
}

export type DataTableProps<Row> = DataTableBaseProps<Row> & DataTablePaging;
