import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Timezone } from '@shared/timezones';
import { TimezoneSelect } from '@renderer/components/timezone-select/timezone-select';

function Harness({ initial, onValue }: { initial?: string; onValue?: (text: string | undefined, entry: Timezone | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="timezone">Timezone</label>
      <TimezoneSelect
        id="timezone"
        value={value}
        onChange={(text, entry) => {
          setValue(text);
          onValue?.(text, entry);
        }}
      />
    </>
  );
}

function openPopup(): HTMLElement {
  const popup = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
    (element) => !element.className.includes('ant-select-dropdown-hidden'),
  );
  if (!popup) throw new Error('The list is not open');
  return popup;
}

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('timezone select', () => {
  it('is labelled and invites a choice', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Timezone' });
    expect(box.closest('.ant-select')).toHaveTextContent('Select timezone');
  });

  it('finds an entry by a zone name it covers, shows that zone under it, and hands on the whole entry', async () => {
    const user = setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await user.paste('europe/london');
    const popup = await waitFor(openPopup);
    await waitFor(() => expect(popup.querySelectorAll('.ant-select-item-option')).toHaveLength(2));
    const london = within(popup).getByTitle('(UTC) Edinburgh, London');
    expect(london).toHaveTextContent('Europe/London');
    await user.click(london);
    expect(onValue).toHaveBeenLastCalledWith(
      '(UTC) Edinburgh, London',
      expect.objectContaining({ value: 'GMT Standard Time', abbr: 'GMT', offset: 0, isdst: false }),
    );
    expect(screen.getByRole('combobox', { name: 'Timezone' }).closest('.ant-select')).toHaveTextContent('(UTC) Edinburgh, London');
  });

  it('finds entries by their text, and says so when nothing matches', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await user.paste('sapporo');
    const popup = await waitFor(openPopup);
    await waitFor(() =>
      expect([...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual([
        '(UTC+09:00) Osaka, Sapporo, Tokyo',
      ]),
    );
    await user.clear(screen.getByRole('combobox', { name: 'Timezone' }));
    await user.paste('Atlantis');
    expect(await within(popup).findByText('No timezone matches')).toBeInTheDocument();
  });

  it('keeps its list within 300 px', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    const holder = (await waitFor(openPopup)).querySelector<HTMLElement>('.rc-virtual-list-holder, .ant-select-dropdown-list-holder');
    const height = Number.parseFloat(holder?.style.maxHeight || holder?.style.height || 'NaN');
    expect(height).toBeLessThanOrEqual(300);
  });

  it('shows nothing chosen for a value that is not in the list', () => {
    render(<Harness initial="Mars Standard Time" />);
    expect(screen.getByRole('combobox', { name: 'Timezone' }).closest('.ant-select')).toHaveTextContent('Select timezone');
  });
});
