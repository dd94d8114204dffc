import type { App, Notification, NotificationConstructorOptions } from 'electron';
import type { OverdueNotifier, OverdueTaskNotice } from '@main/core/overdue-watch';
import { toDisplayDate } from '@shared/date-format';
import { routes } from '@shared/routes';

/** Where a click on an overdue notification leads: My tasks, filtered to the overdue ones. */
export const OVERDUE_TASKS_PATH = routes.tasks({ due: 'overdue' });

export const OVERDUE_NOTIFICATION_TEXT = {
  taskTitle: 'A task of yours is overdue',
  taskBody: (task: OverdueTaskNotice) => `${task.title} for ${task.hireName} was due ${toDisplayDate(task.dueDate)}.`,
  summaryTitle: (count: number) => `${count} of your tasks are overdue`,
  summaryBody: 'Open My tasks to see them.',
} as const;

/** The parts of Electron the notifier uses, passed in so tests can stand in for them. */
export interface DesktopNotificationsOptions {
  Notification: { new (options: NotificationConstructorOptions): Pick<Notification, 'show' | 'on'>; isSupported(): boolean };
  app: Pick<App, 'setBadgeCount'>;
  /** Brings the window forward and opens the in-app path. */
  focusAndNavigate(path: string): void;
}

/** The core's notifier on Electron: OS notifications that open the overdue tasks, and the app icon's badge. */
export function createDesktopNotifications(options: DesktopNotificationsOptions): OverdueNotifier {
  // Electron may collect a notification nobody references before the user clicks it.
  const shown = new Set<Pick<Notification, 'show' | 'on'>>();

  function show(title: string, body: string): void {
    if (!options.Notification.isSupported()) return;
    const notification = new options.Notification({ title, body });
    shown.add(notification);
    notification.on('click', () => {
      shown.delete(notification);
      options.focusAndNavigate(OVERDUE_TASKS_PATH);
    });
    notification.on('close', () => shown.delete(notification));
    notification.on('failed', () => shown.delete(notification));
    notification.show();
  }

  return {
    notify: (task) => show(OVERDUE_NOTIFICATION_TEXT.taskTitle, OVERDUE_NOTIFICATION_TEXT.taskBody(task)),
    notifySummary: (count) => show(OVERDUE_NOTIFICATION_TEXT.summaryTitle(count), OVERDUE_NOTIFICATION_TEXT.summaryBody),
    setBadge(count) {
      // macOS and Linux show it; elsewhere the call answers false and there is no badge to keep in step.
      options.app.setBadgeCount(count);
    },
  };
}
