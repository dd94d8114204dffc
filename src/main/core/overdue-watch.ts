import type { z } from 'zod';
import type { CallResult } from '@shared/contract/errors';
import { listAssignedTasks } from '@shared/contract/tasks';
import { toApiDate } from '@shared/date-format';
import type { ConnectivityState, NotificationPreferences } from '@shared/offline';
import { ownSessionUser, type SessionState } from '@shared/session';
import { NOTIFIED_TASK_IDS_MAX, type NotifiedTaskStore } from './notification-preferences';

/** A task of the user's that became overdue, as a notification tells it. */
export interface OverdueTaskNotice {
  id: string;
  title: string;
  hireName: string;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** Where the watch tells the user: desktop notifications and the app icon's badge. */
export interface OverdueNotifier {
  notify(task: OverdueTaskNotice): void;
  /** Several tasks became overdue at once: one notification for all of them. */
  notifySummary(count: number): void;
  /** The number on the app icon; 0 hides it. */
  setBadge(count: number): void;
}

type AssignedTasksAnswer = z.output<(typeof listAssignedTasks)['output']>;

export interface OverdueWatchOptions {
  /** Runs the operation for the signed-in user (the session manager's `run`). */
  run(operation: typeof listAssignedTasks, input: unknown): Promise<CallResult<AssignedTasksAnswer>>;
  notifier: OverdueNotifier;
  session: { get(): SessionState; onChange(listener: (state: SessionState) => void): () => void };
  connectivity: { get(): ConnectivityState; onChange(listener: (state: ConnectivityState) => void): () => void };
  preferences: { get(): NotificationPreferences; onChange(listener: (preferences: NotificationPreferences) => void): () => void };
  /** The ids already notified, kept across restarts. */
  notified: NotifiedTaskStore;
  /** Between checks while signed in and online; 5 minutes unless told. */
  intervalMs?: number;
  /** The user's local date as YYYY-MM-DD, which decides what is overdue. */
  today?(): string;
}

export interface OverdueWatch {
  /** Subscribes to the session, connectivity and preferences, checks at once, then on a timer. */
  start(): void;
  /** Unsubscribes and clears the timer; a check under way tells nothing more. */
  stop(): void;
  /** Checks now when signed in and online; resolves once the answer is applied. */
  check(): Promise<void>;
}

export const OVERDUE_CHECK_INTERVAL_MS = 5 * 60_000;
/** More tasks than this newly overdue at once make one summary instead of one notification each. */
export const OVERDUE_SUMMARY_THRESHOLD = 3;
/** Newest due dates first, so the tasks that just became overdue are on the page even when many are. */
const PAGE_SIZE = 50;

/**
 * Watches the signed-in user's overdue tasks: one desktop notification per task, ever, and the
 * count on the app icon.
 *
 * At the first check after signing in, the tasks that were already overdue and were never
 * notified on this desktop are notified too: the user may not have seen them, and "once each"
 * means once, not "only those that turn overdue while the app runs". A first check often finds
 * several, so when more than OVERDUE_SUMMARY_THRESHOLD are new at once they make one summary
 * ("5 of your tasks are overdue") rather than a burst. The same holds when notifications are
 * turned back on: only the tasks actually notified are remembered, so those that turned overdue
 * meanwhile are told once then, by the same rule.
 *
 * Nothing is asked while signed out, offline, or while an administrator views as another user
 * (their tasks are not the administrator's to be reminded of); the badge then shows 0, or while
 * offline the last count known.
 */
export function createOverdueWatch(options: OverdueWatchOptions): OverdueWatch {
  const intervalMs = options.intervalMs ?? OVERDUE_CHECK_INTERVAL_MS;
  const today = options.today ?? (() => toApiDate(new Date()));
  const { notifier } = options;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: Array<() => void> = [];
  let shownBadge: number | null = null;
  let inFlight: Promise<void> | null = null;
  let again = false;

  function showBadge(count: number): void {
    if (shownBadge === count) return;
    shownBadge = count;
    notifier.setBadge(count);
  }

  /** The user whose tasks may be watched now, or null. */
  function watchedUserId(): string | null {
    return ownSessionUser(options.session.get())?.id ?? null;
  }

  function tell(tasks: AssignedTasksAnswer['data']['items']): void {
    const notified = options.notified.read();
    const known = new Set(notified);
    const fresh = tasks.filter((task) => !known.has(task._id));
    if (fresh.length === 0) return;
    if (fresh.length > OVERDUE_SUMMARY_THRESHOLD) notifier.notifySummary(fresh.length);
    else for (const task of fresh) notifier.notify({ id: task._id, title: task.title, hireName: task.hire.fullName, dueDate: task.dueDate });
    options.notified.write([...notified, ...fresh.map((task) => task._id)].slice(-NOTIFIED_TASK_IDS_MAX));
  }

  async function checkOnce(): Promise<void> {
    const userId = watchedUserId();
    const wanted = options.preferences.get();
    if (!running || userId === null || options.connectivity.get().status !== 'online') return;
    if (!wanted.overdueNotifications && !wanted.overdueBadge) return;
    const result = await options.run(listAssignedTasks, {
      due: 'overdue',
      status: ['todo', 'blocked'],
      assignee: 'me',
      today: today(),
      sortBy: 'dueDate',
      sortOrder: 'desc',
      offset: 0,
      limit: PAGE_SIZE,
    });
    // Signed out, another user, or stopped meanwhile: the answer is nobody's to tell.
    if (!running || !result.ok || watchedUserId() !== userId) return;
    const now = options.preferences.get();
    showBadge(now.overdueBadge ? result.data.data.counts.overdue : 0);
    if (now.overdueNotifications) tell(result.data.data.items);
  }

  /** One check at a time; a request during one runs once more after it, with what holds then. */
  function check(): Promise<void> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    const flight = (async () => {
      try {
        do {
          again = false;
          await checkOnce();
        } while (again && running);
      } finally {
        inFlight = null;
      }
    })();
    inFlight = flight;
    return flight;
  }

  function checkQuietly(): void {
    check().catch((error: unknown) => {
      console.warn('Checking for overdue tasks failed:', error instanceof Error ? error.message : String(error));
    });
  }

  /** Applies the session and the choices at once, then asks the gateway when there is something to ask. */
  function refresh(): void {
    if (!running) return;
    if (watchedUserId() === null || !options.preferences.get().overdueBadge) showBadge(0);
    checkQuietly();
  }

  let lastUserId: string | null = null;
  function sessionChanged(): void {
    const userId = watchedUserId();
    // Another user's count must not linger while theirs is asked for.
    if (userId !== lastUserId) showBadge(0);
    lastUserId = userId;
    refresh();
  }

  return {
    start() {
      if (running) return;
      running = true;
      lastUserId = watchedUserId();
      unsubscribe = [
        options.session.onChange(sessionChanged),
        options.connectivity.onChange((state) => {
          if (state.status === 'online') refresh();
        }),
        options.preferences.onChange(refresh),
      ];
      timer = setInterval(checkQuietly, intervalMs);
      timer.unref();
      refresh();
    },
    stop() {
      running = false;
      for (const off of unsubscribe) off();
      unsubscribe = [];
      if (timer) clearInterval(timer);
      timer = null;
    },
    check,
  };
}
