import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { OperationOutput } from '@shared/contract/registry';
import type { TaskComment } from '@shared/contract/tasks';
import type { SessionUser } from '@shared/contract/user';
import { TASK_CHANGE_TEXT } from '@renderer/domain/tasks/task-change-text';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { COORDINATOR, MANAGER, assignedTasks, hiresCoordinator, refusal, task } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/tasks';

const LAPTOP = task();
const DONE = task({ _id: 'task-done', title: 'Send the welcome pack', status: 'done' });

function comment(id: string, body: string, author = MANAGER, createdAt = '2026-11-02T09:15:00.000Z'): TaskComment {
  return { _id: id, taskId: LAPTOP._id, body, author, createdAt };
}

function commentsAnswer(comments: TaskComment[]): CallResult<OperationOutput<'tasks.comments'>> {
  return { ok: true, data: { message: 'Comments on the task.', data: comments } };
}

function openTasks(handlers: FakeApiHandlers = {}, user: SessionUser = hiresCoordinator()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, { 'tasks.assigned': () => assignedTasks([LAPTOP, DONE]), ...handlers });
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name);
  return { ...renderApp('/tasks', bridge), bridge, calls, sent };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The table's first paint; generous, as the first screen drawn in a file pays for antd's styles under jsdom. */
const rowsShown = () => screen.findByText('Order a laptop', {}, { timeout: 30_000 });

async function openComments(user: ReturnType<typeof openTasks>['user'], title = 'Order a laptop') {
  await rowsShown();
  await user.click(screen.getByLabelText(`Comments on ${title}`, { selector: 'button' }));
  return screen.findByRole('dialog');
}

