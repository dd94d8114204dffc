import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListenerSet } from '@main/core/listeners';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { createNotificationSettings, createNotifiedTaskStore, NOTIFIED_TASK_IDS_MAX } from '@main/core/notification-preferences';
import { createOverdueWatch, type OverdueNotifier, type OverdueWatch, type OverdueWatchOptions } from '@main/core/overdue-watch';
import type { PreferencesStore } from '@main/core/types';
import type { Task } from '@shared/contract/onboarding-schemas';
import type { ConnectivityState } from '@shared/offline';
import type { SessionState } from '@shared/session';
import type { SessionUser } from '@shared/contract/user';

// Captured before the clock is faked: runs once every promise already settled has been handled.
const realSetImmediate = setImmediate;
const settle = () => new Promise<void>((resolve) => realSetImmediate(resolve));

const INTERVAL_MS = 60_000;
const TODAY = '2026-03-10';

function user(id = 'user-1', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id,
    email: `${id}@acme.example`,
    firstName: 'Casey',
    lastName: 'Coordinator',
    fullName: 'Casey Coordinator',
    role: 'OPERATIONS',
    kind: 'staff',
    company: { id: 'company-1', name: 'Acme Ltd' },
    permissions: [],
    menuPermissions: {},
    ...overrides,
  };
}

function session(signedInAs: SessionUser | null): SessionState {
  return {
    status: signedInAs ? 'signed-in' : 'signed-out',
    user: signedInAs,
    isFeedbackCompleted: true,
    rememberedEmail: null,
    rememberMe: false,
    keychain: 'available',
  };
}

function task(id: string, dueDate = '2026-03-01'): Task {
  return {
    _id: id,
    hire: { _id: 'hire-1', fullName: 'Jordan Rivera', startDate: '2026-03-02', status: 'onboarding' },
    title: `Task ${id}`,
    description: '',
    taskCategory: 'logistics',
    assigneeRole: 'coordinator',
    assignee: null,
    assigneeNote: null,
    dueDate,
    status: 'todo',
    blockedReason: null,
    completedBy: null,
    completedAt: null,
    planId: null,
    overdue: true,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    version: 1,
  };
}

interface Harness {
  watch: OverdueWatch;
  run: ReturnType<typeof vi.fn>;
  notifier: { [K in keyof OverdueNotifier]: ReturnType<typeof vi.fn> };
  preferences: PreferencesStore;
  settings: ReturnType<typeof createNotificationSettings>;
  /** The overdue tasks the fake gateway answers. */
  overdue: Task[];
  signIn(as?: SessionUser): void;
  signOut(): void;
  connectivity(status: ConnectivityState['status']): void;
}

function harness(options: { signedIn?: SessionUser | null; online?: boolean; preferences?: PreferencesStore } = {}): Harness {
  let state = session(options.signedIn === undefined ? user() : options.signedIn);
  let network: ConnectivityState = { status: options.online === false ? 'offline' : 'online', since: new Date(0).toISOString() };
  const sessionListeners = createListenerSet<SessionState>();
  const connectivityListeners = createListenerSet<ConnectivityState>();
  const preferences = options.preferences ?? createMemoryPreferences();
  const settings = createNotificationSettings(preferences);
  const h = {
    overdue: [] as Task[],
  } as Harness;
  const run = vi.fn<OverdueWatchOptions['run']>(async () => ({
    ok: true as const,
    data: {
      message: 'Tasks',
      data: { items: [...h.overdue], total: h.overdue.length, counts: { todo: h.overdue.length, done: 0, blocked: 0, overdue: h.overdue.length } },
    },
  }));
  const notifier = { notify: vi.fn(), notifySummary: vi.fn(), setBadge: vi.fn() };
  const watch = createOverdueWatch({
    run,
    notifier,
    session: { get: () => state, onChange: sessionListeners.add },
    connectivity: { get: () => network, onChange: connectivityListeners.add },
    preferences: settings,
    notified: createNotifiedTaskStore(preferences),
    intervalMs: INTERVAL_MS,
    today: () => TODAY,
  });
  return Object.assign(h, {
    watch,
    run,
    notifier,
    preferences,
    settings,
    signIn(as = user()) {
      state = session(as);
      sessionListeners.emit(state);
    },
    signOut() {
      state = session(null);
      sessionListeners.emit(state);
    },
    connectivity(status: ConnectivityState['status']) {
      network = { status, since: new Date().toISOString() };
      connectivityListeners.emit(network);
    },
  });
}

