import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';

interface Employee {
  id: number;
  name: string;
  department: string;
}

const employees: Employee[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Employee ${index + 1}`,
  department: ['Finance', 'Engineering', 'People', 'Sales'][index % 4]!,
}));

const columns: DataTableColumn<Employee>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortable: true, width: 240 },
  { key: 'department', title: 'Department', dataIndex: 'department', width: 200 },
];

describe('data table: long lists', () => {
  it('renders only a window of 10,000 rows in scroll mode, numbered from 1, with no pages', () => {
    const { container } = render(
      <DataTable<Employee> label="Employees" mode="scroll" height={400} rows={employees} rowKey="id" columns={columns} serialNumbers total={12_000} />,
    );
    const rendered = [...container.querySelectorAll('.ant-table-tbody .ant-table-row')];
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveTextContent('1Employee 1Finance');
    expect(screen.queryByText('Employee 10000')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10,000 of 12,000');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('renders the rows at the end once scrolled there, and sorts the whole list in memory', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { container } = render(
      <DataTable<Employee> label="Employees" mode="scroll" height={400} rows={employees} rowKey="id" columns={columns} serialNumbers />,
    );
    const holder = container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    act(() => {
      holder.scrollTop = 10_000 * 100;
      fireEvent.scroll(holder);
    });
    const rows = () => [...container.querySelectorAll('.ant-table-tbody .ant-table-row')];
    expect(rows().length).toBeLessThan(50);
    expect(rows().at(-1)).toHaveTextContent('10000Employee 10000Sales');

    const name = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(name);
    await user.click(name);
    expect(name).toHaveAttribute('aria-sort', 'descending');
    // A new order starts the list from its top again.
    await waitFor(() => expect(rows()[0]).toHaveTextContent('1Employee 10000Sales'));
    expect(rows().length).toBeLessThan(50);
  });

  it('shows the no-content illustration when a search leaves no rows', () => {
    const { rerender } = render(
      <DataTable<Employee> label="Employees" mode="scroll" rows={employees} total={employees.length} rowKey="id" columns={columns} />,
    );
    rerender(
      <DataTable<Employee>
        label="Employees"
        mode="scroll"
        rows={[]}
        total={employees.length}
        rowKey="id"
        columns={columns}
        emptyText="No employee matches “zz”."
      />,
    );
    expect(screen.getByText('No employee matches “zz”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 10,000');
  });
});

const table = () => screen.getByRole('table', { name: 'Employees' });

describe('data table: one table for screen readers in scroll mode', () => {
  it('holds the column headers and the drawn body rows, each row made of cells', () => {
    render(
      <DataTable<Employee>
        label="Employees"
        mode="scroll"
        height={400}
        rows={employees}
        rowKey="id"
        columns={columns}
        defaultSort={{ field: 'name', order: 'ascend' }}
        selection={{ selectedRowKeys: [], onSelectionChange: vi.fn(), rowLabel: (employee) => employee.name }}
      />,
    );
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const rows = within(table()).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThan(60);
    const [header, first] = rows;
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Name', 'Department']);
    expect(within(header!).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const cells = within(first!).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(within(cells[0]!).getByRole('checkbox', { name: 'Select Employee 1' })).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('Employee 1');
    expect(cells[2]).toHaveTextContent('Finance');
  });

  it('says how many rows the whole list has and where each drawn row sits in it', () => {
    render(<DataTable<Employee> label="Employees" mode="scroll" height={400} rows={employees} rowKey="id" columns={columns} />);
    // The header row counts: 10,000 people are rows 2 to 10,001.
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    const [header, first, second] = within(table()).getAllByRole('row');
    expect(header).toHaveAttribute('aria-rowindex', '1');
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(second).toHaveAttribute('aria-rowindex', '3');

    const holder = table().querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    act(() => {
      holder.scrollTop = 10_000 * 100;
      fireEvent.scroll(holder);
    });
    const last = within(table()).getAllByRole('row').at(-1)!;
    expect(last).toHaveTextContent('Employee 10000');
    expect(last).toHaveAttribute('aria-rowindex', '10001');
  });

  it('is one real table while loading, empty or failed, with its name and busy state', () => {
    const { rerender } = render(<DataTable<Employee> label="Employees" mode="scroll" rows={employees} rowKey="id" columns={columns} loading />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(2);

    rerender(<DataTable<Employee> label="Employees" mode="scroll" rows={[]} rowKey="id" columns={columns} emptyText="No employee matches “zz”." />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(within(table()).getByText('No employee matches “zz”.')).toBeInTheDocument();

    rerender(<DataTable<Employee> label="Employees" mode="scroll" rows={employees} rowKey="id" columns={columns} error="The gateway did not answer." />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(within(table()).getByRole('alert')).toHaveTextContent('The gateway did not answer.');
  });

  it('keeps a real table in paged mode, with no row positions to announce', () => {
    render(<DataTable<Employee> label="Employees" rows={employees} rowKey="id" columns={columns} />);
    expect(table().tagName).toBe('TABLE');
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(rows[1]!).getAllByRole('cell')).toHaveLength(2);
    expect(table()).not.toHaveAttribute('aria-rowcount');
  });
});
