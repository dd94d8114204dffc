import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { AccessChange } from '@shared/contract/access';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import { failureMessage } from '@renderer/lib/bridge';
import { CHANGES_PAGE_SIZE, useAccessChanges } from '../api/use-access';
import { ACCESS_TEXT } from '../lib/access-text';

const wrapped = { whiteSpace: 'pre-wrap' } as const;

const COLUMNS: DataTableColumn<AccessChange>[] = [
  { key: 'changedAt', title: 'When', width: 150, render: (change) => dayjs(change.changedAt).format('MM/DD/YYYY HH:mm') },
  { key: 'changedBy', title: 'Who', width: 150, render: (change) => change.changedBy ?? '—' },
  {
    key: 'summary',
    title: 'What changed',
    width: 260,
    render: (change) => (
      <div style={wrapped}>
        <Typography.Text strong>
          {change.subject}: {change.action}
        </Typography.Text>
        <div>{change.summary}</div>
      </div>
    ),
  },
  { key: 'before', title: 'Before', width: 220, render: (change) => <div style={wrapped}>{change.before ?? '—'}</div> },
  { key: 'after', title: 'After', width: 220, render: (change) => <div style={wrapped}>{change.after ?? '—'}</div> },
];

/** The record of every change to access, newest first, a page at a time: who, when, what, before and after. */
export function AccessChangesSection() {
  const [page, setPage] = useState(1);
  const changes = useAccessChanges(page);
  return (
    <section aria-labelledby="access-changes-title">
      <Typography.Title level={2} id="access-changes-title" style={{ fontSize: 18 }}>
        {ACCESS_TEXT.changesTitle}
      </Typography.Title>
      <DataTable<AccessChange>
        label={ACCESS_TEXT.changesTitle}
        mode="server"
        page={page}
        pageSize={CHANGES_PAGE_SIZE}
        total={changes.data?.total ?? 0}
        onChange={(change) => setPage(change.page)}
        columns={COLUMNS}
        rows={changes.data?.changes ?? []}
        rowKey="_id"
        loading={changes.isPending}
        error={changes.isError ? failureMessage(changes.error, 'The access changes could not be loaded.') : undefined}
        onRetry={() => void changes.refetch()}
        emptyText={ACCESS_TEXT.changesEmpty}
      />
    </section>
  );
}
