import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { fakeApi, registeredCompany, registerPage } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { chooseOption, fillPersonalStep, openList, openSignUpForm, pressContinue, STEP_TITLES } from './support/sign-up-journey';

/** Each test walks the wizard through antd in jsdom: several seconds, more on a busy machine. */
const JOURNEY = { timeout: 45_000 };

type SearchInput = OperationInput<'companyRegister.search'>;
type SearchResult = CallResult<OperationOutput<'companyRegister.search'>>;

const ACME = registeredCompany('01234567', 'ACME WIDGETS LTD', 'SW1A 1AA');
const companies = (from: number, count: number, prefix = 'ACME') =>
  Array.from({ length: count }, (_, index) => registeredCompany(String(from + index).padStart(8, '0'), `${prefix} ${from + index} LTD`));

const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const searches = (api: ReturnType<typeof fakeApi>) => api.mock.calls.filter(([name]) => name === 'companyRegister.search').map(([, input]) => input);

async function openUkStep2(search: (input: SearchInput) => SearchResult | Promise<SearchResult>) {
  const bridge = createFakeBridge();
  const api = fakeApi(bridge, { 'companyRegister.search': search });
  const app = await openSignUpForm(bridge);
  await fillPersonalStep(app.user);
  await pressContinue(app.user, STEP_TITLES[1]);
  await chooseOption(app.user, 'Country', 'United Kingdom');
  return { ...app, api, lookup: screen.getByRole('combobox', { name: 'Company Name' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up UK company lookup', JOURNEY, () => {
  it('searches the register 500 ms after the last keystroke, once, and not before', async () => {
    const { api, lookup, user } = await openUkStep2(() => registerPage([ACME]));
    expect(lookup.closest('.ant-select')).toHaveTextContent('Search by company name or number');
    await user.click(lookup);
    // Keystrokes as input events: user-event itself waits on timers, which are fake from here on.
    vi.useFakeTimers();
    const typeText = (text: string) => fireEvent.change(lookup, { target: { value: text } });
    typeText('A');
    typeText('Ac');
    await act(() => vi.advanceTimersByTimeAsync(400));
    typeText('Acm');
    typeText('Acme');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches(api)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches(api)).toEqual([{ search: 'Acme', offset: 0 }]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(searches(api)).toHaveLength(1);
  });

  it('does not search for fewer than 2 characters', async () => {
    const { api, lookup, user } = await openUkStep2(() => registerPage([ACME]));
    await user.click(lookup);
    vi.useFakeTimers();
    fireEvent.change(lookup, { target: { value: 'A ' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(searches(api)).toEqual([]);
    vi.useRealTimers();
    expect(await within(await openList()).findByText('Type at least 2 characters of the name or number')).toBeInTheDocument();
  });

  it('shows each company’s name and number and keeps the chosen company', async () => {
    const { lookup, user } = await openUkStep2(() => registerPage([ACME, registeredCompany('07654321', 'ACME HOLDINGS PLC')]));
    await user.click(lookup);
    await user.type(lookup, 'acme');
    const list = await openList();
    const option = (await within(list).findByText('ACME WIDGETS LTD')).closest('.ant-select-item-option') as HTMLElement;
    expect(option).toHaveTextContent('01234567');
    expect(within(list).getByText('ACME HOLDINGS PLC').closest('.ant-select-item-option')).toHaveTextContent('07654321');
    await user.click(option);
    expect(lookup.closest('.ant-select')).toHaveTextContent('ACME WIDGETS LTD');
    await waitFor(() => expect(errorOf('Company Name')).toBe(''));
  });

  it('loads the next 10 (offset +10) when the list is scrolled to its end, without repeating a company', async () => {
    const { api, lookup, user } = await openUkStep2(({ offset }) =>
      // The second page repeats the last company of the first, as a live register may while it changes.
      offset === 0 ? registerPage(companies(1, 10), 25) : registerPage([...companies(10, 1), ...companies(11, 9)], 25),
    );
    await user.click(lookup);
    await user.type(lookup, 'acme');
    const list = await openList();
    await within(list).findByText('ACME 10 LTD');
    const scroller = list.querySelector('.ant-select-dropdown-list-holder') as HTMLElement;
    Object.defineProperties(scroller, {
      scrollHeight: { configurable: true, value: 640 },
      clientHeight: { configurable: true, value: 256 },
    });
    scroller.scrollTop = 384;
    fireEvent.scroll(scroller);
    await within(list).findByText('ACME 19 LTD');
    expect(searches(api)).toEqual([
      { search: 'acme', offset: 0 },
      { search: 'acme', offset: 10 },
    ]);
    expect(within(list).getAllByText('ACME 10 LTD')).toHaveLength(1);
    expect(list.querySelectorAll('.ant-select-item-option')).toHaveLength(19);
  });

  it('never lets a slower answer to an older search replace the newer list', async () => {
    let answerOld: (result: SearchResult) => void = () => undefined;
    const { api, lookup, user } = await openUkStep2(({ search }) =>
      search === 'acme' ? new Promise<SearchResult>((resolve) => (answerOld = resolve)) : registerPage([registeredCompany('09999999', 'ACME ZEBRA LTD')]),
    );
    await user.click(lookup);
    await user.type(lookup, 'acme');
    await waitFor(() => expect(searches(api)).toEqual([{ search: 'acme', offset: 0 }]));
    await user.type(lookup, ' zebra');
    const list = await openList();
    await within(list).findByText('ACME ZEBRA LTD');
    await act(async () => answerOld(registerPage([registeredCompany('01111111', 'ACME OLD LTD')])));
    // Let any update the late answer could cause reach the screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(list).queryByText('ACME OLD LTD')).not.toBeInTheDocument();
    expect(within(list).getByText('ACME ZEBRA LTD')).toBeInTheDocument();
  });

  it('requires a company from the register and clears the choice when the country changes', async () => {
    const { lookup, user } = await openUkStep2(() => registerPage([ACME]));
    await pressContinue(user);
    await waitFor(() => expect(errorOf('Company Name')).toBe('This field is required'));

    await user.click(lookup);
    await user.type(lookup, 'acme');
    await user.click(await within(await openList()).findByText('ACME WIDGETS LTD'));
    await chooseOption(user, 'Country', 'Ireland', 'Irel');
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
    await chooseOption(user, 'Country', 'United Kingdom', 'United K');
    expect(screen.getByRole('combobox', { name: 'Company Name' }).closest('.ant-select')).not.toHaveTextContent('ACME WIDGETS LTD');
  });
});

describe('sign-up step 3 for a UK company', JOURNEY, () => {
  async function openUkStep3() {
    const app = await openUkStep2(() => registerPage([ACME]));
    await app.user.click(app.lookup);
    await app.user.type(app.lookup, 'acme');
    await app.user.click(await within(await openList()).findByText('ACME WIDGETS LTD'));
    await chooseOption(app.user, 'Company Size', '1-40');
    await pressContinue(app.user, STEP_TITLES[2]);
    return app;
  }

  it("says 'Field does not match with company number' until Company No is the chosen company's", async () => {
    const { user } = await openUkStep3();
    const number = screen.getByLabelText('Company No');
    await user.type(number, '0123456');
    await waitFor(() => expect(errorOf('Company No')).toBe('Field does not match with company number'));
    await user.type(number, '7');
    await waitFor(() => expect(errorOf('Company No')).toBe(''));
  });

  it("says 'Field does not match with company postal code' for another postal code, ignoring case and surrounding spaces", async () => {
    const { user } = await openUkStep3();
    const postalCode = screen.getByLabelText('Postal Code');
    await user.type(postalCode, 'SW1A 2AA');
    await waitFor(() => expect(errorOf('Postal Code')).toBe('Field does not match with company postal code'));
    await user.clear(postalCode);
    await user.type(postalCode, '  sw1a 1aa ');
    await waitFor(() => expect(errorOf('Postal Code')).toBe(''));
  });

  it('does not submit while the number or the postal code does not match', async () => {
    const { user, api } = await openUkStep3();
    await user.type(screen.getByLabelText('Company No'), '99999999');
    await user.type(screen.getByLabelText('Company Address'), '1 High Street, London');
    await user.type(screen.getByLabelText('Postal Code'), 'EC1A 1BB');
    await pressContinue(user);
    await waitFor(() => expect(errorOf('Postal Code')).toBe('Field does not match with company postal code'));
    expect(errorOf('Company No')).toBe('Field does not match with company number');
    expect(api.mock.calls.some(([name]) => name === 'auth.signupCompany')).toBe(false);
  });
});
