import type { DataTableColumn, TableSort } from './data-table-types';

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Orders two cell values: numbers and dates by size, everything else as text; blanks come last. */
export function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

function comparatorOf<Row>(column: DataTableColumn<Row>): ((a: Row, b: Row) => number) | undefined {
  if (column.compare) return column.compare;
  const field = column.dataIndex;
  if (!field) return undefined;
  return (a, b) => compareValues(a[field], b[field]);
}

/** The rows in the sort's order (a stable sort, on a copy); the same array when there is nothing to sort by. */
export function sortRows<Row>(rows: readonly Row[], sort: TableSort | undefined, columns: readonly DataTableColumn<Row>[]): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => candidate.key === sort.field && candidate.sortable);
  const compare = column && comparatorOf(column);
  if (!compare) return rows;
  const direction = sort.order === 'descend' ? -1 : 1;
  return rows.toSorted((a, b) => compare(a, b) * direction);
}
