import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AsyncOption, AsyncOptionFetcher } from '@renderer/components/async-select/async-option';
import { AsyncMultiSelect } from '@renderer/components/async-select/async-multi-select';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { BridgeError } from '@renderer/lib/bridge';

const PEOPLE: AsyncOption[] = Array.from({ length: 25 }, (_, index) => ({ _id: `p${index + 1}`, fullName: `Person ${index + 1}` }));

type Answer = { data: readonly AsyncOption[] };

/** A fetcher over PEOPLE, filtered by name, 10 per page from the offset. */
function peopleFetcher() {
  return vi.fn<AsyncOptionFetcher>(async (search, offset) => {
    const matching = PEOPLE.filter((person) => person.fullName!.toLowerCase().includes(search.toLowerCase()));
    return { data: matching.slice(offset, offset + 10) };
  });
}

/** A fetcher whose answers the test hands out one by one. */
function heldFetcher() {
  const pending: { search: string; offset: number; resolve(answer: Answer): void; reject(error: unknown): void }[] = [];
  const fetcher = vi.fn<AsyncOptionFetcher>(
    (search, offset) =>
      new Promise<Answer>((resolve, reject) => {
        pending.push({ search, offset, resolve, reject });
      }),
  );
  return { fetcher, pending };
}

function MultiHarness({ fetcher, onValue, debounceMs }: { fetcher: AsyncOptionFetcher; onValue?: (options: AsyncOption[]) => void; debounceMs?: number }) {
  const [value, setValue] = useState<AsyncOption[]>([]);
  return (
    <>
      <label htmlFor="managers">Managers</label>
      <AsyncMultiSelect
        id="managers"
        fetcher={fetcher}
        debounceMs={debounceMs}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

function SingleHarness({ fetcher, onValue }: { fetcher: AsyncOptionFetcher; onValue?: (option: AsyncOption | null) => void }) {
  const [value, setValue] = useState<AsyncOption | null>(null);
  return (
    <>
      <label htmlFor="coordinator">Coordinator</label>
      <AsyncSelect
        id="coordinator"
        fetcher={fetcher}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
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

const optionTexts = () => [...openPopup().querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

function scrollToEnd() {
  const holder = openPopup().querySelector<HTMLElement>('.ant-select-dropdown-list-holder, .rc-virtual-list-holder');
  if (!holder) throw new Error('No scrolling list');
  Object.defineProperties(holder, {
    scrollHeight: { configurable: true, value: 640 },
    clientHeight: { configurable: true, value: 248 },
  });
  holder.scrollTop = 392;
  fireEvent.scroll(holder);
}

/** antd's option list reads keyCode, which user-event leaves at 0; a real keyboard sets it. */
const KEY_CODES = { ArrowDown: 40, Enter: 13, Escape: 27 } as const;
function press(element: HTMLElement, key: keyof typeof KEY_CODES) {
  fireEvent.keyDown(element, { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
  fireEvent.keyUp(element, { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
}

const typeText = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

afterEach(() => {
  vi.useRealTimers();
});

describe('async multi select', () => {
  it('is labelled and loads the first page at once when opened, showing names', async () => {
    const fetcher = peopleFetcher();
    render(<MultiHarness fetcher={fetcher} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    expect(fetcher).not.toHaveBeenCalled();
    await userEvent.click(box);
    await waitFor(() => expect(optionTexts()).toHaveLength(10));
    expect(fetcher.mock.calls).toEqual([['', 0]]);
    expect(optionTexts()[0]).toBe('Person 1');
    // Spec section 9: the list, with room for its status row, stays within a 300 px popup.
    const holder = openPopup().querySelector<HTMLElement>('.ant-select-dropdown-list-holder, .rc-virtual-list-holder');
    expect(Number.parseFloat(holder?.style.maxHeight ?? 'NaN')).toBeLessThanOrEqual(300 - 40);
  });

  it('lets the keyboard focus its open list, which scrolls, so that it can be scrolled without a mouse', async () => {
    render(<MultiHarness fetcher={peopleFetcher()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Managers' }));
    await waitFor(() => expect(optionTexts()).toHaveLength(10));
    const holder = openPopup().querySelector<HTMLElement>('.ant-select-dropdown-list-holder')!;
    holder.focus();
    expect(holder).toHaveFocus();
    expect(holder.tabIndex).toBe(0);
  });

  it('searches 500 ms after the last keystroke, once, and not before', async () => {
    const fetcher = peopleFetcher();
    render(<MultiHarness fetcher={fetcher} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    await userEvent.click(box);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    vi.useFakeTimers();
    typeText(box, 'Per');
    await act(() => vi.advanceTimersByTimeAsync(300));
    typeText(box, 'Person 2');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher.mock.calls).toEqual([
      ['', 0],
      ['Person 2', 0],
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(optionTexts()).toEqual(['Person 2', 'Person 20', 'Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
  });

  it('honours its own debounce when given one', async () => {
    const fetcher = peopleFetcher();
    render(<MultiHarness fetcher={fetcher} debounceMs={600} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    await userEvent.click(box);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    vi.useFakeTimers();
    typeText(box, 'Person 1');
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenLastCalledWith('Person 1', 0);
  });

  it('loads 10 more (offset +10) when scrolled to the end, never shows an option twice, and stops after a short page', async () => {
    const { fetcher, pending } = heldFetcher();
    render(<MultiHarness fetcher={fetcher} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Managers' }));
    await act(async () => pending[0]!.resolve({ data: PEOPLE.slice(0, 10) }));
    expect(optionTexts()).toHaveLength(10);

    scrollToEnd();
    expect(fetcher).toHaveBeenLastCalledWith('', 10);
    expect(within(openPopup()).getByRole('status')).toHaveTextContent('Loading more…');
    // A second scroll while the page is on its way asks for nothing more.
    scrollToEnd();
    expect(fetcher).toHaveBeenCalledTimes(2);
    // The second page repeats the last person of the first, as a live list may while it changes.
    await act(async () => pending[1]!.resolve({ data: PEOPLE.slice(9, 19) }));
    expect(optionTexts()).toHaveLength(19);
    expect(within(openPopup()).getAllByText('Person 10')).toHaveLength(1);

    scrollToEnd();
    expect(fetcher).toHaveBeenLastCalledWith('', 20);
    await act(async () => pending[2]!.resolve({ data: PEOPLE.slice(19, 25) }));
    expect(optionTexts()).toHaveLength(25);
    scrollToEnd();
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('never lets a slower answer to an older search replace the newer list', async () => {
    const { fetcher, pending } = heldFetcher();
    render(<MultiHarness fetcher={fetcher} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    await userEvent.click(box);
    vi.useFakeTimers();
    typeText(box, 'Person 1');
    await act(() => vi.advanceTimersByTimeAsync(500));
    typeText(box, 'Person 2');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(pending.map(({ search }) => search)).toEqual(['', 'Person 1', 'Person 2']);

    await act(async () => pending[2]!.resolve({ data: [{ _id: 'p2', fullName: 'Person 2' }] }));
    await act(async () => pending[1]!.resolve({ data: [{ _id: 'p1', fullName: 'Person 1' }] }));
    await act(async () => pending[0]!.resolve({ data: PEOPLE.slice(0, 10) }));
    expect(optionTexts()).toEqual(['Person 2']);
  });

  it('says clearly when the list cannot be loaded, with the server’s words when it gave some, and retries on reopening', async () => {
    const fetcher = vi
      .fn<AsyncOptionFetcher>()
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockRejectedValueOnce(new BridgeError({ status: 503, code: undefined, message: 'The directory is busy.' }))
      .mockResolvedValue({ data: PEOPLE.slice(0, 3) });
    render(<MultiHarness fetcher={fetcher} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    await userEvent.click(box);
    expect(await within(openPopup()).findByRole('alert')).toHaveTextContent('The list could not be loaded. Search again or reopen the list to retry.');
    press(box, 'Escape');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    press(box, 'Enter');
    await waitFor(() => expect(within(openPopup()).getByRole('alert')).toHaveTextContent('The directory is busy.'));
    press(box, 'Escape');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    press(box, 'Enter');
    await waitFor(() => expect(optionTexts()).toEqual(['Person 1', 'Person 2', 'Person 3']));
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('drops the typed text when the list closes, and shows the whole list again when it reopens', async () => {
    const fetcher = peopleFetcher();
    render(<MultiHarness fetcher={fetcher} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    await userEvent.click(box);
    await userEvent.type(box, 'Person 2');
    await waitFor(() => expect(optionTexts()).toHaveLength(7));
    press(box, 'Escape');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(box).toHaveValue('');
    press(box, 'Enter');
    await waitFor(() => expect(optionTexts()).toHaveLength(10));
    expect(fetcher).toHaveBeenLastCalledWith('', 0);
  });

  it('treats an answer without a data list as a failure, not a crash', async () => {
    const fetcher = vi.fn<AsyncOptionFetcher>().mockResolvedValue({} as Answer);
    render(<MultiHarness fetcher={fetcher} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Managers' }));
    expect(await within(openPopup()).findByRole('alert')).toHaveTextContent('The list could not be loaded.');
  });

  it('shows team names too, and reports the chosen options whole, keeping them after a new search', async () => {
    const onValue = vi.fn();
    const teams: AsyncOption[] = [
      { _id: 't1', teamName: 'People Operations' },
      { _id: 't2', teamName: 'Talent Acquisition' },
    ];
    const fetcher = vi.fn<AsyncOptionFetcher>(async (search) => ({ data: search === '' ? teams : [] }));
    render(<MultiHarness fetcher={fetcher} onValue={onValue} />);
    const box = screen.getByRole('combobox', { name: 'Managers' });
    await userEvent.click(box);
    await userEvent.click(await within(openPopup()).findByTitle('People Operations'));
    await userEvent.click(within(openPopup()).getByTitle('Talent Acquisition'));
    expect(onValue).toHaveBeenLastCalledWith(teams);
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith('zzz', 0));
    expect(await within(openPopup()).findByText('No matches')).toBeInTheDocument();
    const field = box.closest('.ant-select') as HTMLElement;
    expect(field).toHaveTextContent('People Operations');
    expect(field).toHaveTextContent('Talent Acquisition');
  });
});

describe('async select', () => {
  it('picks one option with the keyboard and reports it whole', async () => {
    const onValue = vi.fn();
    render(<SingleHarness fetcher={peopleFetcher()} onValue={onValue} />);
    const box = screen.getByRole('combobox', { name: 'Coordinator' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    press(box, 'Enter');
    await waitFor(() => expect(optionTexts()).toHaveLength(10));
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', 'coordinator_list_0'));
    press(box, 'ArrowDown');
    press(box, 'Enter');
    expect(onValue).toHaveBeenLastCalledWith({ _id: 'p2', fullName: 'Person 2' });
    expect(box.closest('.ant-select')).toHaveTextContent('Person 2');
  });
});
