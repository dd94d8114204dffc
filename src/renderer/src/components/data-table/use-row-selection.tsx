import { Checkbox } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import { memo, useLayoutEffect, useMemo, useRef, type Key } from 'react';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { DataTableSelection } from './data-table-types';
import type { TableRecord } from './table-record';

/** The selection column's width, given so that the virtual list does not hand it the spare width. */
const SELECTION_COLUMN_WIDTH = 48;
const SELECTION_COLUMN_KEY = 'hcm-row-selection';
const SELECTED_ROW_CLASS = 'hcm-data-table__row--selected';

/** How many of the rows in view are selected: none, some or all. */
interface ViewSelection {
  /** The keys of the rows in view (skeleton lines left out). */
  keys: readonly Key[];
  selectedCount: number;
}

interface SelectionActions {
  toggleRow(key: Key): void;
  toggleView(): void;
}

interface RowCheckboxProps {
  rowKey: Key;
  checked: boolean;
  label: string;
  actions: SelectionActions;
}

// Memoised so a change of the selection re-renders only the checkboxes whose state changed.
const RowCheckbox = memo(function RowCheckbox({ rowKey, checked, label, actions }: RowCheckboxProps) {
  return <Checkbox checked={checked} aria-label={label} onChange={() => actions.toggleRow(rowKey)} />;
});

export interface RowSelection<Row> {
  column: ColumnType<TableRecord<Row>>;
  rowClassName(record: TableRecord<Row>): string;
}

function viewSelectionOf<Row>(records: readonly TableRecord<Row>[], selected: ReadonlySet<Key>): ViewSelection {
  const keys: Key[] = [];
  let selectedCount = 0;
  for (const record of records) {
    if (record.row === undefined) continue;
    keys.push(record.key);
    if (selected.has(record.key)) selectedCount += 1;
  }
  return { keys, selectedCount };
}

/**
 * The table's own selection column for the caller's controlled selection (none without one): a
 * named checkbox per row and a header checkbox for all rows in view, checked or half-checked. Keys
 * of rows on other pages, or filtered out for now, stay selected. The rows in view are counted once
 * per change of the rows or the selection, not per cell, so a long list stays quick to filter.
 */
export function useRowSelection<Row>(
  selection: DataTableSelection<Row> | undefined,
  records: readonly TableRecord<Row>[],
  loading: boolean,
): RowSelection<Row> | undefined {
  const selectedRowKeys = selection?.selectedRowKeys;
  const onSelectionChange = selection?.onSelectionChange;
  const rowLabel = selection?.rowLabel;

  const selected = useMemo(() => new Set(selectedRowKeys), [selectedRowKeys]);
  const view = useMemo(() => viewSelectionOf(records, selected), [records, selected]);

  // The checkboxes act on the latest selection and rows through this, so the actions object (and
  // with it every memoised row checkbox) stays the same across renders.
  const latest = useRef({ selectedRowKeys, onSelectionChange, view });
  useLayoutEffect(() => {
    latest.current = { selectedRowKeys, onSelectionChange, view };
  });
  const actions = useMemo<SelectionActions>(
    () => ({
      toggleRow: (key) => {
        const { selectedRowKeys: keys = [], onSelectionChange: change } = latest.current;
        if (!change) return;
        change(keys.includes(key) ? keys.filter((candidate) => candidate !== key) : [...keys, key]);
      },
      toggleView: () => {
        const { selectedRowKeys: keys = [], onSelectionChange: change, view: current } = latest.current;
        if (!change) return;
        const inView = new Set(current.keys);
        if (current.keys.length > 0 && current.selectedCount === current.keys.length) {
          change(keys.filter((key) => !inView.has(key)));
          return;
        }
        const already = new Set(keys);
        change([...keys, ...current.keys.filter((key) => !already.has(key))]);
      },
    }),
    [],
  );

  const { keys, selectedCount } = view;
  const allSelected = keys.length > 0 && selectedCount === keys.length;
  const someSelected = selectedCount > 0 && !allSelected;
  const noneInView = keys.length === 0;

  const title = useMemo(
    () =>
      loading ? null : (
        <Checkbox
          aria-label={DATA_TABLE_TEXT.selectAll}
          checked={allSelected}
          indeterminate={someSelected}
          disabled={noneInView}
          onChange={actions.toggleView}
        />
      ),
    [loading, allSelected, someSelected, noneInView, actions],
  );

  return useMemo(() => {
    if (!selectedRowKeys || !onSelectionChange || !rowLabel) return undefined;
    return {
      column: {
        key: SELECTION_COLUMN_KEY,
        title,
        width: SELECTION_COLUMN_WIDTH,
        // antd's own class for its selection column: narrow padding, centred, no header divider.
        className: 'ant-table-selection-column',
        render: (_value: unknown, record: TableRecord<Row>) =>
          record.row === undefined ? null : (
            <RowCheckbox rowKey={record.key} checked={selected.has(record.key)} label={DATA_TABLE_TEXT.selectRow(rowLabel(record.row))} actions={actions} />
          ),
      },
      rowClassName: (record: TableRecord<Row>) => (selected.has(record.key) ? SELECTED_ROW_CLASS : ''),
    };
  }, [selectedRowKeys, onSelectionChange, title, selected, rowLabel, actions]);
}