const notifiedIds = (h: Harness) => h.notifier.notify.mock.calls.map(([notice]) => (notice as { id: string }).id);
const lastBadge = (h: Harness) => h.notifier.setBadge.mock.calls.at(-1)?.[0];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the overdue watch', () => {
  it("asks for the signed-in user's open overdue tasks as of their local date", async () => {
    const h = harness();
    h.watch.start();
    await settle();
    expect(h.run).toHaveBeenCalledTimes(1);
    expect(h.run.mock.calls[0]?.[0]).toMatchObject({ name: 'tasks.assigned' });
    expect(h.run.mock.calls[0]?.[1]).toMatchObject({ due: 'overdue', status: ['todo', 'blocked'], assignee: 'me', today: TODAY, offset: 0 });
    h.watch.stop();
  });

  it('notifies each overdue task once across checks, with its title, hire and due date', async () => {
    const h = harness();
    h.overdue = [task('t1', '2026-03-05')];
    h.watch.start();
    await settle();
    expect(h.notifier.notify).toHaveBeenCalledWith({ id: 't1', title: 'Task t1', hireName: 'Jordan Rivera', dueDate: '2026-03-05' });

    h.overdue = [task('t2'), task('t1')];
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await settle();
    expect(h.run).toHaveBeenCalledTimes(3);
    expect(notifiedIds(h)).toEqual(['t1', 't2']);
    h.watch.stop();
  });

  it('does not notify again after a restart that keeps the same preferences file', async () => {
    const preferences = createMemoryPreferences();
    const first = harness({ preferences });
    first.overdue = [task('t1'), task('t2')];
    first.watch.start();
    await settle();
    first.watch.stop();
    expect(notifiedIds(first)).toEqual(['t1', 't2']);

    const second = harness({ preferences });
    second.overdue = [task('t1'), task('t2'), task('t3')];
    second.watch.start();
    await settle();
    expect(notifiedIds(second)).toEqual(['t3']);
    second.watch.stop();
  });

  it('keeps the notified ids when the session rewrites its remember-me fields', async () => {
    const h = harness();
    h.overdue = [task('t1')];
    h.watch.start();
    await settle();
    h.preferences.write({ rememberMe: true, rememberedEmail: 'user-1@acme.example' });
    await h.watch.check();
    expect(notifiedIds(h)).toEqual(['t1']);
    h.watch.stop();
  });

  it('tells more than three new overdue tasks in one summary, three or fewer one by one', async () => {
    const h = harness();
    h.overdue = ['a', 'b', 'c', 'd', 'e'].map((id) => task(id));
    h.watch.start();
    await settle();
    expect(h.notifier.notifySummary).toHaveBeenCalledExactlyOnceWith(5);
    expect(h.notifier.notify).not.toHaveBeenCalled();

    h.overdue = [...h.overdue, task('f'), task('g'), task('h')];
    await h.watch.check();
    expect(h.notifier.notifySummary).toHaveBeenCalledTimes(1);
    expect(notifiedIds(h)).toEqual(['f', 'g', 'h']);
    h.watch.stop();
  });

  it('puts the overdue count on the badge and follows it', async () => {
    const h = harness();
    h.overdue = [task('t1'), task('t2')];
    h.watch.start();
    await settle();
    expect(lastBadge(h)).toBe(2);

    h.overdue = [task('t2')];
    await h.watch.check();
    expect(lastBadge(h)).toBe(1);
    h.watch.stop();
  });

  it('asks nothing while signed out and shows no badge; checks at sign-in and clears at sign-out', async () => {
    const h = harness({ signedIn: null });
    h.overdue = [task('t1')];
    h.watch.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(h.run).not.toHaveBeenCalled();
    expect(lastBadge(h)).toBe(0);

    h.signIn();
    await settle();
    expect(notifiedIds(h)).toEqual(['t1']);
    expect(lastBadge(h)).toBe(1);

    h.signOut();
    await settle();
    expect(lastBadge(h)).toBe(0);
    h.watch.stop();
  });

  it('asks nothing while offline and checks as soon as the gateway is back', async () => {
    const h = harness({ online: false });
    h.overdue = [task('t1')];
    h.watch.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    await settle();
    expect(h.run).not.toHaveBeenCalled();
    expect(h.notifier.notify).not.toHaveBeenCalled();

    h.connectivity('online');
    await settle();
    expect(h.run).toHaveBeenCalledTimes(1);
    expect(notifiedIds(h)).toEqual(['t1']);
    h.watch.stop();
  });

  it('leaves out an administrator viewing as another user', async () => {
    const h = harness({ signedIn: user('user-2', { loginAs: 'Avery Admin' }) });
    h.overdue = [task('t1')];
    h.watch.start();
    await settle();
    expect(h.run).not.toHaveBeenCalled();
    expect(lastBadge(h)).toBe(0);
    h.watch.stop();
  });

  it('drops an answer that arrives after the user signed out', async () => {
    const h = harness();
    h.overdue = [task('t1')];
    let answer: (() => void) | undefined;
    h.run.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { ok: true, data: { message: 'Tasks', data: { items: [task('t1')], total: 1, counts: { todo: 1, done: 0, blocked: 0, overdue: 1 } } } };
    });
    h.watch.start();
    await settle();
    h.signOut();
    answer?.();
    await settle();
    expect(h.notifier.notify).not.toHaveBeenCalled();
    expect(lastBadge(h)).toBe(0);
    h.watch.stop();
  });

  it('stops notifying when notifications are turned off, but keeps the badge', async () => {
    const h = harness();
    h.overdue = [task('t1')];
    h.watch.start();
    await settle();
    expect(h.settings.set({ overdueNotifications: false, overdueBadge: true }).ok).toBe(true);
    await settle();

    h.overdue = [task('t1'), task('t2')];
    await h.watch.check();
    expect(notifiedIds(h)).toEqual(['t1']);
    expect(lastBadge(h)).toBe(2);
    h.watch.stop();
  });

  it('tells, once, what became overdue while notifications were off when they are turned back on', async () => {
    const h = harness();
    h.settings.set({ overdueNotifications: false, overdueBadge: true });
    h.overdue = [task('t1')];
    h.watch.start();
    await settle();
    expect(h.notifier.notify).not.toHaveBeenCalled();

    h.settings.set({ overdueNotifications: true, overdueBadge: true });
    await settle();
    expect(notifiedIds(h)).toEqual(['t1']);
    await h.watch.check();
    expect(notifiedIds(h)).toEqual(['t1']);
    h.watch.stop();
  });

  it('sets the badge to 0 at once when it is turned off, and back to the count when turned on', async () => {
    const h = harness();
    h.overdue = [task('t1'), task('t2'), task('t3')];
    h.watch.start();
    await settle();
    expect(lastBadge(h)).toBe(3);

    h.settings.set({ overdueNotifications: true, overdueBadge: false });
    expect(lastBadge(h)).toBe(0);
    await settle();
    await h.watch.check();
    expect(lastBadge(h)).toBe(0);

    h.settings.set({ overdueNotifications: true, overdueBadge: true });
    await settle();
    expect(lastBadge(h)).toBe(3);
    h.watch.stop();
  });

  it('asks nothing when both notifications and the badge are off', async () => {
    const h = harness();
    h.settings.set({ overdueNotifications: false, overdueBadge: false });
    h.watch.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    await settle();
    expect(h.run).not.toHaveBeenCalled();
    h.watch.stop();
  });

  it('checks on its interval until stopped', async () => {
    const h = harness();
    h.watch.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    await settle();
    expect(h.run).toHaveBeenCalledTimes(3);

    h.watch.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 5);
    await settle();
    expect(h.run).toHaveBeenCalledTimes(3);
    h.signIn(user('user-3'));
    h.connectivity('online');
    await settle();
    expect(h.run).toHaveBeenCalledTimes(3);
  });

  it('keeps a failed check quiet and the last badge shown', async () => {
    const h = harness();
    h.overdue = [task('t1')];
    h.watch.start();
    await settle();
    h.run.mockResolvedValueOnce({ ok: false, error: { status: 0, message: 'The onboarding gateway cannot be reached.' } });
    await h.watch.check();
    expect(lastBadge(h)).toBe(1);
    expect(notifiedIds(h)).toEqual(['t1']);
    h.watch.stop();
  });

  it(`remembers only the newest ${NOTIFIED_TASK_IDS_MAX} notified ids`, async () => {
    const preferences = createMemoryPreferences({ notifiedOverdueTaskIds: Array.from({ length: NOTIFIED_TASK_IDS_MAX }, (_, index) => `old-${index}`) });
    const h = harness({ preferences });
    h.overdue = [task('new-1')];
    h.watch.start();
    await settle();
    const kept = preferences.read().notifiedOverdueTaskIds ?? [];
    expect(kept).toHaveLength(NOTIFIED_TASK_IDS_MAX);
    expect(kept.at(-1)).toBe('new-1');
    expect(kept[0]).toBe('old-1');
    h.watch.stop();
  });
});