// By its title's text: antd's ids are one fixed value under test, so the drawer and the question share a name.
const leaveQuestion = async () =>
  (await screen.findByText('Leave without saving?', { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]') as HTMLElement;
const commentBox = (drawer: HTMLElement) => within(drawer).getByLabelText('Add a comment', { selector: 'textarea' }) as HTMLTextAreaElement;
const addButton = (drawer: HTMLElement) => within(drawer).getByRole('button', { name: 'Add comment' });
const listedBodies = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('list', { name: 'Comments' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('comments on a task at /tasks', { timeout: 45_000 }, () => {
  it('opens the task’s comments from its row: oldest first, with author, time and line breaks', async () => {
    const { user, sent } = openTasks({
      'tasks.comments': () =>
        commentsAnswer([
          comment('c-1', 'Laptop ordered.\nArrives Monday.', MANAGER, '2026-11-02T09:15:00.000Z'),
          comment('c-2', 'IT will set it up.', COORDINATOR, '2026-11-03T14:05:00.000Z'),
        ]),
    });
    const drawer = await openComments(user);
    expect(drawer).toHaveAccessibleName('Order a laptop · Jordan Rivera');
    await within(drawer).findByText('IT will set it up.');
    expect(sent('tasks.comments').map(([, input]) => input)).toEqual([{ taskId: 'task-1' }]);
    expect(listedBodies(drawer)).toEqual(['Laptop ordered.\nArrives Monday.', 'IT will set it up.']);
    const first = within(drawer).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('Morgan Manager')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-11-02T09:15:00.000Z');
    expect(first.querySelector('time')?.textContent).toMatch(/^11\/0[23]\/2026 \d{1,2}:\d{2} [AP]M$/);
    expect(first.querySelector('p')).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('opens the comments of a done task too', async () => {
    const { user, sent } = openTasks({ 'tasks.comments': () => commentsAnswer([]) });
    const drawer = await openComments(user, 'Send the welcome pack');
    expect(await within(drawer).findByText('No comments yet. Write the first one below.')).toBeInTheDocument();
    expect(sent('tasks.comments').map(([, input]) => input)).toEqual([{ taskId: 'task-done' }]);
  });

  it('asks before closing the drawer over a comment being written, and Stay keeps the text', async () => {
    const { user } = openTasks({ 'tasks.comments': () => commentsAnswer([]) });
    const drawer = await openComments(user);
    await user.type(commentBox(drawer), 'Courier booked for Monday.');

    await user.click(within(drawer.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: 'Close' }));
    await user.click(within(await leaveQuestion()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?', { selector: '.ant-modal-title' })).not.toBeInTheDocument());
    expect(commentBox(drawer).value).toBe('Courier booked for Monday.');

    await user.click(within(drawer.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: 'Close' }));
    await user.click(within(await leaveQuestion()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByLabelText('Add a comment', { selector: 'textarea' })).not.toBeInTheDocument());
  });

  it('shows a skeleton while the comments load', async () => {
    const { user } = openTasks({ 'tasks.comments': () => new Promise(() => undefined) });
    const drawer = await openComments(user);
    const loading = drawer.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(loading.querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(drawer).queryByText('No comments yet. Write the first one below.')).not.toBeInTheDocument();
  });

  it('shows a failed load with its reason and reads again on Retry', async () => {
    let answers = 0;
    const { user } = openTasks({
      'tasks.comments': () => (answers++ === 0 ? refusal('The comments could not be read just now.', 500) : commentsAnswer([])),
    });
    const drawer = await openComments(user);
    expect(await within(drawer).findByText('The comments could not be read just now.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /Retry/ }));
    expect(await within(drawer).findByText('No comments yet. Write the first one below.')).toBeInTheDocument();
    expect(within(drawer).queryByText('The comments could not be read just now.')).not.toBeInTheDocument();
  });

  it('adds a comment with an idempotency key, shows it and reads the list again', async () => {
    const stored: TaskComment[] = [comment('c-1', 'Laptop ordered.')];
    const { user, sent } = openTasks({
      'tasks.comments': () => commentsAnswer([...stored]),
      'tasks.addComment': (input) => {
        const added = comment(`c-${stored.length + 1}`, input.body, COORDINATOR, '2026-11-04T10:00:00.000Z');
        stored.push(added);
        return { ok: true, data: { message: 'Comment added.', data: added } };
      },
    });
    const drawer = await openComments(user);
    await within(drawer).findByText('Laptop ordered.');
    await user.click(commentBox(drawer));
    await user.paste('  Delivered to reception.\nPlease collect.  ');
    await user.click(addButton(drawer));

    await waitFor(() => expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'Delivered to reception.\nPlease collect.']));
    const [[, input, options]] = sent('tasks.addComment') as unknown as [[string, unknown, { idempotencyKey?: string } | undefined]];
    expect(input).toEqual({ taskId: 'task-1', body: 'Delivered to reception.\nPlease collect.' });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(commentBox(drawer).value).toBe('');
    await waitFor(() => expect(sent('tasks.comments').length).toBeGreaterThan(1));
    expect(within(drawer).queryByText('Waiting to send')).not.toBeInTheDocument();
  });

  it('says what is wrong with an empty or over-long comment and sends nothing', async () => {
    const { user, sent } = openTasks({ 'tasks.comments': () => commentsAnswer([]) });
    const drawer = await openComments(user);
    await within(drawer).findByText('No comments yet. Write the first one below.');
    await user.click(commentBox(drawer));
    await user.paste('   ');
    await user.click(addButton(drawer));
    expect(await within(drawer).findByText('Write a comment first.')).toBeInTheDocument();
    await user.clear(commentBox(drawer));
    await user.click(commentBox(drawer));
    await user.paste('x'.repeat(2001));
    await user.click(addButton(drawer));
    expect(await within(drawer).findByText('A comment can be at most 2,000 characters.')).toBeInTheDocument();
    expect(commentBox(drawer)).toHaveAttribute('aria-invalid', 'true');
    expect(sent('tasks.addComment')).toEqual([]);
  });

  it('keeps the text when the gateway refuses the comment, and says why', async () => {
    const { user } = openTasks({
      'tasks.comments': () => commentsAnswer([]),
      'tasks.addComment': () => refusal('This task does not exist in your company.', 404),
    });
    const drawer = await openComments(user);
    await within(drawer).findByText('No comments yet. Write the first one below.');
    await user.click(commentBox(drawer));
    await user.paste('Is this still needed?');
    await user.click(addButton(drawer));
    expect(await within(drawer).findByText('This task does not exist in your company.')).toBeInTheDocument();
    expect(commentBox(drawer).value).toBe('Is this still needed?');
    // Told once, beside the box, rather than also in an app-wide notice.
    await pause(100);
    expect(screen.getAllByText('This task does not exist in your company.')).toHaveLength(1);
    expect(screen.queryByText('Your comment on “Order a laptop” was not added')).not.toBeInTheDocument();
  });

  it('tells in an app-wide notice about a comment refused once its drawer is closed, and gives its text back when the comments open again', async () => {
    let reachable = true;
    const { user, bridge } = openTasks({
      'tasks.comments': () => commentsAnswer([]),
      'tasks.addComment': () => (reachable ? refusal('You can no longer comment on this task.', 403) : refusal('The gateway cannot be reached.', 0)),
    });
    const drawer = await openComments(user);
    await within(drawer).findByText('No comments yet. Write the first one below.');
    reachable = false;
    bridge.emitConnectivity({ status: 'offline', since: new Date().toISOString() });
    await user.click(commentBox(drawer));
    await user.paste('Written on the train.');
    await user.click(addButton(drawer));
    await within(drawer).findByText('Waiting to send');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    reachable = true;
    bridge.emitConnectivity({ status: 'online', since: new Date().toISOString() });
    expect(await screen.findByText('Your comment on “Order a laptop” was not added')).toBeInTheDocument();
    expect(screen.getByText(`You can no longer comment on this task. ${TASK_CHANGE_TEXT.commentKept}`)).toBeInTheDocument();
    // Kept on this computer, so a restart before the comments open again loses nothing either.
    await waitFor(() => expect(bridge.offlineData).toContain('"offline.returnedComments"'));
    expect(bridge.offlineData).toContain('Written on the train.');

    const reopened = await openComments(user);
    await waitFor(() => expect(commentBox(reopened).value).toBe('Written on the train.'));
    expect(within(reopened).getByText('You can no longer comment on this task.')).toBeInTheDocument();
    // Handed back once: the form holds it now.
    await waitFor(() => expect(bridge.offlineData).not.toContain('Written on the train.'));
  });

  it('shows a comment at once, marked as waiting, while it is on its way', async () => {
    let deliver: (result: CallResult<OperationOutput<'tasks.addComment'>>) => void = () => undefined;
    const stored = [comment('c-1', 'Laptop ordered.')];
    const { user } = openTasks({
      'tasks.comments': () => commentsAnswer([...stored]),
      'tasks.addComment': () => new Promise((resolve) => (deliver = resolve)),
    });
    const drawer = await openComments(user);
    await within(drawer).findByText('Laptop ordered.');
    await user.click(commentBox(drawer));
    await user.paste('On my way to IT.');
    await user.click(addButton(drawer));

    const waiting = (await within(drawer).findByText('Waiting to send')).closest('li') as HTMLElement;
    expect(within(waiting).getByText('On my way to IT.')).toBeInTheDocument();
    expect(within(waiting).getByText('Casey Coordinator')).toBeInTheDocument();
    expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'On my way to IT.']);

    const added = comment('c-2', 'On my way to IT.', COORDINATOR);
    stored.push(added);
    deliver({ ok: true, data: { message: 'Comment added.', data: added } });
    await waitFor(() => expect(within(drawer).queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'On my way to IT.']);
  });

  it('shows a comment once when its list is read again while its answer is still on the way', async () => {
    let deliver: (result: CallResult<OperationOutput<'tasks.addComment'>>) => void = () => undefined;
    const stored = [comment('c-1', 'Laptop ordered.')];
    const { user, sent } = openTasks({
      'tasks.comments': () => commentsAnswer([...stored]),
      // Stored at once, with the key it was sent with; the answer is slow to come back.
      'tasks.addComment': (input, options) => {
        const added = { ...comment('c-2', input.body, COORDINATOR), requestKey: options?.idempotencyKey };
        stored.push(added);
        return new Promise((resolve) => (deliver = () => resolve({ ok: true, data: { message: 'Comment added.', data: added } })));
      },
    });
    let drawer = await openComments(user);
    await within(drawer).findByText('Laptop ordered.');
    await user.click(commentBox(drawer));
    await user.paste('On my way to IT.');
    await user.click(addButton(drawer));
    await within(drawer).findByText('Waiting to send');

    // Closed, and opened again once the list has gone stale: it is read afresh and holds the comment.
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reads = sent('tasks.comments').length;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      drawer = await openComments(user);
      await waitFor(() => expect(sent('tasks.comments').length).toBe(reads + 1));
      await waitFor(() => expect(within(drawer).queryByText('Waiting to send')).not.toBeInTheDocument());
      expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'On my way to IT.']);

      deliver({ ok: true, data: { message: 'Comment added.', data: stored[1]! } });
      await pause(50);
      expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'On my way to IT.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a comment written while the gateway is away in the list, and sends it with the same key once it is back', async () => {
    let reachable = true;
    const stored = [comment('c-1', 'Laptop ordered.')];
    const { user, bridge, sent } = openTasks({
      'tasks.comments': () => commentsAnswer([...stored]),
      'tasks.addComment': (input) => {
        if (!reachable) return refusal('The gateway cannot be reached.', 0);
        const added = comment('c-2', input.body, COORDINATOR);
        stored.push(added);
        return { ok: true, data: { message: 'Comment added.', data: added } };
      },
    });
    const drawer = await openComments(user);
    await within(drawer).findByText('Laptop ordered.');
    reachable = false;
    bridge.emitConnectivity({ status: 'offline', since: new Date().toISOString() });
    await user.click(commentBox(drawer));
    await user.paste('Written on the train.');
    await user.click(addButton(drawer));

    const waiting = (await within(drawer).findByText('Waiting to send')).closest('li') as HTMLElement;
    expect(within(waiting).getByText('Written on the train.')).toBeInTheDocument();
    expect(commentBox(drawer).value).toBe('');

    reachable = true;
    bridge.emitConnectivity({ status: 'online', since: new Date().toISOString() });
    await waitFor(() => expect(within(drawer).queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'Written on the train.']);
    const keys = (sent('tasks.addComment') as unknown as [string, unknown, { idempotencyKey: string }][]).map(([, , options]) => options.idempotencyKey);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    expect(stored).toHaveLength(2);
  });

  it('never shows a comment twice, stored and waiting, while the comments written offline are sent', async () => {
    let reachable = true;
    const stored = [comment('c-1', 'Laptop ordered.')];
    const { user, bridge } = openTasks({
      // The gateway reads the list a moment after it is asked, when a comment sent meanwhile may be stored.
      'tasks.comments': async () => {
        await pause(5);
        return commentsAnswer([...stored]);
      },
      // Stored at once; the answer takes a while to come back.
      'tasks.addComment': async (input) => {
        if (!reachable) return refusal('The gateway cannot be reached.', 0);
        const added = comment(`c-${stored.length + 1}`, input.body, COORDINATOR);
        stored.push(added);
        await pause(200);
        return { ok: true, data: { message: 'Comment added.', data: added } };
      },
    });
    const drawer = await openComments(user);
    await within(drawer).findByText('Laptop ordered.');
    reachable = false;
    bridge.emitConnectivity({ status: 'offline', since: new Date().toISOString() });
    for (const body of ['First from the train.', 'Second from the train.']) {
      await user.click(commentBox(drawer));
      await user.paste(body);
      await user.click(addButton(drawer));
    }
    await waitFor(() => expect(within(drawer).getAllByText('Waiting to send')).toHaveLength(2));

    // Every state the list goes through, from here on.
    const shown: (string | null | undefined)[][] = [];
    const list = within(drawer).getByRole('list', { name: 'Comments' });
    const watch = new MutationObserver(() => shown.push(Array.from(list.querySelectorAll('li p'), (item) => item.textContent)));
    watch.observe(list, { childList: true, subtree: true, characterData: true });
    reachable = true;
    bridge.emitConnectivity({ status: 'online', since: new Date().toISOString() });
    await waitFor(() => expect(within(drawer).queryByText('Waiting to send')).not.toBeInTheDocument());
    await pause(100);
    watch.disconnect();

    expect(listedBodies(drawer)).toEqual(['Laptop ordered.', 'First from the train.', 'Second from the train.']);
    for (const bodies of shown) expect(new Set(bodies).size, `shown: ${bodies.join(' | ')}`).toBe(bodies.length);
    for (const bodies of shown) expect(bodies).toEqual(expect.arrayContaining(['First from the train.', 'Second from the train.']));
  });

  it('lets an administrator logged in as the user read the comments but not add one', async () => {
    const { user, sent } = openTasks(
      { 'tasks.comments': () => commentsAnswer([comment('c-1', 'Laptop ordered.')]) },
      hiresCoordinator({ loginAs: 'Ada Admin' }),
    );
    const drawer = await openComments(user);
    expect(await within(drawer).findByText('Laptop ordered.')).toBeInTheDocument();
    expect(within(drawer).getByText('Comments are turned off while Ada Admin is logged in as this user.')).toBeInTheDocument();
    expect(commentBox(drawer)).toBeDisabled();
    expect(addButton(drawer)).toBeDisabled();
    await user.click(addButton(drawer));
    expect(sent('tasks.addComment')).toEqual([]);
  });
});
