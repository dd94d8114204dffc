import { Card, Flex, Tag, theme, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toDisplayDate } from '@shared/date-format';
import type { AsyncOption, AsyncOptionFetcher } from '@renderer/components/async-select/async-option';
import { FilterBar } from '@renderer/components/filter-bar/filter-bar';
import type { FilterDefinition, FilterValues } from '@renderer/components/filter-bar/filter-definitions';
import { useFilterValues } from '@renderer/components/filter-bar/use-filter-values';

const FIRST_NAMES = ['Amara', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farah', 'George', 'Hana', 'Isaac', 'Julia', 'Kofi', 'Laura'];
const LAST_NAMES = ['Okafor', 'Carter', 'Nguyen', 'Patel', 'Rossi'];

/** Sixty people who can manage a new hire, as super-admin/system-admin/dropdown-get-all-users would list them. */
const MANAGERS: AsyncOption[] = LAST_NAMES.flatMap((last, row) =>
  FIRST_NAMES.map((first, column) => ({ _id: `usr-${String(row * FIRST_NAMES.length + column + 1).padStart(3, '0')}`, fullName: `${first} ${last}` })),
);

/** Answers like the gateway: a name search, 10 people from the offset, after a short network wait. */
const fetchManagers: AsyncOptionFetcher = (search, offset) =>
  new Promise((resolve) => {
    const matching = MANAGERS.filter((person) => person.fullName?.toLowerCase().includes(search.toLowerCase()));
    setTimeout(() => resolve({ data: matching.slice(offset, offset + 10) }), 350);
  });

const ONBOARDING_FILTERS = [
  { key: 'search', type: 'search', label: 'Search', placeholder: 'Name or email' },
  {
    key: 'status',
    type: 'select',
    label: 'Status',
    options: [
      { _id: 'offer_accepted', label: 'Offer accepted' },
      { _id: 'documents_pending', label: 'Documents pending' },
      { _id: 'ready_to_start', label: 'Ready to start' },
      { _id: 'started', label: 'Started' },
    ],
  },
  {
    key: 'department',
    type: 'multiselect',
    label: 'Department',
    options: [
      { _id: 'engineering', label: 'Engineering' },
      { _id: 'finance', label: 'Finance' },
      { _id: 'people', label: 'People' },
      { _id: 'sales', label: 'Sales' },
      { _id: 'operations', label: 'Operations' },
      { _id: 'customer_success', label: 'Customer Success' },
    ],
  },
  {
    key: 'location',
    type: 'select',
    label: 'Location',
    options: [
      { _id: 'london', label: 'London' },
      { _id: 'manchester', label: 'Manchester' },
      { _id: 'dublin', label: 'Dublin' },
      { _id: 'new_york', label: 'New York' },
      { _id: 'remote', label: 'Remote' },
    ],
  },
  { key: 'manager', type: 'asyncMultiselect', label: 'Manager', placeholder: 'Search people', fetcher: fetchManagers },
  { key: 'startDate', type: 'dateRange', label: 'Start date' },
  { key: 'startMonth', type: 'customDateRange', label: 'Start month', mode: 'month' },
  { key: 'offerSignedOn', type: 'date', label: 'Offer signed on' },
  { key: 'timezone', type: 'timezone', label: 'Timezone' },
  { key: 'tasksOverdue', type: 'checkbox', label: 'Only hires with overdue tasks' },
] as const satisfies readonly FilterDefinition[];

/** The query a new-hire list would send for these values (dates YYYY-MM-DD, people by _id). */
function listQuery(values: FilterValues<typeof ONBOARDING_FILTERS>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries({
      search: values.search || undefined,
      status: values.status,
      department: values.department.length > 0 ? values.department : undefined,
      location: values.location,
      manager: values.manager.length > 0 ? values.manager.map((person) => person._id) : undefined,
      startDateFrom: values.startDate.start,
      startDateTo: values.startDate.end,
      startMonth: values.startMonth.start,
      offerSignedOn: values.offerSignedOn,
      timezone: values.timezone,
      tasksOverdue: values.tasksOverdue ? 'true' : undefined,
    }).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
  );
}

/** A coordinator's view of the new-hire list, part-way through narrowing it down. */
const STARTING_FILTERS: Record<string, string | string[]> = {
  status: 'documents_pending',
  department: ['engineering', 'people'],
  manager: JSON.stringify(MANAGERS.slice(0, 2)),
  startDate: 'last30Days',
  timezone: '(UTC) Edinburgh, London',
};

export default function FilterBarDemo() {
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const values = useFilterValues(ONBOARDING_FILTERS);
  const [ready, setReady] = useState(false);

  // Once, on opening: the demo starts on a realistic, partly filtered list.
  useEffect(() => {
    if (ready) return;
    const params = new URLSearchParams(location.search);
    if (!params.has('status')) {
      for (const [key, value] of Object.entries(STARTING_FILTERS)) for (const text of [value].flat()) params.append(key, text);
      navigate({ search: `?${params}` }, { replace: true });
    }
    setReady(true);
  }, [ready, location.search, navigate]);

  const urlFilters = new URLSearchParams(location.search);
  for (const key of ['widget', 'mode', 'preset']) urlFilters.delete(key);
  const query = listQuery(values);

  return (
    <Flex vertical gap={token.marginLG} style={{ maxWidth: 1200 }} data-demo-ready={ready ? true : undefined}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          New hires
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0, color: token.colorTextSecondary }}>
          {`Starting ${toDisplayDate(values.startDate.start)} to ${toDisplayDate(values.startDate.end)}`}
        </Typography.Paragraph>
      </div>
      <Card>{ready ? <FilterBar filters={ONBOARDING_FILTERS} resetParams={['page']} aria-label="New hire filters" /> : null}</Card>
      <Card title="What the list asks the gateway for" size="small">
        <Flex vertical gap={token.marginSM}>
          <Flex wrap gap={token.marginXS}>
            {Object.entries(query).map(([key, value]) => (
              <Tag key={key} style={{ marginInlineEnd: 0 }}>
                <Typography.Text strong>{key}</Typography.Text> {[value].flat().join(', ')}
              </Tag>
            ))}
          </Flex>
          <Typography.Text style={{ color: token.colorTextSecondary }}>URL query</Typography.Text>
          <Typography.Paragraph code copyable style={{ marginBottom: 0, wordBreak: 'break-all' }}>
            {urlFilters.size > 0 ? decodeURIComponent(`?${urlFilters}`.replaceAll('+', ' ')) : '(defaults — nothing in the URL)'}
          </Typography.Paragraph>
        </Flex>
      </Card>
    </Flex>
  );
}
