import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyPerson } from '@shared/contract/people';
import { staffPerson } from './support/access-fixtures';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-permissions';

const MANAGE = ['onb.home.view', 'onb.settings.view', 'onb.settings.manage'];
const VIEW = ['onb.home.view', 'onb.settings.view'];

const person = (overrides: Partial<CompanyPerson>): CompanyPerson => staffPerson({ _id: 'p-ada', ...overrides });

const ADA = person({});
const IAN = person({
  _id: 'p-ian',
  firstName: 'Ian',
  lastName: 'Invited',
  fullName: 'Ian Invited',
  email: 'ian@acme.example',
  role: 'SUPPORT',
  status: 'invited',
  version: 3,
});

function openPeople(handlers: FakeApiHandlers, permissions = MANAGE) {
  const user = hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, { 'people.list': () => ({ ok: true, data: { message: 'People', data: [ADA, IAN] } }), ...handlers });
  const app = renderApp('/settings/permissions', bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('people on /settings/permissions', { timeout: 45_000 }, () => {
  it('lists the staff with role and status, and invites a colleague', async () => {
    const app = openPeople({
      'people.invite': () => ({
        ok: true,
        data: { message: 'An invitation is on its way to nadia@acme.example.', data: person({ _id: 'p-nadia', status: 'invited' }) },
      }),
    });
    const ian = await rowOf('Ian Invited');
    expect(within(ian).getByText('Support')).toBeInTheDocument();
    expect(within(ian).getByText('Invitation sent')).toBeInTheDocument();
    expect(within(await rowOf('Ada Admin')).getByText('Company administrator')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await app.user.type(within(dialog).getByLabelText('First name'), 'Nadia');
    await app.user.type(within(dialog).getByLabelText('Last name'), 'North');
    await app.user.type(within(dialog).getByLabelText('Email'), 'nadia@acme.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('An invitation is on its way to nadia@acme.example.')).toBeInTheDocument();
    expect(app.sent('people.invite')).toEqual([{ firstName: 'Nadia', lastName: 'North', email: 'nadia@acme.example', role: 'OPERATIONS' }]);
  });

  it('keeps what was typed and shows an email already in use at its field', async () => {
    const app = openPeople({
      'people.invite': () => ({
        ok: false,
        error: {
          status: 409,
          code: 'EMAIL_TAKEN',
          message: 'An account with this email already exists. Use another email address.',
          fieldErrors: { email: ['An account with this email already exists. Use another email address.'] },
        },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await app.user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await app.user.type(within(dialog).getByLabelText('Last name'), 'Again');
    await app.user.type(within(dialog).getByLabelText('Email'), 'ada@acme.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('An account with this email already exists. Use another email address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@acme.example');
  });

  it('says what deactivating does before it, and shows the last-administrator refusal in the dialog', async () => {
    const app = openPeople({
      'people.deactivate': () => ({
        ok: false,
        error: {
          status: 409,
          code: 'LAST_ADMIN',
          message: 'This is the company’s last active company administrator. Make someone else a company administrator first.',
        },
      }),
    });
    await app.user.click(within(await rowOf('Ada Admin')).getByRole('button', { name: 'Actions for Ada Admin' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Admin?' });
    expect(within(dialog).getByText(/signed out on every device at once/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await within(dialog).findByText('This is the company’s last active company administrator. Make someone else a company administrator first.'),
    ).toBeInTheDocument();
    expect(app.sent('people.deactivate')).toEqual([{ id: 'p-ada', version: 1 }]);
  });

  it('resends an invitation with the version read, and toasts a refusal', async () => {
    const app = openPeople({
      'people.resendInvitation': () => ({
        ok: false,
        error: { status: 429, code: 'RATE_LIMITED', message: 'Wait 42 second(s) before sending another invitation.' },
      }),
    });
    await app.user.click(within(await rowOf('Ian Invited')).getByRole('button', { name: 'Actions for Ian Invited' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    expect(await screen.findByText('Wait 42 second(s) before sending another invitation.')).toBeInTheDocument();
    expect(app.sent('people.resendInvitation')).toEqual([{ id: 'p-ian', version: 3 }]);
  });

  it('is read-only, saying why, for those who may only view settings', async () => {
    openPeople({}, VIEW);
    await rowOf('Ada Admin');
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeDisabled();
    expect(screen.getByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull());
  });
});
