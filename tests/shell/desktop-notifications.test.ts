import { describe, expect, it, vi } from 'vitest';
import { createDesktopNotifications, OVERDUE_TASKS_PATH } from '@main/shell/desktop-notifications';
import { FakeEmitter } from './support/fake-electron';

/** Stands in for Electron's Notification: records what was shown and lets a test click it. */
class FakeNotification extends FakeEmitter {
  static supported = true;
  static readonly created: FakeNotification[] = [];
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  shown = false;
  constructor(readonly options: { title?: string; body?: string }) {
    super();
    FakeNotification.created.push(this);
  }
  show(): void {
    this.shown = true;
  }
}

function notifier(supported = true) {
  FakeNotification.supported = supported;
  FakeNotification.created.length = 0;
  const app = { setBadgeCount: vi.fn(() => true) };
  const focusAndNavigate = vi.fn();
  const desktop = createDesktopNotifications({ Notification: FakeNotification as never, app, focusAndNavigate });
  return { desktop, app, focusAndNavigate };
}

describe('desktop notifications of overdue tasks', () => {
  it('show the task, its hire and its due date as people read it', () => {
    const { desktop } = notifier();
    desktop.notify({ id: 't1', title: 'Order a laptop', hireName: 'Jordan Rivera', dueDate: '2026-03-05' });
    expect(FakeNotification.created).toHaveLength(1);
    expect(FakeNotification.created[0]?.options).toEqual({ title: 'A task of yours is overdue', body: 'Order a laptop for Jordan Rivera was due 03/05/2026.' });
    expect(FakeNotification.created[0]?.shown).toBe(true);
  });

  it('sum many tasks up in one notification', () => {
    const { desktop } = notifier();
    desktop.notifySummary(5);
    expect(FakeNotification.created.map((created) => created.options.title)).toEqual(['5 of your tasks are overdue']);
  });

  it('bring the window forward on the overdue tasks when clicked', () => {
    const { desktop, focusAndNavigate } = notifier();
    desktop.notify({ id: 't1', title: 'Order a laptop', hireName: 'Jordan Rivera', dueDate: '2026-03-05' });
    desktop.notifySummary(4);
    expect(focusAndNavigate).not.toHaveBeenCalled();
    FakeNotification.created[1]?.emit('click');
    expect(focusAndNavigate).toHaveBeenCalledExactlyOnceWith(OVERDUE_TASKS_PATH);
    expect(OVERDUE_TASKS_PATH).toBe('/tasks?due=overdue');
  });

  it('show nothing where the system has no notifications', () => {
    const { desktop } = notifier(false);
    desktop.notify({ id: 't1', title: 'Order a laptop', hireName: 'Jordan Rivera', dueDate: '2026-03-05' });
    desktop.notifySummary(4);
    expect(FakeNotification.created).toHaveLength(0);
  });

  it("put the count on the app icon's badge", () => {
    const { desktop, app } = notifier();
    desktop.setBadge(3);
    desktop.setBadge(0);
    expect(app.setBadgeCount.mock.calls).toEqual([[3], [0]]);
  });
});
