import type { TableProps } from 'antd';
import { cloneElement, isValidElement, useMemo, type Key, type ReactNode } from 'react';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { DataTableSelection } from './data-table-types';
import type { TableRecord } from './table-record';

/** The selection column's width, given so that the virtual list does not hand it the spare width. */
export const SELECTION_COLUMN_WIDTH = 48;

type RowSelection<Row> = NonNullable<TableProps<TableRecord<Row>>['rowSelection']>;

/** antd's rowSelection for the caller's controlled selection; none without one. */
export function useRowSelection<Row>(selection: DataTableSelection<Row> | undefined, loading: boolean): RowSelection<Row> | undefined {
  const selectedRowKeys = selection?.selectedRowKeys;
  const onSelectionChange = selection?.onSelectionChange;
  const rowLabel = selection?.rowLabel;
  return useMemo(() => {
    if (!selectedRowKeys || !onSelectionChange || !rowLabel) return undefined;
    return {
      selectedRowKeys: [...selectedRowKeys],
      // Keys of rows on other pages, or filtered out for now, stay selected.
      preserveSelectedRowKeys: true,
      columnWidth: SELECTION_COLUMN_WIDTH,
      hideSelectAll: loading,
      onChange: (keys: Key[]) => onSelectionChange(keys),
      // Named here rather than in getCheckboxProps, which antd calls for every row of a long list on each change.
      renderCell: (_checked: boolean, record: TableRecord<Row>, _index: number, node: ReactNode) => {
        if (record.row === undefined) return null;
        return isValidElement<{ 'aria-label'?: string }>(node) ? cloneElement(node, { 'aria-label': DATA_TABLE_TEXT.selectRow(rowLabel(record.row)) }) : node;
      },
    };
  }, [selectedRowKeys, onSelectionChange, rowLabel, loading]);
}
