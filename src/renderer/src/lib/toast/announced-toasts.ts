import type { ReactNode } from 'react';
import { announce } from './live-announcer';
import type { MessageApi, NotificationApi, ToastApi } from './toast-context';

type MessageConfig = Parameters<MessageApi['open']>[0];
type NotificationConfig = Parameters<NotificationApi['open']>[0];
type MessageType = 'success' | 'info' | 'warning' | 'loading';
type NotificationType = 'success' | 'info' | 'warning';

/**
 * A toast that is not an error is a status, not an alert: antd marks every toast role="alert".
 * It stays a status region (so it is part of the page's regions) that does not speak itself
 * (aria-live off): the app's live regions, there from the start, read its text out once.
 * Errors keep antd's role="alert", which screen readers read as it appears.
 */
const QUIET_STATUS = { role: 'status', props: { 'aria-live': 'off' } } as const;

function isConfig(content: unknown): content is MessageConfig {
  return typeof content === 'object' && content !== null && 'content' in content;
}

function plainText(node: ReactNode): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}

function quietMessage(content: ReactNode | MessageConfig): MessageConfig {
  const config = isConfig(content) ? content : { content };
  announce(plainText(config.content));
  // antd's message passes role and props on to the notice it draws, though its type does not list them.
  return { ...config, ...QUIET_STATUS } as MessageConfig;
}

function quietNotification(config: NotificationConfig): NotificationConfig {
  announce([plainText(config.title), plainText(config.description)].filter(Boolean).join('. '));
  return { ...config, ...QUIET_STATUS };
}

/** The toast API with every toast read out to screen readers once, politely unless it is an error. */
export function announcedToasts({ message, notification }: ToastApi): ToastApi {
  const messageOf =
    (type: MessageType) =>
    (...[content, ...rest]: Parameters<MessageApi[MessageType]>) =>
      message[type](quietMessage(content), ...rest);
  const notificationOf = (type: NotificationType) => (config: NotificationConfig) => notification[type](quietNotification(config));
  return {
    message: {
      ...message,
      open: (config) => (config.type === 'error' ? message.open(config) : message.open(quietMessage(config))),
      success: messageOf('success'),
      info: messageOf('info'),
      warning: messageOf('warning'),
      loading: messageOf('loading'),
    },
    notification: {
      ...notification,
      open: (config) => (config.type === 'error' ? notification.open(config) : notification.open(quietNotification(config))),
      success: notificationOf('success'),
      info: notificationOf('info'),
      warning: notificationOf('warning'),
    },
  };
}
