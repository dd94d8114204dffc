import { Flex, Typography } from 'antd';
import { useMemo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { HireSummary } from '@shared/contract/onboarding-schemas';
import { toDisplayDate } from '@shared/date-format';
import { routes } from '@shared/routes';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn, TableChange, TableSort } from '@renderer/components/data-table/data-table-types';
import { HIRES_PAGE_SIZE } from '../lib/hire-list-table-state';
import { HireRowActions } from './hire-row-actions';
import { TaskProgress } from '@renderer/domain/tasks/task-progress';
import { HireStatusTag } from '@renderer/components/hire-status-tag';
import type { CustomField } from '@shared/contract/fields';
import { customFieldText } from '@renderer/lib/company/use-custom-field-definitions';
import { fieldListLabel } from '../lib/hire-list-field-labels';

export interface HiresTableProps {
  rows: readonly HireSummary[];
  /** Custom fields the user chose to show, after the built-in columns; the rows carry their values. */
  fieldColumns: readonly CustomField[];
  total: number;
  page: number;
  sort: TableSort | undefined;
  loading: boolean;
  error: string | undefined;
  onRetry: (() => void) | undefined;
  onChange(change: TableChange): void;
  canManage: boolean;
  readOnly: boolean;
  /** The hire whose status is being changed, if any. */
  busyHireId: string | undefined;
  onApprove(hire: HireSummary): void;
  onWithdraw(hire: HireSummary): void;
  onReopen(hire: HireSummary): void;
}

const ROW_CSS = '.hcm-hires-table .ant-table-tbody > tr[data-row-key] { cursor: pointer; }';
/** Clicks on these act themselves rather than opening the row. */
const OWN_CLICK = 'a, button, input, label, [role="menuitem"], [role="menu"]';

export function HiresTable({
  rows,
  fieldColumns,
  total,
  page,
  sort,
  loading,
  error,
  onRetry,
  onChange,
  canManage,
  readOnly,
  busyHireId,
  onApprove,
  onWithdraw,
  onReopen,
}: HiresTableProps) {
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<HireSummary>[]>(
    () => [
      {
        key: 'fullName',
        title: 'Name',
        sortable: true,
        width: 220,
        render: (hire) => (
          <Flex vertical>
            <Link to={routes.hireInfo(hire._id)}>{hire.preferredName ? `${hire.fullName} (${hire.preferredName})` : hire.fullName}</Link>
            {hire.personalEmail === undefined ? null : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {hire.personalEmail}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      { key: 'jobTitle', title: 'Job title', dataIndex: 'jobTitle', sortable: true },
      { key: 'department', title: 'Department', sortable: true, width: 150, render: (hire) => hire.department?.label ?? '' },
      { key: 'location', title: 'Location', sortable: true, width: 150, render: (hire) => hire.location?.label ?? '' },
      { key: 'manager', title: 'Manager', width: 160, render: (hire) => hire.manager?.fullName ?? '' },
      { key: 'startDate', title: 'Start date', sortable: true, width: 130, render: (hire) => toDisplayDate(hire.startDate) },
      { key: 'status', title: 'Status', sortable: true, width: 130, render: (hire) => <HireStatusTag status={hire.status} /> },
      {
        key: 'progress',
        title: 'Task progress',
        width: 160,
        render: (hire) => <TaskProgress variant="cell" done={hire.taskProgress.done} total={hire.taskProgress.total} />,
      },
      ...fieldColumns.map((field): DataTableColumn<HireSummary> => ({
        key: `field:${field._id}`,
        title: fieldListLabel(field),
        width: 160,
        render: (hire) => customFieldText(field, hire.customFields?.[field._id]) ?? '',
      })),
      {
        key: 'actions',
        title: 'Actions',
        width: 90,
        align: 'center',
        render: (hire) => (
          <HireRowActions
            hire={hire}
            canManage={canManage}
            readOnly={readOnly}
            busy={busyHireId === hire._id}
            onApprove={onApprove}
            onWithdraw={onWithdraw}
            onReopen={onReopen}
          />
        ),
      },
    ],
    [fieldColumns, canManage, readOnly, busyHireId, onApprove, onWithdraw, onReopen],
  );

  // A click anywhere on a row opens the hire; the name link does the same for the keyboard.
  const openRow = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target) || target.closest(OWN_CLICK)) return;
    const id = target.closest<HTMLElement>('tr[data-row-key]')?.dataset.rowKey;
    if (id && rows.some((row) => row._id === id)) void navigate(routes.hireInfo(id));
  };

  return (
    <div className="hcm-hires-table" onClick={openRow}>
      <style>{ROW_CSS}</style>
      <DataTable<HireSummary>
        label="New hires"
        mode="server"
        rows={rows}
        rowKey="_id"
        columns={columns}
        serialNumbers
        page={page}
        pageSize={HIRES_PAGE_SIZE}
        total={total}
        sort={sort}
        onChange={onChange}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText="No new hires match these filters."
      />
    </div>
  );
}
