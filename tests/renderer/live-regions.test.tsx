import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@renderer/lib/theme/theme-provider';
import { LiveAnnouncer } from '@renderer/lib/toast/live-announcer';
import { useToast, type ToastApi } from '@renderer/lib/toast/toast-context';
import { showUndoToast } from '@renderer/lib/toast/undo-toast';
import { StylesOutOfDocument } from './support/render-app';

let toasts: ToastApi;
function GrabToasts() {
  toasts = useToast();
  return null;
}

function renderWithAnnouncer() {
  render(
    <ThemeProvider>
      <LiveAnnouncer />
      <GrabToasts />
    </ThemeProvider>,
    { wrapper: StylesOutOfDocument },
  );
  // Found before any toast: the regions are on the page first, and their text changes later.
  const polite = screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite');
  const assertive = screen.getAllByRole('alert').find((region) => region.getAttribute('aria-live') === 'assertive');
  if (!polite || !assertive) throw new Error('The live regions are missing.');
  return { polite, assertive };
}

/** The toast itself, not the live region that reads it out. */
function noticeOf(text: string) {
  const notice = [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].find((element) => element.textContent?.includes(text));
  if (!notice) throw new Error(`No toast says "${text}".`);
  return notice;
}

describe('live regions', () => {
  it('reads a success toast out through the polite region that was there first, and draws the toast as a quiet status', async () => {
    const { polite, assertive } = renderWithAnnouncer();
    act(() => void toasts.message.success('Profile saved.'));
    await waitFor(() => expect(polite).toHaveTextContent('Profile saved.'));
    expect(assertive).toBeEmptyDOMElement();
    await waitFor(() => expect(noticeOf('Profile saved.')).toHaveAttribute('role', 'status'));
    expect(noticeOf('Profile saved.')).toHaveAttribute('aria-live', 'off');
  });

  it('reads a warning notification’s title and text politely', async () => {
    const { polite } = renderWithAnnouncer();
    act(() => void toasts.notification.warning({ title: 'The gateway is slow', description: 'Changes are kept.' }));
    await waitFor(() => expect(polite).toHaveTextContent('The gateway is slow. Changes are kept.'));
  });

  it('keeps an error toast an alert', async () => {
    const { polite } = renderWithAnnouncer();
    act(() => void toasts.message.error('The profile could not be saved.'));
    await waitFor(() => expect(noticeOf('The profile could not be saved.')).toHaveAttribute('role', 'alert'));
    expect(polite).toBeEmptyDOMElement();
  });

  it('reads an undo toast’s words, not its button', async () => {
    const { polite } = renderWithAnnouncer();
    act(() => showUndoToast(toasts.message, { key: 'task', text: 'Task “Order a laptop” completed.', onUndo: () => undefined }));
    await waitFor(() => expect(polite).toHaveTextContent('Task “Order a laptop” completed.'));
    expect(polite).not.toHaveTextContent('Undo');
  });
});
