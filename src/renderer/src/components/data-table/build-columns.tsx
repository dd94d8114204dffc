import { Skeleton } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent, ReactNode } from 'react';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { DataTableColumn, TableSort } from './data-table-types';
import { serialNumber } from './serial-number';
import type { TableRecord } from './table-record';

const SERIAL_COLUMN_KEY = 'hcm-serial-number';
const SERIAL_COLUMN_WIDTH = 80;
/** Width given to a column that names none, so the virtual list can lay its columns out. */
export const DEFAULT_COLUMN_WIDTH = 180;

const skeletonCell = <Skeleton.Input active size="small" block className="hcm-data-table__skeleton" />;

/** A cell's text when the column has no render: dates as MM/DD/YYYY (spec section 9), blanks empty. */
export function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayjs(value).format('MM/DD/YYYY');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

// antd sorts on Enter only; Space does the same here, as it does on a button.
function sortOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export interface ColumnOptions {
  sort: TableSort | undefined;
  /** Present when the serial-number column is shown. */
  serial: { page: number; pageSize: number } | undefined;
}

/** The caller's columns as antd columns over table records, with sorting controlled by `sort`. */
export function buildColumns<Row extends object>(columns: readonly DataTableColumn<Row>[], { sort, serial }: ColumnOptions): ColumnsType<TableRecord<Row>> {
  const built: ColumnsType<TableRecord<Row>> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width ?? DEFAULT_COLUMN_WIDTH,
    align: column.align,
    // A long value (an unbroken job title) stays in its column, cut short, whole on hover.
    ellipsis: { showTitle: true },
    ...(column.sortable && {
      sorter: true,
      sortOrder: sort?.field === column.key ? sort.order : null,
      onHeaderCell: () => ({ onKeyDown: sortOnSpace }),
    }),
    render: (_value: unknown, record: TableRecord<Row>, index: number) => {
      const { row } = record;
      if (row === undefined) return skeletonCell;
      if (column.render) return column.render(row, index);
      return column.dataIndex ? cellText(row[column.dataIndex]) : '';
    },
  }));
  if (!serial) return built;
  return [
    {
      key: SERIAL_COLUMN_KEY,
      title: DATA_TABLE_TEXT.serialTitle,
      width: SERIAL_COLUMN_WIDTH,
      render: (_value: unknown, record: TableRecord<Row>, index: number) =>
        record.row === undefined ? skeletonCell : serialNumber(index, serial.page, serial.pageSize),
    },
    ...built,
  ];
}

/** The width of all columns together: the virtual list's scroll.x. */
export function columnsWidth<Row>(columns: ColumnsType<TableRecord<Row>>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH), 0);
}
