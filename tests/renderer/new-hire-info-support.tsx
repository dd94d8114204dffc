import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CallFailure } from '@shared/contract/errors';
import type { SessionUser } from '@shared/contract/user';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hire, hireChange, hireDocument, hirePlan, hiresCoordinator, task } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Loaded with the test file rather than on first navigation, so compiling them does not count against a test's time.
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/new-hire-info';
import '@renderer/app/routes/hire-profile';
import '@renderer/app/routes/hire-profile-edit';

/** Gateway answers for one hire with a task in two categories, a plan, a document and a change. */
export function hireAnswers(): FakeApiHandlers {
  return {
    'newHire.get': () => ({ ok: true, data: { message: 'OK', data: hire() } }),
    'tasks.ofHire': () => ({
      ok: true,
      data: {
        message: 'OK',
        data: [
          task(),
          task({ _id: 'task-2', title: 'Lunch with the team', taskCategory: 'build_relationships', status: 'done', version: 3 }),
          task({ _id: 'task-3', title: 'Security training', taskCategory: 'job_training', overdue: true, dueDate: '2026-11-20', version: 2 }),
        ],
      },
    }),
    'newHire.plans': () => ({ ok: true, data: { message: 'OK', data: [hirePlan()] } }),
    'newHire.documents': () => ({ ok: true, data: { message: 'OK', data: [hireDocument()] } }),
    'newHire.changes': () => ({ ok: true, data: { message: 'OK', data: { items: [hireChange()], total: 1 } } }),
  };
}

/** A gateway refusal, typed to stand for any call's answer. */
export function refusal(message: string, status: number): { ok: false; error: CallFailure } {
  return { ok: false, error: { status, message } };
}

/** Opens a hire screen signed in as a coordinator, with the hire's answers and the case's own. */
export function openHireScreen(path: string, handlers: FakeApiHandlers = {}, user: SessionUser = hiresCoordinator()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, { ...hireAnswers(), ...handlers });
  const app = renderApp(path, bridge);
  /** The inputs sent with every call of that name, in order. */
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, bridge, calls, sent };
}

/** The info screen of hire-1, once its tasks are shown. */
export async function openHireInfo(handlers: FakeApiHandlers = {}, user?: SessionUser) {
  const app = openHireScreen('/new-hiring/new-hire-info?id=hire-1', handlers, user);
  await screen.findByText('Order a laptop');
  return app;
}

/** A modal by its title. */
export function dialogTitled(title: string): HTMLElement {
  const dialog = screen.getByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog is titled ${title}`);
  return dialog;
}

/** Puts text into a field as one paste, so typing does not re-render the whole screen per key. */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** A button by its visible text; quicker than a role query over the whole screen. */
export function buttonNamed(text: string): HTMLButtonElement {
  const button = screen.getByText(text, { selector: 'button span, button' }).closest('button');
  if (!button) throw new Error(`No button says ${text}`);
  return button;
}
