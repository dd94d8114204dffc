import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useMemo, useState, type Key } from 'react';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';

interface Employee {
  id: number;
  name: string;
  jobTitle: string;
  department: string;
  location: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** Name, job title, department and location in lower case, for the search. */
  searchText: string;
}

/** What bench/table-filter.ts reads: the rows, the same search, and when React last committed a search. */
interface TableBench {
  rows: readonly Employee[];
  matches(row: Employee, query: string): boolean;
  lastCommit?: { query: string; count: number; at: number };
}

declare global {
  interface Window {
    __tableBench?: TableBench;
  }
}

const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Julia',
  'Kofi',
  'Laura',
  'Mohammed',
  'Nina',
  'Oliver',
  'Priya',
  'Quentin',
  'Rosa',
  'Samuel',
  'Tara',
];
const LAST = [
  'Okafor',
  'Carter',
  'Nguyen',
  'Patel',
  'Rossi',
  'Haddad',
  'Whitfield',
  'Sato',
  'Mensah',
  'Kowalska',
  'Asante',
  'Jiménez',
  'Al-Rashid',
  'Berg',
  'Hughes',
  'Iyer',
  'Dubois',
  'Silva',
  'Adeyemi',
  'Murphy',
  'Fischer',
  'Novak',
  'Lindqvist',
  'Costa',
  'Walsh',
];
const ROLES: readonly [string, string][] = [
  ['Payroll Analyst', 'Finance'],
  ['Financial Controller', 'Finance'],
  ['Backend Engineer', 'Engineering'],
  ['Site Reliability Engineer', 'Engineering'],
  ['Data Engineer', 'Engineering'],
  ['People Partner', 'People'],
  ['Recruitment Coordinator', 'People'],
  ['Account Executive', 'Sales'],
  ['Sales Development Rep', 'Sales'],
  ['Product Designer', 'Design'],
  ['Warehouse Team Lead', 'Operations'],
  ['Customer Success Manager', 'Customer Success'],
  ['Marketing Manager', 'Marketing'],
  ['IT Support Analyst', 'IT'],
];
const LOCATIONS = ['London', 'Manchester', 'Leeds', 'Glasgow', 'Bristol', 'Birmingham', 'Cardiff', 'Belfast', 'Dublin', 'Remote'];
const EMPLOYEE_COUNT = 10_000;

function generateEmployees(): Employee[] {
  const first = dayjs('2018-01-08');
  return Array.from({ length: EMPLOYEE_COUNT }, (_, index) => {
    const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`;
    const [jobTitle, department] = ROLES[(index * 5) % ROLES.length]!;
    const location = LOCATIONS[(index * 3) % LOCATIONS.length]!;
    const startDate = first.add((index * 37) % 3000, 'day').format('YYYY-MM-DD');
    return { id: index + 1, name, jobTitle, department, location, startDate, searchText: `${name} ${jobTitle} ${department} ${location}`.toLowerCase() };
  });
}

const EMPLOYEES = generateEmployees();
/** `&selectable` on the gallery address adds row selection (bench/table-filter.ts measures both). */
const SELECTABLE = new URLSearchParams(window.location.search).has('selectable');

function matches(row: Employee, query: string): boolean {
  return row.searchText.includes(query.trim().toLowerCase());
}

window.__tableBench = { rows: EMPLOYEES, matches };

const COLUMNS: DataTableColumn<Employee>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortable: true, width: 200 },
  { key: 'jobTitle', title: 'Job title', dataIndex: 'jobTitle', sortable: true, width: 230 },
  { key: 'department', title: 'Department', dataIndex: 'department', sortable: true, width: 170 },
  { key: 'location', title: 'Location', dataIndex: 'location', sortable: true, width: 140 },
  { key: 'startDate', title: 'Start date', dataIndex: 'startDate', sortable: true, width: 130, render: (row) => dayjs(row.startDate).format('MM/DD/YYYY') },
];

/** 10,000 employees in one virtualised scrolling list, searched in memory as the person types, selectable on request. */
export default function DataTableLongListDemo() {
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Key[]>([]);
  const rows = useMemo(() => (query.trim() === '' ? EMPLOYEES : EMPLOYEES.filter((row) => matches(row, query))), [query]);

  useLayoutEffect(() => {
    const bench = window.__tableBench;
    if (bench) bench.lastCommit = { query, count: rows.length, at: performance.now() };
  }, [query, rows]);

  return (
    <Flex vertical gap={16} data-demo-ready style={{ maxWidth: 1180 }}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        Employee directory
      </Typography.Title>
      <div>
        <label htmlFor="employee-search" style={{ display: 'block', marginBottom: token.marginXS }}>
          Search employees
        </label>
        <Input
          id="employee-search"
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
          placeholder="Name, job title, department or location"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ maxWidth: 420 }}
        />
      </div>
      <DataTable<Employee>
        label="Employees"
        mode="scroll"
        height={520}
        rows={rows}
        total={EMPLOYEE_COUNT}
        rowKey="id"
        columns={COLUMNS}
        serialNumbers
        emptyText={`No employee matches “${query.trim()}”.`}
        selection={SELECTABLE ? { selectedRowKeys: selected, onSelectionChange: setSelected, rowLabel: (row) => row.name } : undefined}
      />
    </Flex>
  );
}
