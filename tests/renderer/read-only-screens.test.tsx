import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import {
  assignedTasks,
  companyDetails,
  companyListAnswers,
  dashboardSummary,
  hireListPage,
  hireSummary,
  hiresCoordinator,
  planTemplate,
  task,
  welcomeExperience,
} from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import { hireAnswers } from './new-hire-info-support';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/home';
import '@renderer/app/routes/dashboard';
import '@renderer/app/routes/tasks';
import '@renderer/app/routes/new-hiring';
import '@renderer/app/routes/add-new-hire';
import '@renderer/app/routes/hire-details';
import '@renderer/app/routes/new-hire-info';
import '@renderer/app/routes/hire-profile';
import '@renderer/app/routes/hire-profile-edit';
import '@renderer/app/routes/preview-welcome-experience';
import '@renderer/app/routes/my-profile';
import '@renderer/app/routes/change-password';

const NOTICE = 'Changes are turned off while Ada Admin is logged in as this user.';

/** Every signed-in screen of a coordinator, each with something on it that changes data while not read-only. */
const SCREENS = [
  '/home',
  '/dashboard',
  '/tasks',
  '/new-hiring',
  '/new-hiring/add-new-hire',
  '/new-hiring/add-new-hire/hire-details',
  '/new-hiring/new-hire-info?id=hire-1',
  '/new-hiring/profile?id=hire-1',
  '/new-hiring/profile/edit?id=hire-1',
  '/new-hiring/new-hire-info/preview-welcome-experience?id=hire-1',
  '/my-profile',
  '/change-password',
];

/** What changes nothing: going elsewhere, reading again, paging, opening a menu of (disabled) moves or a task's comments. */
const CHANGES_NOTHING = /^(Retry|Try again|Load more|Cancel|Previous|Next|Clear Filters|Comments on .+|Actions for .+|Back to .+)$/;

function accessibleName(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

function isOff(element: Element): boolean {
  return (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true' || element.getAttribute('contenteditable') === 'false';
}

/** The enabled controls of the page's content (not the shell's header or menu) that could change data. */
function enabledChangingControls(): string[] {
  const content = document.querySelector('.ant-layout-content');
  if (!content) throw new Error('No page content');
  return [...content.querySelectorAll('button, input, textarea, select, [contenteditable]')]
    .filter((control) => !isOff(control))
    .filter((control) => control.closest('[role="search"], [aria-label="Hires by status"]') === null && !(control as HTMLInputElement).readOnly)
    .filter((control) => !CHANGES_NOTHING.test(accessibleName(control)))
    .map((control) => `${control.tagName.toLowerCase()} "${accessibleName(control) || control.getAttribute('id') || control.getAttribute('type')}"`);
}

function openAsAdmin(path: string) {
  const user = hiresCoordinator({
    loginAs: 'Ada Admin',
    permissions: ['onb.home.view', 'onb.dashboard.view', 'onb.new_hires.view', 'onb.new_hires.manage', 'onb.my_tasks.view', 'onb.my_tasks.manage'],
    menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/dashboard', '/new-hiring', '/tasks'] } },
  });
  const bridge = createFakeBridge({ session: signedIn(user) });
  const lists = companyListAnswers();
  fakeApi(bridge, {
    ...hireAnswers(),
    'tasks.assigned': () => assignedTasks([task()], { todo: 1 }),
    'newHire.list': () => hireListPage([hireSummary({ _id: 'hire-1' })], { total: 1 }),
    'newHire.dashboardSummary': () => ({ ok: true, data: { message: 'OK', data: dashboardSummary() } }),
    'newHire.welcomeExperience': () => ({ ok: true, data: { message: 'OK', data: welcomeExperience() } }),
    'settings.companyDetails': () => ({ ok: true, data: { message: 'OK', data: companyDetails() } }),
    'settings.departments': () => lists.departments,
    'settings.locations': () => lists.locations,
    'tasks.planTemplates': () => ({ ok: true, data: { message: 'OK', data: [planTemplate()] } }),
  });
  return renderApp(path, bridge);
}

describe('logged in as another user: every screen', { timeout: 60_000 }, () => {
  it.each(SCREENS)('%s has every control that changes data off from the start, under the notice', async (path) => {
    openAsAdmin(path);
    expect(await screen.findByText(NOTICE, {}, { timeout: 30_000 })).toBeInTheDocument();
    // Once what the screen reads has come (no skeleton or spinner left), nothing that changes data is on.
    await waitFor(() => expect(document.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull(), { timeout: 20_000 });
    await waitFor(() => expect(enabledChangingControls().join(', ')).toBe(''));
  });

  it('keeps filters, search and the row menus usable on a list', async () => {
    openAsAdmin('/tasks');
    await screen.findByText('Order a laptop', {}, { timeout: 30_000 });
    const search = document.querySelector<HTMLInputElement>('[role="search"] input');
    expect(search).not.toBeNull();
    expect(search!.disabled).toBe(false);
    expect(screen.getByLabelText('Comments on Order a laptop', { selector: 'button' })).toBeEnabled();
    expect(screen.getByLabelText('Complete Order a laptop', { selector: 'button' })).toBeDisabled();
  });
});
