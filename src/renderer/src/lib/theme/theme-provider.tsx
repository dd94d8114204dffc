// antd's styles as one static file (see buildThemeConfig's zeroRuntime): nothing is generated while rendering.
import 'antd/dist/antd.css';
import './document.css';
import { ConfigProvider, message, notification } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_PLACEMENT } from '@shared/constants';
import { ToastContext, type ToastApi } from '../toast/toast-context';
import { markDocumentTheme } from './document-theme';
import { buildThemeConfig } from './theme-config';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import { loadThemePreferences, saveThemePreferences, type ThemePreferences } from './theme-preferences';
import { useReducedMotion } from './use-reduced-motion';

const TOAST_SECONDS = TOAST_DURATION_MS / 1000;

/** Toast hosts inside the themed tree, so toasts follow the preset and the mode. */
function ToastHost({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage({ duration: TOAST_SECONDS, maxCount: 3 });
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: TOAST_PLACEMENT, duration: TOAST_SECONDS });
  const api = useMemo<ToastApi>(() => ({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);

  return (
    <ToastContext.Provider value={api}>
      {messageHolder}
      {notificationHolder}
      {children}
    </ToastContext.Provider>
  );
}

/** antd theme (preset × light/dark, the spec's breakpoints) and the toasts: top centre, 5 s. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<ThemePreferences>(() => loadThemePreferences());

  useEffect(() => {
    saveThemePreferences(preferences);
    markDocumentTheme(preferences);
  }, [preferences]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      ...preferences,
      setPreset: (preset) => setPreferences((current) => ({ ...current, preset })),
      setMode: (mode) => setPreferences((current) => ({ ...current, mode })),
    }),
    [preferences],
  );
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => buildThemeConfig(preferences.preset, preferences.mode, reducedMotion), [preferences, reducedMotion]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={themeConfig}>
        <ToastHost>{children}</ToastHost>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
