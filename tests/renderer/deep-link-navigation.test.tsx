import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeepLinkNavigator } from '@renderer/lib/navigation/deep-link-navigator';
import { createFakeBridge } from './support/fake-bridge';
import { renderApp } from './support/render-app';

describe('deep links: the screen the shell asks for', () => {
  it('opens the reset-password screen of an hcm:// link from the sign-in page', async () => {
    const bridge = createFakeBridge();
    const { location } = renderApp('/sign-in', bridge);
    await screen.findByRole('button', { name: 'Login' });

    act(() => bridge.emitNavigate('/reset-password?userId=casey%40acme.example&code=123456'));

    await waitFor(() => expect(location()).toBe('/reset-password?userId=casey%40acme.example&code=123456'));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('opens each screen a mail links to, one after the other, from the first render on', async () => {
    const bridge = createFakeBridge();
    const { location } = renderApp('/sign-in', bridge);
    // The first one arrives before the session has even loaded, as the link the app was started with.
    for (const path of ['/set-new-password?userId=u-1', '/otp-verification?id=casey%40acme.example&type=email', '/reset-password?userId=u-1&code=9']) {
      act(() => bridge.emitNavigate(path));
      await waitFor(() => expect(location()).toBe(path));
    }
  });

  it('ignores anything that is not a path inside the app', async () => {
    const bridge = createFakeBridge();
    const navigate = vi.fn();
    window.hcm = bridge;
    render(<DeepLinkNavigator navigate={navigate} />);
    for (const path of ['https://evil.example/', '//evil.example/sign-in', 'reset-password?userId=u', 'javascript:alert(1)', '']) {
      act(() => bridge.emitNavigate(path));
    }
    expect(navigate).not.toHaveBeenCalled();
    act(() => bridge.emitNavigate('/set-new-password?userId=u-2'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/set-new-password?userId=u-2');
  });

  it('stops listening once the app is gone', async () => {
    const bridge = createFakeBridge();
    const navigate = vi.fn();
    window.hcm = bridge;
    const view = render(<DeepLinkNavigator navigate={navigate} />);
    view.unmount();
    act(() => bridge.emitNavigate('/set-new-password?userId=u-3'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
