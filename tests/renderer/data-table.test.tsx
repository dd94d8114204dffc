import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn, TableChange, TableSort } from '@renderer/components/data-table/data-table-types';
import { serialNumber } from '@renderer/components/data-table/serial-number';

interface Hire {
  id: string;
  name: string;
  department: string;
}

const DEPARTMENTS = ['Finance', 'Engineering', 'People'];
const hires: Hire[] = Array.from({ length: 25 }, (_, index) => ({
  id: `hire-${index + 1}`,
  name: `Hire ${String(index + 1).padStart(2, '0')}`,
  department: DEPARTMENTS[index % 3]!,
}));

const columns: DataTableColumn<Hire>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortable: true },
  { key: 'department', title: 'Department', dataIndex: 'department', sortable: true },
];

const table = () => screen.getByRole<HTMLTableElement>('table', { name: 'New hires' });
/** The body rows' cells as text, one array per row (read from the DOM: role queries are slow on big tables). */
const bodyRows = () => [...table().tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent));
const column = (index: number) => bodyRows().map((cells) => cells[index]);

interface ServerHarnessProps {
  page: number;
  total?: number;
  sort?: TableSort;
  onChange?: (change: TableChange) => void;
}

function ServerTable({ page, total = 25, sort, onChange = vi.fn() }: ServerHarnessProps) {
  const start = Number.isFinite(page) ? (page - 1) * 10 : 0;
  return (
    <DataTable<Hire>
      label="New hires"
      mode="server"
      rows={hires.slice(start, start + 10)}
      rowKey="id"
      columns={columns}
      serialNumbers
      page={page}
      total={total}
      sort={sort}
      onChange={onChange}
    />
  );
}

/** A caller that keeps the server mode's page and sort in its own state, as a screen would. */
function ControlledServerTable({ onChange }: { onChange: (change: TableChange) => void }) {
  const [state, setState] = useState<TableChange>({ page: 1, sort: undefined });
  return (
    <ServerTable
      page={state.page}
      sort={state.sort}
      onChange={(change) => {
        onChange(change);
        setState(change);
      }}
    />
  );
}

describe('data table: serial numbers', () => {
  it('counts 1 to 10 on the first page and 11 to 20 on the second', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} serialNumbers />);
    expect(screen.getByRole('columnheader', { name: 'S.No' })).toBeInTheDocument();
    expect(column(0)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(column(0)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(column(1)[0]).toBe('Hire 11');
  });

  it('adds the page offset of a page given by the server', () => {
    render(<ServerTable page={3} />);
    expect(column(0)).toEqual(['21', '22', '23', '24', '25']);
  });

  it("shows 'Invalid' when the row number is not a number", () => {
    render(<ServerTable page={Number.NaN} />);
    expect(column(0)).toEqual(Array(10).fill('Invalid'));
    expect(serialNumber(0, Number.POSITIVE_INFINITY, 10)).toBe('Invalid');
    expect(serialNumber(4, 2, 10)).toBe('15');
  });

  it('leaves the column out unless asked for', () => {
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} />);
    expect(screen.queryByRole('columnheader', { name: 'S.No' })).not.toBeInTheDocument();
    expect(bodyRows()[0]).toEqual(['Hire 01', 'Finance']);
  });
});

describe('data table: sorting', () => {
  it('cycles a server-sorted column through ascending, descending and unsorted, back on page 1', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onChange = vi.fn();
    render(<ControlledServerTable onChange={onChange} />);
    const header = () => screen.getByRole('columnheader', { name: 'Department' });
    expect(header()).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, sort: undefined });

    await user.click(header());
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, sort: { field: 'department', order: 'ascend' } });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(header());
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, sort: { field: 'department', order: 'descend' } });
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    await user.click(header());
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, sort: undefined });
    expect(header()).not.toHaveAttribute('aria-sort');
  });

  it('leaves the order of a server page to the server', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<ControlledServerTable onChange={vi.fn()} />);
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(column(1)[0]).toBe('Hire 01');
  });

  it('sorts a client-side list in memory, across its pages', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onChange = vi.fn();
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} onChange={onChange} />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(name);
    await user.click(name);
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, sort: { field: 'name', order: 'descend' } });
    expect(column(0).slice(0, 3)).toEqual(['Hire 25', 'Hire 24', 'Hire 23']);

    await user.click(screen.getByRole('columnheader', { name: 'Department' }));
    expect(column(1)).toEqual([...Array<string>(8).fill('Engineering'), 'Finance', 'Finance']);
  });

  it('starts from a default sort', () => {
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} defaultSort={{ field: 'name', order: 'descend' }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(column(0)[0]).toBe('Hire 25');
  });
});

describe('data table: Showing X of Y and Previous/Next', () => {
  it('counts the rows on the page against the total the server gives', () => {
    render(<ServerTable page={1} total={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 25');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('disables Previous on the first page and Next on the last, and asks the server for the page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onChange = vi.fn();
    const sort: TableSort = { field: 'name', order: 'ascend' };
    const { rerender } = render(<ServerTable page={1} sort={sort} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith({ page: 2, sort });

    rerender(<ServerTable page={2} sort={sort} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, sort });

    rerender(<ServerTable page={3} sort={sort} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 25');
  });

  it('pages a client-side list in memory to its last page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 25');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(column(0)).toEqual(['Hire 21', 'Hire 22', 'Hire 23', 'Hire 24', 'Hire 25']);
  });

  it('has both buttons disabled when everything fits on one page', () => {
    render(<DataTable<Hire> label="New hires" rows={hires.slice(0, 4)} rowKey="id" columns={columns} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
