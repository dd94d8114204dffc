import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hire } from './support/onboarding-fixtures';
import { buttonNamed, enter, openHireInfo, openHireScreen } from './new-hire-info-support';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/hire-profile-edit';
import '@renderer/app/routes/add-new-hire';
import '@renderer/app/routes/change-password';

const QUESTION = 'Leave without saving?';
const editHandlers = {
  'newHire.get': () => ({ ok: true as const, data: { message: 'OK', data: hire({ phone: '+447911123456', version: 7 }) } }),
  'settings.departments': () => ({ ok: true as const, data: { message: 'OK', data: [{ _id: 'dep-eng', label: 'Engineering' }] } }),
  'settings.locations': () => ({
    ok: true as const,
    data: { message: 'OK', data: [{ _id: 'loc-london', label: 'London HQ', timezone: '(UTC) Edinburgh, London' }] },
  }),
  'newHire.update': () => ({
    ok: true as const,
    data: { message: 'New hire updated.', data: { hire: hire({ jobTitle: 'Lead engineer', version: 8 }), shiftedTasks: 0 } },
  }),
};

// By its title's text: antd's ids are one fixed value under test, so two open dialogs share a name.
const question = async () => (await screen.findByText(QUESTION, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]') as HTMLElement;
const asked = () => screen.queryByText(QUESTION, { selector: '.ant-modal-title' });
const sidebarLink = (name: string) => within(screen.getByRole('navigation')).getByRole('link', { name });
/** What the page answers when the browser asks before a reload or close. */
function unloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function openEditWithChange() {
  const app = openHireScreen('/new-hiring/profile/edit?id=hire-1', editHandlers);
  await screen.findByText('Edit Jordan Rivera', { selector: 'h1' });
  const jobTitle = screen.getByLabelText('Job title');
  await app.user.clear(jobTitle);
  await enter(app.user, jobTitle, 'Lead engineer');
  return app;
}

describe('unsaved changes are not lost by leaving', { timeout: 60_000 }, () => {
  it('asks before a sidebar click leaves the hire edit form; Stay keeps the input, Leave goes', async () => {
    const { user, location } = await openEditWithChange();
    await user.click(sidebarLink('New hires'));
    const dialog = await question();
    expect(dialog).toHaveTextContent('Your changes on this page have not been saved. If you leave now, they are lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(asked()).not.toBeInTheDocument());
    expect(location()).toBe('/new-hiring/profile/edit?id=hire-1');
    expect(screen.getByLabelText('Job title')).toHaveValue('Lead engineer');

    await user.click(sidebarLink('New hires'));
    await user.click(within(await question()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/new-hiring'));
  });

  it('asks on Back too, and before the page is reloaded or closed, only while something is unsaved', async () => {
    const app = openHireScreen('/new-hiring', {});
    await act(() => app.router.navigate('/new-hiring/profile/edit?id=hire-1'));
    await screen.findByText('Edit Jordan Rivera', { selector: 'h1' });
    expect(unloadPrevented()).toBe(false);
    await enter(app.user, screen.getByLabelText('Job title'), ' II');
    expect(unloadPrevented()).toBe(true);

    await act(() => app.router.navigate(-1));
    await app.user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(app.location()).toBe('/new-hiring/profile/edit?id=hire-1');
  });

  it('does not ask once the changes are saved, nor after Enter in a field (which saves nothing)', async () => {
    const { user, location, sent } = await openEditWithChange();
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('newHire.update')).toEqual([]);
    await user.click(buttonNamed('Save changes'));
    await waitFor(() => expect(sent('newHire.update')).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/new-hiring/profile?id=hire-1'));
    expect(asked()).not.toBeInTheDocument();
    expect(unloadPrevented()).toBe(false);
  });

  it('asks before signing out with a form unsaved, and Stay keeps the user signed in', async () => {
    const { user, bridge, location } = await openEditWithChange();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /sign out/i }));
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(bridge.signOutMock).not.toHaveBeenCalled();
    expect(location()).toBe('/new-hiring/profile/edit?id=hire-1');
  });

  it('asks before a sidebar click leaves the add-hire flow with a name typed', async () => {
    const { user, location } = openHireScreen('/new-hiring/add-new-hire', {});
    await enter(user, await screen.findByLabelText('First name', {}, { timeout: 30_000 }), 'Riley');
    await user.click(sidebarLink('New hires'));
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/new-hiring/add-new-hire');
    expect(screen.getByLabelText('First name')).toHaveValue('Riley');
  });

  it('asks before closing the task form with a title typed', async () => {
    const app = await openHireInfo();
    await app.user.click(buttonNamed('Add task'));
    const form = (await screen.findByLabelText('Add task', { selector: 'form' })) as HTMLElement;
    await enter(app.user, within(form).getByLabelText('Title'), 'Book a desk');
    await app.user.click(within(form).getByText('Cancel', { selector: 'button span' }));
    await app.user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(within(form).getByLabelText('Title')).toHaveValue('Book a desk');
    expect(screen.getByLabelText('Add task', { selector: 'form' })).toBeInTheDocument();
  });

  it('asks before leaving the change-password form with something typed', async () => {
    const { user, location } = openHireScreen('/change-password', {});
    fireEvent.change(await screen.findByLabelText('Current Password', {}, { timeout: 30_000 }), { target: { value: 'Onboard@2025' } });
    await user.click(sidebarLink('New hires'));
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/change-password');
  });
});
