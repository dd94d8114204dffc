import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { companyDetails, newHireUser, task, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/welcome-experience';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const OWN_TASK = task({ _id: 'task-nh', title: 'Sign your contract', assigneeRole: 'new_hire', assignee: null, version: 4 });

/** A list by its accessible name; role queries compute every name on the page, which is slow under antd in jsdom. */
const list = (name: string) => document.querySelector(`ul[aria-label="${name}"]`) as HTMLElement;

function openOwnWelcome() {
  const bridge = createFakeBridge({ session: signedIn(newHireUser()) });
  const calls = fakeApi(bridge, {
    'newHire.welcomeExperience': () => ({
      ok: true,
      data: {
        message: 'OK',
        data: welcomeExperience({
          preferredName: 'Jo',
          company: companyDetails({ logo: { fileId: 'file-logo', dataUrl: LOGO } }),
          welcomeMessage: '<p>We are <strong>glad</strong> you are here.</p><img src="https://tracker.example/pixel.gif">',
          tasks: [OWN_TASK, task({ _id: 'task-late', title: 'Read the handbook', assigneeRole: 'new_hire', dueDate: '2026-11-20', overdue: true })],
        }),
      },
    }),
    'tasks.changeStatus': (input) => ({ ok: true, data: { message: 'Task completed.', data: { ...OWN_TASK, status: 'done', version: Number(input.version) + 1 } } }),
  });
  return { ...renderApp('/welcome-experiance', bridge), calls };
}

// The first screen drawn in a file pays for antd's styles, which is slow under jsdom.
describe('welcome experience: the new hire’s own page', { timeout: 45_000 }, () => {
  it('greets the hire in the company’s colours and shows the message, first day, people and their tasks', async () => {
    const { calls } = openOwnWelcome();
    const heading = await screen.findByText('Welcome to Acme Ltd, Jo!', {}, { timeout: 30_000 });
    expect(heading.tagName).toBe('H2');
    expect(calls).toHaveBeenCalledWith('newHire.welcomeExperience', { id: 'user-jordan' });
    // The brand colour (#1d4ed8 reads at over 4.5:1 on white, so it is used as it is) behind white text.
    const hero = heading.parentElement?.parentElement as HTMLElement;
    expect(hero).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)', color: 'rgb(255, 255, 255)' });
    expect(screen.getByAltText('Acme Ltd logo')).toHaveAttribute('src', LOGO);

    expect(screen.getByText('glad').tagName).toBe('STRONG');
    expect(document.querySelector('img[src^="https:"]')).toBeNull();

    expect(screen.getByText('12/01/2026 (Tuesday)')).toBeInTheDocument();
    expect(screen.getByText('09:30')).toBeInTheDocument();
    expect(screen.getByText('1 High Street, London')).toBeInTheDocument();
    expect(screen.getByText('Ask for Casey at reception.')).toBeInTheDocument();
    expect(screen.getByText('(UTC) Edinburgh, London')).toBeInTheDocument();

    const people = list('People you will meet');
    expect(within(people).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'MMMorgan Manager · Your managermorgan.manager@acme.example',
      'BBBailey Buddy · Your buddybailey.buddy@acme.example',
      'CCCasey Coordinator · Your onboarding coordinatorcasey.coordinator@acme.example',
    ]);

    const tasks = list('Your tasks');
    expect(within(tasks).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Read the handbook', 'Sign your contract']);
    expect(within(tasks).getByText('Overdue')).toBeInTheDocument();
  });

  it('completes one of the hire’s tasks with its version', async () => {
    const { user, calls } = openOwnWelcome();
    const box = await screen.findByLabelText('Sign your contract');
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(calls).toHaveBeenCalledWith('tasks.changeStatus', { taskId: 'task-nh', version: 4, status: 'done' });
    await waitFor(() => expect(screen.getByLabelText('Sign your contract')).toBeChecked());
    expect(await screen.findByText('Task completed.')).toBeInTheDocument();
  });

  it('explains to a staff member that the page is a new hire’s, with the way to New hires', async () => {
    // Staff hold no welcome area, yet they get the explanation rather than a bare 403.
    const staff = makeUser({ menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/new-hiring'] } } });
    const bridge = createFakeBridge({ session: signedIn(staff) });
    const calls = fakeApi(bridge, {});
    renderApp('/welcome-experiance', bridge);
    expect(await screen.findByText('This page is for new hires')).toBeInTheDocument();
    expect(screen.getByText('Go to New hires').closest('a')).toHaveAttribute('href', '/new-hiring');
    expect(calls).not.toHaveBeenCalledWith('newHire.welcomeExperience', expect.anything());
  });
});
