import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
