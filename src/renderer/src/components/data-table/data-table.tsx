import { Flex, Table, theme, Typography, type SpinProps } from 'antd';
import { useMemo } from 'react';
import { buildColumns, columnsWidth } from './build-columns';
import { DATA_TABLE_CSS, useDataTableStyle } from './data-table-style';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { DataTableProps, TableSort } from './data-table-types';
import { TableEmptyState } from './table-empty-state';
import { TablePager } from './table-pager';
import { SKELETON_RECORDS, toRecords, useRecordCache, type TableRecord } from './table-record';
import { useRowSelection } from './use-row-selection';
import { useTableView } from './use-table-view';
import { bodyRowIndex, HEADER_ROW_PROPS, VIRTUAL_TABLE_PARTS } from './virtual-table-roles';

const DEFAULT_SCROLL_HEIGHT = 480;
const NO_RECORDS: readonly TableRecord<never>[] = [];
const SKELETON_ROW_PROPS = { 'aria-hidden': true } as const;
const ROW_PROPS = {};
// antd wraps every table in a Spin that is a polite live region, so each new page would be read out
// whole; the footer's status line says what changed. Without its ARIA the wrapper is a plain div,
// which a virtual list's role="table" frame may hold.
const NO_SPIN = { spinning: false, 'aria-live': undefined, 'aria-busy': undefined } as SpinProps;

// Skeleton lines are hidden from screen readers, which hear the busy table and 'Loading records…'.
function skeletonRowProps(record: { row?: unknown }) {
  return record.row === undefined ? SKELETON_ROW_PROPS : ROW_PROPS;
}

function virtualRowProps(_record: unknown, index: number | undefined) {
  return { 'aria-rowindex': bodyRowIndex(index) };
}

function headerRowProps() {
  return HEADER_ROW_PROPS;
}

/**
 * The shared data table on antd's Table: sortable headers, an optional serial-number column,
 * 'Showing X of Y', Previous/Next, the no-content illustration on error or empty data and three
 * skeleton rows while loading. The server pages and sorts (mode 'server'), or the table does it in
 * memory ('client'), or shows one virtualised scrolling list for long lists ('scroll').
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, serialNumbers = false, loading = false, error, onRetry, emptyText = DATA_TABLE_TEXT.empty, selection } = props;
  const view = useTableView(rows, columns, props);
  const scrolling = props.mode === 'scroll';
  const style = useDataTableStyle();
  const { token } = theme.useToken();

  const recordCache = useRecordCache<Row>();
  const records = useMemo<readonly TableRecord<Row>[]>(() => {
    if (loading) return SKELETON_RECORDS;
    if (error !== undefined) return NO_RECORDS;
    return toRecords(view.rows, rowKey, recordCache);
  }, [loading, error, view.rows, rowKey, recordCache]);

  const { sort, page, pageSize } = view;
  const builtColumns = useMemo(
    () => buildColumns(columns, { sort, serial: serialNumbers ? { page, pageSize } : undefined }),
    [columns, sort, serialNumbers, page, pageSize],
  );
  const rowSelection = useRowSelection(selection, records, loading);
  const selectionColumn = rowSelection?.column;
  const tableColumns = useMemo(() => (selectionColumn ? [selectionColumn, ...builtColumns] : builtColumns), [selectionColumn, builtColumns]);
  const locale = useMemo(() => ({ emptyText: <TableEmptyState emptyText={emptyText} error={error} onRetry={onRetry} /> }), [emptyText, error, onRetry]);
  // Only a list with rows is virtualised. Loading, empty and failed, the table is one real <table>
  // (a fixed header would split it into a header table and a body table).
  const virtualised = scrolling && !loading && error === undefined && records.length > 0;
  const height = virtualised ? ((props.mode === 'scroll' ? props.height : undefined) ?? DEFAULT_SCROLL_HEIGHT) : undefined;
  const scrollWidth = columnsWidth(tableColumns);
  const scroll = useMemo(() => (height === undefined ? undefined : { x: scrollWidth, y: height }), [height, scrollWidth]);
  // In a virtual list the frame is the table (see virtual-table-roles); otherwise antd's <table> is.
  const frameRole = virtualised ? { role: 'table', 'aria-label': label, 'aria-rowcount': records.length + 1 } : undefined;
  const tableAria = virtualised ? undefined : { 'aria-label': label, 'aria-busy': loading };

  const shown = loading || error !== undefined ? 0 : view.rows.length;

  return (
    <div className="hcm-data-table" style={style}>
      <style>{DATA_TABLE_CSS}</style>
      {/* The columns keep their widths; where they do not fit (a narrow window) the table scrolls in
          its own frame rather than widening the page. */}
      <div style={{ overflowX: 'auto' }} {...frameRole}>
        <Table<TableRecord<Row>>
          {...tableAria}
          components={virtualised ? VIRTUAL_TABLE_PARTS : undefined}
          loading={NO_SPIN}
          columns={tableColumns}
          dataSource={records}
          rowKey="key"
          pagination={false}
          rowClassName={rowSelection?.rowClassName}
          onRow={virtualised ? virtualRowProps : skeletonRowProps}
          onHeaderRow={virtualised ? headerRowProps : undefined}
          locale={locale}
          virtual={virtualised}
          scroll={scroll}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const active = Array.isArray(sorter) ? sorter[0] : sorter;
            const next: TableSort | undefined =
              active?.order && active.columnKey !== undefined ? { field: String(active.columnKey), order: active.order } : undefined;
            view.changeSort(next);
          }}
        />
      </div>
      <Flex wrap align="center" justify="space-between" gap="small" style={{ marginTop: token.marginSM }}>
        <Typography.Text role="status">{loading ? DATA_TABLE_TEXT.loading : DATA_TABLE_TEXT.showing(shown, view.total)}</Typography.Text>
        {view.paged && <TablePager label={label} page={view.page} pageCount={view.pageCount} onPage={view.goToPage} />}
      </Flex>
    </div>
  );
}
