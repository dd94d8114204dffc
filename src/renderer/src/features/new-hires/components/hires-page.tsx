import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, theme, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HireSummary } from '@shared/contract/onboarding-schemas';
import { HIRE_STATUS_MOVES, type HireStatus } from '@shared/onboarding';
import { ROUTES } from '@shared/routes';
import { FilterBar } from '@renderer/components/filter-bar/filter-bar';
import { ReopenHireDialog } from '@renderer/domain/hires/reopen-hire-dialog';
import { WITHDRAW_HIRE_TEXT, WithdrawHireDialog } from '@renderer/domain/hires/withdraw-hire-dialog';
import { failureMessage } from '@renderer/lib/bridge';
import { useReadOnly } from '@renderer/lib/session/use-read-only';
import { useChangeHireStatus } from '../api/use-change-hire-status';
import { useHiresList } from '../api/use-hires-list';
import { useCanManageHires } from '../hooks/use-can-manage-hires';
import { useHireListState } from '../hooks/use-hire-list-state';
import { useHireFieldColumns } from '../hooks/use-hire-field-columns';
import { HireColumnsChooser } from './hire-columns-chooser';
import { TABLE_PARAMS } from '../lib/hire-list-table-state';
import { HireStatusTabs } from './hire-status-tabs';
import { HiresTable } from './hires-table';

export const HIRES_PAGE_TEXT = {
  title: 'New hires',
  add: 'Add new hire',
  loadFailed: 'The new hires could not be loaded. Check your connection and try again.',
} as const;

const NO_ROWS: readonly HireSummary[] = [];
const RESET_ON_FILTER = [TABLE_PARAMS.page];

/**
 * /new-hiring: the company's hires, filtered, sorted and paged on the gateway, with counts by
 * status and a menu per row. Filters, sort and page live in the URL.
 */
export function HiresPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const readOnly = useReadOnly();
  const canManage = useCanManageHires();
  const columns = useHireFieldColumns();
  const state = useHireListState(columns.shownIds);
  const list = useHiresList(state.input);
  const statusChange = useChangeHireStatus();
  const [withdrawing, setWithdrawing] = useState<HireSummary | null>(null);
  const [reopening, setReopening] = useState<HireSummary | null>(null);

  const busyHireId = statusChange.isPending ? statusChange.variables.hireId : undefined;
  const { mutate: changeStatus } = statusChange;
  const approve = useCallback((hire: HireSummary) => changeStatus({ hireId: hire._id, status: 'preboarding' }), [changeStatus]);
  const withdraw = (hire: HireSummary, reason: string) =>
    changeStatus({ hireId: hire._id, status: 'withdrawn', reason, from: hire.status }, { onSuccess: () => setWithdrawing(null) });
  const reopen = (hire: HireSummary, status: HireStatus) => changeStatus({ hireId: hire._id, status }, { onSettled: () => setReopening(null) });

  const error = state.inputProblem ?? (list.isError ? failureMessage(list.error, HIRES_PAGE_TEXT.loadFailed) : undefined);

  return (
    <Flex vertical gap={token.marginLG}>
      <Flex wrap align="center" justify="space-between" gap={token.margin}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {HIRES_PAGE_TEXT.title}
        </Typography.Title>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={readOnly} onClick={() => void navigate(ROUTES.addNewHire)}>
            {HIRES_PAGE_TEXT.add}
          </Button>
        )}
      </Flex>
      <HireStatusTabs counts={list.data?.counts} selected={state.filters.status} onSelect={state.showStatus} />
      <FilterBar filters={state.definitions} resetParams={RESET_ON_FILTER} aria-label="Filter new hires" />
      {columns.offered.length > 0 && (
        <Flex justify="flex-end">
          <HireColumnsChooser offered={columns.offered} shown={columns.shown} onChange={columns.choose} />
        </Flex>
      )}
      <HiresTable
        rows={list.data?.items ?? NO_ROWS}
        fieldColumns={columns.shown}
        total={list.data?.total ?? 0}
        page={state.table.page}
        sort={state.table.sort}
        loading={state.inputProblem === undefined && list.isPending}
        error={error}
        onRetry={state.inputProblem === undefined ? () => void list.refetch() : undefined}
        onChange={state.changeTable}
        canManage={canManage}
        readOnly={readOnly}
        busyHireId={busyHireId}
        onApprove={approve}
        onWithdraw={setWithdrawing}
        onReopen={setReopening}
      />
      <WithdrawHireDialog
        hireName={withdrawing?.fullName ?? null}
        explanation={WITHDRAW_HIRE_TEXT.fromList}
        pending={statusChange.isPending}
        readOnly={readOnly}
        onConfirm={(reason) => withdrawing && withdraw(withdrawing, reason)}
        onCancel={() => setWithdrawing(null)}
      />
      <ReopenHireDialog
        hireName={reopening?.fullName ?? null}
        allowed={HIRE_STATUS_MOVES.withdrawn}
        pending={statusChange.isPending}
        readOnly={readOnly}
        onConfirm={(status) => reopening && reopen(reopening, status)}
        onCancel={() => setReopening(null)}
      />
    </Flex>
  );
}
