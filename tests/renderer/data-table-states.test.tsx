import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';

interface Hire {
  id: string;
  name: string;
  jobTitle: string;
}

const columns: DataTableColumn<Hire>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortable: true },
  { key: 'jobTitle', title: 'Job title', dataIndex: 'jobTitle' },
];
const hires: Hire[] = [
  { id: 'a', name: 'Amara Okafor', jobTitle: 'Payroll Analyst' },
  { id: 'b', name: 'Ben Carter', jobTitle: 'Site Engineer' },
];

const table = () => screen.getByRole<HTMLTableElement>('table', { name: 'New hires' });
const bodyRows = () => [...table().tBodies[0]!.rows];

describe('data table: empty, error and loading', () => {
  it('shows the no-content illustration with its description when there are no rows', () => {
    render(<DataTable<Hire> label="New hires" rows={[]} rowKey="id" columns={columns} emptyText="No new hires this month" />);
    const body = table().tBodies[0]!;
    expect(within(body).getByText('No new hires this month')).toBeInTheDocument();
    expect(body.querySelector('.ant-empty-image svg')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("says 'No records to show' when the caller gives no empty text", () => {
    render(<DataTable<Hire> label="New hires" rows={[]} rowKey="id" columns={columns} />);
    expect(within(table()).getByText('No records to show')).toBeInTheDocument();
  });

  it('shows the illustration with the error message instead of the rows, and a Retry that calls back', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onRetry = vi.fn();
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} error="The gateway did not answer." onRetry={onRetry} />);
    const alert = within(table()).getByRole('alert');
    expect(alert).toHaveTextContent('The records could not be loaded.');
    expect(alert).toHaveTextContent('The gateway did not answer.');
    expect(within(table()).queryByText('Amara Okafor')).not.toBeInTheDocument();
    expect(table().querySelector('.ant-empty-image svg')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 2');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry when the caller cannot retry', () => {
    render(<DataTable<Hire> label="New hires" rows={[]} rowKey="id" columns={columns} error="Not allowed." />);
    expect(within(table()).getByRole('alert')).toHaveTextContent('Not allowed.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows three skeleton rows while loading, with the table marked busy', () => {
    render(
      <DataTable<Hire>
        label="New hires"
        rows={hires}
        rowKey="id"
        columns={columns}
        serialNumbers
        loading
        selection={{ selectedRowKeys: [], onSelectionChange: vi.fn(), rowLabel: (hire) => hire.name }}
      />,
    );
    expect(table()).toHaveAttribute('aria-busy', 'true');
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toHaveAttribute('aria-hidden', 'true');
      expect(row.querySelectorAll('.ant-skeleton')).toHaveLength(3);
      expect(row.querySelector('input[type="checkbox"]')).toBeNull();
    }
    expect(within(table()).queryByText('Amara Okafor')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading records…');
    expect(screen.queryByLabelText('Select all')).not.toBeInTheDocument();
  });

  it('keeps Previous and Next where they were while the server loads a page', () => {
    render(<DataTable<Hire> label="New hires" mode="server" page={2} total={30} onChange={vi.fn()} rows={[]} rowKey="id" columns={columns} loading />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the rows and is no longer busy once loaded', () => {
    const { rerender } = render(<DataTable<Hire> label="New hires" rows={[]} rowKey="id" columns={columns} loading />);
    rerender(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columns} />);
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual(['Amara Okafor', 'Ben Carter']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2');
  });
});
