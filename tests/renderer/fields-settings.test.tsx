import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomField } from '@shared/contract/fields';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-fields';
import '@renderer/app/routes/settings-add-field';

const admin = (permissions: string[] = ['onb.home.view', 'onb.fields.view', 'onb.fields.manage']) =>
  hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings/fields'] } } });

const SHIFT: CustomField = {
  _id: 'field-shift',
  key: 'shift',
  label: 'Shift',
  helpText: null,
  section: 'Job',
  type: 'single_select',
  options: [{ key: 'early', label: 'Early', archived: false }],
  validation: { required: false },
  filledBy: 'coordinator',
  archived: false,
  usage: { rules: 2 },
  version: 1,
  updatedAt: '2026-11-02T09:00:00.000Z',
};

function openFields(path: string, handlers: FakeApiHandlers = {}, user = admin()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'fields.list': () => ({
      ok: true,
      data: { message: 'OK', data: { fields: [SHIFT], builtIns: [{ key: 'start_date', label: 'Start date', section: 'Job', type: 'date' }] } },
    }),
    ...handlers,
  });
  const app = renderApp(path, bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}

describe('custom fields settings', { timeout: 45_000 }, () => {
  it('lists the fields with where each is used, the built-in fields as locked, and keeps a used field from being archived', async () => {
    openFields('/settings/fields');
    const row = (await screen.findByText('Shift')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Used by 2 rules')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Archive Shift' })).toBeDisabled();
    expect(screen.getByText('Start date').closest('tr')).toHaveTextContent('(locked)');
  });

  it('shows the list read-only, with the reason, to those who may only view', async () => {
    openFields('/settings/fields', {}, admin(['onb.home.view', 'onb.fields.view']));
    expect(await screen.findByText('You can look at these fields but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add field' })).toBeDisabled();
  });

  it('adds a single select field with its options, and shows a refusal at the field it names, keeping the input', async () => {
    const app = openFields('/settings/fields/add-field', {
      'fields.create': () => ({
        ok: false,
        error: { status: 400, message: 'Check the highlighted fields.', fieldErrors: { label: ['A field named “Laptop” already exists.'] } },
      }),
    });
    await app.user.type(await screen.findByLabelText('Label'), 'Laptop');
    await app.user.click(screen.getByLabelText('Type'));
    await app.user.click(await screen.findByTitle('Single select'));
    await app.user.click(await screen.findByRole('button', { name: 'Add option' }));
    await app.user.type(screen.getByLabelText('Option 1'), 'MacBook');
    await app.user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('A field named “Laptop” already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('Laptop');
    await waitFor(() =>
      expect(app.sent('fields.create')).toEqual([
        expect.objectContaining({ label: 'Laptop', type: 'single_select', options: [{ label: 'MacBook', archived: false }], filledBy: 'coordinator' }),
      ]),
    );
  });

  it('locks the type of a field being edited', async () => {
    openFields('/settings/fields/add-field?id=field-shift');
    expect(await screen.findByDisplayValue('Shift')).toBeInTheDocument();
    expect(screen.getByText('The type of a field cannot change. Add a new field for another type.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toBeDisabled();
  });
});
