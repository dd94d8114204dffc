import type { message, notification } from 'antd';
import { createContext, useContext, useMemo } from 'react';
import { announcedToasts } from './announced-toasts';

export type MessageApi = ReturnType<typeof message.useMessage>[0];
export type NotificationApi = ReturnType<typeof notification.useNotification>[0];

export interface ToastApi {
  /** Short toasts at the top centre. */
  message: MessageApi;
  /** Longer notices that need a title. */
  notification: NotificationApi;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The app's toasts; each is also read out to screen readers (see announced-toasts). */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ThemeProvider.');
  return useMemo(() => announcedToasts(value), [value]);
}
