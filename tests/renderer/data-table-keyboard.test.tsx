import { fireEvent, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Button } from 'antd';
import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';

interface Hire {
  id: number;
  name: string;
  department: string;
}

const hires: Hire[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: ['Amara Okafor', 'Ben Carter', 'Chloe Nguyen', 'Dev Patel'][index % 4]! + (index >= 4 ? ` ${Math.floor(index / 4) + 1}` : ''),
  department: index % 2 === 0 ? 'Finance' : 'Engineering',
}));

function columnsWith(onOpen: (hire: Hire) => void): DataTableColumn<Hire>[] {
  return [
    { key: 'name', title: 'Name', dataIndex: 'name', sortable: true },
    { key: 'department', title: 'Department', dataIndex: 'department', sortable: true },
    {
      key: 'actions',
      title: 'Actions',
      render: (hire) => (
        <Button size="small" onClick={() => onOpen(hire)} aria-label={`Open ${hire.name}`}>
          Open
        </Button>
      ),
    },
  ];
}

function SelectableTable({ onOpen = vi.fn(), onSelect = vi.fn() }: { onOpen?: (hire: Hire) => void; onSelect?: (keys: Key[]) => void }) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <DataTable<Hire>
      label="New hires"
      rows={hires}
      rowKey="id"
      columns={columnsWith(onOpen)}
      selection={{
        selectedRowKeys: selected,
        onSelectionChange: (keys) => {
          onSelect(keys);
          setSelected(keys);
        },
        rowLabel: (hire) => hire.name,
      }}
    />
  );
}

/**
 * Enter as a browser sends it. antd's header reads the legacy keyCode, which browsers set and
 * user-event leaves out, so this one key press is dispatched by hand.
 */
function pressEnter(): void {
  fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const firstName = () => screen.getByRole<HTMLTableElement>('table', { name: 'New hires' }).tBodies[0]!.rows[0]!.cells[1]!.textContent;

describe('data table: selection', () => {
  it('selects rows through their named checkboxes, under the caller’s control', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSelect = vi.fn();
    render(<SelectableTable onSelect={onSelect} />);
    await user.click(screen.getByLabelText('Select Ben Carter'));
    expect(onSelect).toHaveBeenLastCalledWith([2]);
    expect(screen.getByLabelText('Select Ben Carter')).toBeChecked();
    await user.click(screen.getByLabelText('Select Dev Patel'));
    expect(onSelect).toHaveBeenLastCalledWith([2, 4]);
    await user.click(screen.getByLabelText('Select Ben Carter'));
    expect(onSelect).toHaveBeenLastCalledWith([4]);
    expect(screen.getByLabelText('Select Ben Carter')).not.toBeChecked();
  });

  it('keeps the selection of other pages while selecting all on this one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSelect = vi.fn();
    render(<SelectableTable onSelect={onSelect} />);
    await user.click(screen.getByLabelText('Select Amara Okafor'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText('Select all'));
    expect(onSelect).toHaveBeenLastCalledWith([1, 11, 12]);
  });

  it('shows on the header whether none, some or all rows in view are selected, and clears only those', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSelect = vi.fn();
    render(<SelectableTable onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText('Select Chloe Nguyen 3'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const selectAll = screen.getByLabelText('Select all');
    expect(selectAll).not.toBeChecked();
    expect(selectAll).not.toBePartiallyChecked();
    await user.click(screen.getByLabelText('Select Chloe Nguyen'));
    expect(selectAll).toBePartiallyChecked();
    await user.click(selectAll);
    expect(onSelect).toHaveBeenLastCalledWith([11, 3, 1, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(selectAll).toBeChecked();
    expect(selectAll).not.toBePartiallyChecked();
    await user.click(selectAll);
    expect(onSelect).toHaveBeenLastCalledWith([11]);
    expect(selectAll).not.toBeChecked();
  });

  it('marks the selected rows', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<SelectableTable />);
    const rowOf = (name: string) => screen.getByLabelText(`Select ${name}`).closest('tr')!;
    await user.click(screen.getByLabelText('Select Dev Patel'));
    expect(rowOf('Dev Patel')).toHaveClass('hcm-data-table__row--selected');
    expect(rowOf('Ben Carter')).not.toHaveClass('hcm-data-table__row--selected');
    await user.click(screen.getByLabelText('Select Dev Patel'));
    expect(rowOf('Dev Patel')).not.toHaveClass('hcm-data-table__row--selected');
  });

  it('shows a selection the caller made', () => {
    render(
      <DataTable<Hire>
        label="New hires"
        rows={hires}
        rowKey="id"
        columns={columnsWith(vi.fn())}
        selection={{ selectedRowKeys: [3], onSelectionChange: vi.fn(), rowLabel: (hire) => hire.name }}
      />,
    );
    expect(screen.getByLabelText('Select Chloe Nguyen')).toBeChecked();
    expect(screen.getByLabelText('Select Amara Okafor')).not.toBeChecked();
  });
});

describe('data table: keyboard', () => {
  it('reaches the sort headers with Tab and sorts with Enter and Space', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columnsWith(vi.fn())} serialNumbers />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    await user.tab();
    expect(name).toHaveFocus();
    pressEnter();
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(firstName()).toBe('Amara Okafor');
    await user.keyboard(' ');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(firstName()).toBe('Dev Patel 3');
    await user.tab();
    expect(screen.getByRole('columnheader', { name: 'Department' })).toHaveFocus();
  });

  it('moves between pages with the Previous and Next buttons, keeping focus on a usable one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DataTable<Hire> label="New hires" rows={hires} rowKey="id" columns={columnsWith(vi.fn())} />);
    screen.getByLabelText('Open Ben Carter 3').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 12');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('selects a row with Space on its checkbox and opens it from its action button', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onOpen = vi.fn();
    const onSelect = vi.fn();
    render(<SelectableTable onOpen={onOpen} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByLabelText('Select all')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Select Amara Okafor')).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith([1]);
    await user.tab();
    expect(screen.getByLabelText('Open Amara Okafor')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(hires[0]);
  });
});
