import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomField } from '@shared/contract/fields';
import type { OperationInput } from '@shared/contract/registry';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { companyListAnswers, hireListPage, hireSummary, hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';

type ListInput = OperationInput<'newHire.list'>;

const field = (overrides: Partial<CustomField> & Pick<CustomField, '_id' | 'key' | 'label' | 'type'>): CustomField => ({
  helpText: null,
  section: 'Job',
  options: [],
  validation: {},
  filledBy: 'coordinator',
  archived: false,
  usage: { rules: 0 },
  version: 1,
  updatedAt: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

const SHIFT = field({
  _id: 'field-shift',
  key: 'shift',
  label: 'Shift',
  type: 'single_select',
  options: [
    { key: 'early', label: 'Early', archived: false },
    { key: 'late', label: 'Late', archived: false },
  ],
});
const REMOTE = field({ _id: 'field-remote', key: 'remote', label: 'Remote', type: 'yes_no' });
const KIT = field({ _id: 'field-kit', key: 'kit_ready', label: 'Kit ready', type: 'date' });
const NOTES = field({ _id: 'field-notes', key: 'notes', label: 'Notes', type: 'short_text' });
const PASSPORT = field({ _id: 'field-passport', key: 'passport', label: 'Passport', type: 'sensitive' });
const RETIRED = field({
  _id: 'field-retired',
  key: 'retired',
  label: 'Retired choice',
  type: 'single_select',
  archived: true,
  options: [{ key: 'old', label: 'Old', archived: false }],
});
const DESK = field({ _id: 'field-desk', key: 'desk', label: 'Desk number', type: 'number' });

const JORDAN = hireSummary({ _id: 'hire-jordan', customFields: { [SHIFT._id]: 'late' } });
const viewer = () => hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.fields.view'] });

function openList(path: string) {
  const bridge = createFakeBridge({ session: signedIn(viewer()) });
  const lists = companyListAnswers();
  const call = fakeApi(bridge, {
    'settings.departments': () => lists.departments,
    'settings.locations': () => lists.locations,
    'fields.list': () => ({ ok: true, data: { message: 'OK', data: { fields: [RETIRED, SHIFT, REMOTE, KIT, NOTES, PASSPORT, DESK], builtIns: [] } } }),
    'newHire.list': () => hireListPage([JORDAN], { total: 1 }),
  });
  const app = renderApp(path, bridge);
  const listCalls = () => call.mock.calls.filter(([name]) => name === 'newHire.list').map(([, input]) => input as ListInput);
  return { ...app, listCalls };
}

const searchBar = () => document.querySelector<HTMLElement>('[role="search"]')!;
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const headers = () =>
  [...document.querySelectorAll('table[aria-label="New hires"] .ant-table-column-title, table[aria-label="New hires"] th')].map((th) => th.textContent);

configure({ asyncUtilTimeout: 20_000 });

describe('custom fields on the hires list', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('@renderer/app/routes/new-hiring');
  }, 60_000);

  it('filters by select, yes/no, date and number fields from the URL, sends them as field filters, and clears them with the others', async () => {
    const { user, location, listCalls } = openList(
      '/new-hiring?f.shift=late&f.remote=yes&f.kit_ready.from=2026-12-01&f.kit_ready.to=2026-12-31&f.desk.from=5&f.desk.to=10.5&f.retired=old',
    );
    await screen.findByText('Jordan Rivera', { selector: 'a' });
    expect(listCalls()[0]).toMatchObject({
      fieldValue: ['field-shift:late', 'field-remote:yes', 'field-retired:old'],
      fieldFrom: ['field-kit:2026-12-01', 'field-desk:5'],
      fieldTo: ['field-kit:2026-12-31', 'field-desk:10.5'],
    });
    const bar = within(searchBar());
    expect(bar.getByLabelText('Shift')).toBeInTheDocument();
    expect(bar.getByLabelText('Remote')).toBeInTheDocument();
    expect(bar.getByLabelText('Kit ready from')).toBeInTheDocument();
    expect(bar.getByLabelText('Desk number from')).toHaveValue('5');
    expect(bar.getByLabelText('Desk number to')).toHaveValue('10.5');
    expect(bar.queryByLabelText('Notes')).toBeNull();
    expect(bar.queryByLabelText('Passport')).toBeNull();
    // An archived field still filters the hires that keep its values, after the active ones.
    const keys = [...searchBar().querySelectorAll<HTMLElement>('[data-filter]')].map((element) => element.dataset.filter);
    expect(keys.slice(-3)).toEqual(['f.desk.from', 'f.desk.to', 'f.retired']);
    expect(bar.getByLabelText('Retired choice (archived)')).toBeInTheDocument();

    await user.click(button('Clear Filters'));
    await waitFor(() => expect(location()).toBe('/new-hiring'));
    await waitFor(() => expect(listCalls().at(-1)).not.toHaveProperty('fieldValue'));
  });

  it('puts a yes/no choice made in the bar into the URL and the call, back on page 1', async () => {
    const { user, location, listCalls } = openList('/new-hiring?page=2');
    await screen.findByText('Jordan Rivera', { selector: 'a' });
    await user.click(within(searchBar()).getByLabelText('Remote'));
    const popup = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
        (element) => !element.className.includes('ant-select-dropdown-hidden'),
      );
      if (!open) throw new Error('No list is open');
      return open;
    });
    await user.click(await within(popup).findByTitle('Yes'));
    await waitFor(() => expect(location()).toBe('/new-hiring?f.remote=yes'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ offset: 0, fieldValue: ['field-remote:yes'] }));
  });

  it('puts a number range typed in the bar into the URL and the call, and refuses an end below the start at the field', async () => {
    const { user, location, listCalls } = openList('/new-hiring');
    await screen.findByText('Jordan Rivera', { selector: 'a' });
    const bar = within(searchBar());
    await user.type(bar.getByLabelText('Desk number from'), '12{Enter}');
    await waitFor(() => expect(location()).toBe('/new-hiring?f.desk.from=12'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ fieldFrom: ['field-desk:12'] }));
    const calls = listCalls().length;
    await user.type(bar.getByLabelText('Desk number to'), '9');
    await user.tab();
    expect(await bar.findByText('Desk number to must not be less than Desk number from (12).')).toBeInTheDocument();
    expect(location()).toBe('/new-hiring?f.desk.from=12');
    expect(listCalls()).toHaveLength(calls);
  });

  it('adds a chosen custom field as a column showing the option’s label, asks for its values, and keeps the choice', async () => {
    const first = openList('/new-hiring');
    await screen.findByText('Jordan Rivera', { selector: 'a' });
    await first.user.click(button('Columns'));
    const chooser = await screen.findByRole('group', { name: 'Custom field columns' });
    expect(within(chooser).queryByText('Passport')).toBeNull();
    // Archived fields are offered after the active ones: hires keep their values.
    expect([...chooser.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Shift',
      'Remote',
      'Kit ready',
      'Notes',
      'Desk number',
      'Retired choice (archived)',
    ]);
    await first.user.click(within(chooser).getByLabelText('Shift'));
    await waitFor(() => expect(first.listCalls().at(-1)).toMatchObject({ fieldColumn: ['field-shift'] }));
    await waitFor(() => expect(headers()).toContain('Shift'));
    const row = screen.getByText('Jordan Rivera', { selector: 'a' }).closest('tr')!;
    expect(within(row).getByText('Late')).toBeInTheDocument();
    first.unmount();

    const again = openList('/new-hiring');
    await screen.findByText('Jordan Rivera', { selector: 'a' });
    expect(again.listCalls()[0]).toMatchObject({ fieldColumn: ['field-shift'] });
    expect(headers()).toContain('Shift');
  });
});
