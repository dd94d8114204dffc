import { CheckCircleFilled, ClockCircleOutlined, FileTextOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type Key, type ReactNode } from 'react';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';

type Status = 'Offer accepted' | 'Documents pending' | 'Ready to start' | 'Started';

interface NewHire {
  id: string;
  name: string;
  jobTitle: string;
  department: string;
  /** YYYY-MM-DD, as the gateway sends dates. */
  startDate: string;
  status: Status;
}

const NEW_HIRES: NewHire[] = [
  { id: 'nh-101', name: 'Amara Okafor', jobTitle: 'Payroll Analyst', department: 'Finance', startDate: '2026-04-06', status: 'Ready to start' },
  { id: 'nh-102', name: 'Ben Carter', jobTitle: 'Site Reliability Engineer', department: 'Engineering', startDate: '2026-04-13', status: 'Documents pending' },
  { id: 'nh-103', name: 'Chloe Nguyen', jobTitle: 'People Partner', department: 'People', startDate: '2026-03-30', status: 'Started' },
  { id: 'nh-104', name: 'Dev Patel', jobTitle: 'Account Executive', department: 'Sales', startDate: '2026-04-20', status: 'Offer accepted' },
  { id: 'nh-105', name: 'Elena Rossi', jobTitle: 'Product Designer', department: 'Design', startDate: '2026-04-06', status: 'Ready to start' },
  { id: 'nh-106', name: 'Farah Haddad', jobTitle: 'Data Engineer', department: 'Engineering', startDate: '2026-05-04', status: 'Offer accepted' },
  { id: 'nh-107', name: 'George Whitfield', jobTitle: 'Warehouse Team Lead', department: 'Operations', startDate: '2026-04-13', status: 'Documents pending' },
  { id: 'nh-108', name: 'Hana Sato', jobTitle: 'Customer Success Manager', department: 'Customer Success', startDate: '2026-03-23', status: 'Started' },
  { id: 'nh-109', name: 'Isaac Mensah', jobTitle: 'Financial Controller', department: 'Finance', startDate: '2026-04-27', status: 'Offer accepted' },
  { id: 'nh-110', name: 'Julia Kowalska', jobTitle: 'Recruitment Coordinator', department: 'People', startDate: '2026-04-06', status: 'Documents pending' },
  { id: 'nh-111', name: 'Kofi Asante', jobTitle: 'Backend Engineer', department: 'Engineering', startDate: '2026-04-20', status: 'Ready to start' },
  { id: 'nh-112', name: 'Laura Jiménez', jobTitle: 'Marketing Manager', department: 'Marketing', startDate: '2026-05-11', status: 'Offer accepted' },
  { id: 'nh-113', name: 'Mohammed Al-Rashid', jobTitle: 'IT Support Analyst', department: 'IT', startDate: '2026-03-30', status: 'Started' },
];

function StatusTag({ status }: { status: Status }) {
  const { token } = theme.useToken();
  const looks: Record<Status, { icon: ReactNode; color: string }> = {
    'Offer accepted': { icon: <FileTextOutlined />, color: token.colorTextSecondary },
    'Documents pending': { icon: <ClockCircleOutlined />, color: token.colorWarning },
    'Ready to start': { icon: <SendOutlined />, color: token.colorPrimary },
    Started: { icon: <CheckCircleFilled />, color: token.colorSuccess },
  };
  const { icon, color } = looks[status];
  return (
    <Tag icon={icon} styles={{ icon: { color } }} style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}

function columnsWith(onRemind: (hire: NewHire) => void): DataTableColumn<NewHire>[] {
  return [
    { key: 'name', title: 'Name', dataIndex: 'name', sortable: true, width: 200, render: (hire) => <Typography.Text strong>{hire.name}</Typography.Text> },
    { key: 'jobTitle', title: 'Job title', dataIndex: 'jobTitle', sortable: true, width: 220 },
    { key: 'department', title: 'Department', dataIndex: 'department', sortable: true, width: 160 },
    { key: 'startDate', title: 'Start date', dataIndex: 'startDate', sortable: true, width: 130, render: (hire) => dayjs(hire.startDate).format('MM/DD/YYYY') },
    { key: 'status', title: 'Status', dataIndex: 'status', sortable: true, width: 190, render: (hire) => <StatusTag status={hire.status} /> },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (hire) => (
        <Button size="small" onClick={() => onRemind(hire)} aria-label={`Send reminder to ${hire.name}`}>
          Send reminder
        </Button>
      ),
    },
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The onboarding list of new hires, sorted by start date and selectable; then loading, empty and failed lists. */
export default function DataTableDemo() {
  const { token } = theme.useToken();
  const [selected, setSelected] = useState<Key[]>(['nh-102', 'nh-107']);
  const [notice, setNotice] = useState('');
  const [retries, setRetries] = useState(0);
  const columns = columnsWith((hire) => setNotice(`Reminder sent to ${hire.name}.`));
  const selection = { selectedRowKeys: selected, onSelectionChange: setSelected, rowLabel: (hire: NewHire) => hire.name };

  return (
    <Flex vertical gap={40} data-demo-ready style={{ maxWidth: 1180 }}>
      <Section title="New hires starting soon">
        <Flex align="center" justify="space-between" style={{ minHeight: 32, marginBottom: 12 }}>
          <Typography.Text style={{ color: token.colorTextSecondary }}>
            {selected.length === 0 ? 'No new hires selected' : `${selected.length} new hires selected`}
          </Typography.Text>
          <Typography.Text role="status">{notice}</Typography.Text>
        </Flex>
        <DataTable<NewHire>
          label="New hires starting soon"
          rows={NEW_HIRES}
          rowKey="id"
          columns={columns}
          serialNumbers
          defaultSort={{ field: 'startDate', order: 'ascend' }}
          selection={selection}
        />
      </Section>
      <Section title="Loading">
        <DataTable<NewHire>
          label="New hires, loading"
          rows={[]}
          rowKey="id"
          columns={columns}
          serialNumbers
          loading
          mode="server"
          page={1}
          total={0}
          onChange={() => undefined}
        />
      </Section>
      <Section title="No new hires">
        <DataTable<NewHire> label="New hires in June" rows={[]} rowKey="id" columns={columns} serialNumbers emptyText="No new hires start in June." />
      </Section>
      <Section title="Could not load">
        <DataTable<NewHire>
          label="New hires, not loaded"
          rows={[]}
          rowKey="id"
          columns={columns}
          serialNumbers
          error={
            retries === 0
              ? 'The onboarding gateway did not answer. Check your connection, then try again.'
              : `Still no answer from the onboarding gateway (tried ${retries + 1} times).`
          }
          onRetry={() => setRetries((count) => count + 1)}
        />
      </Section>
    </Flex>
  );
}
