import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import enUS from 'antd/es/date-picker/locale/en_US';
import { useMemo, type ReactNode } from 'react';

/** Day cells with less space above and below; given to each picker as its `styles`. */
export const COMPACT_CALENDAR_STYLES = { popup: { item: { paddingBlock: 2 } } } as const;

/**
 * The calendar header's month and year buttons are named by the month and year they show rather
 * than by a fixed 'Choose a month', which would hide the visible text from speech users (WCAG 2.5.3).
 */
export const CALENDAR_LOCALE: PickerLocale = { ...enUS, lang: { ...enUS.lang, monthSelect: '', yearSelect: '', decadeSelect: '' } };

/**
 * Spec section 9: a popup is at most 300 px high. antd's calendars run 305 to 350 px, so these
 * draw their header, footer, day rows and month cells a little tighter. Days of the neighbouring
 * months, which stay clickable, take the secondary text colour instead of antd's faint one so they
 * keep a 4.5:1 contrast. The rest of the theme is inherited.
 */
export function CompactCalendar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const config = useMemo<ThemeConfig>(
    () => ({ components: { DatePicker: { textHeight: 32, withoutTimeCellHeight: 48, colorTextDisabled: token.colorTextSecondary } } }),
    [token.colorTextSecondary],
  );
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}
