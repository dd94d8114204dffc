import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@renderer/app/app';
import { createAppRouter, publicScreenAt } from '@renderer/app/router';
import { CoreUnavailable } from '@renderer/components/core-unavailable';
import { areaPathOf } from '@renderer/config/onboarding-areas';
import { hasBridge } from '@renderer/lib/bridge';
import { readCopyAhead } from '@renderer/lib/offline/copy-read-ahead';

const container = document.getElementById('root');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      {hasBridge() ? (
        <App router={createAppRouter()} />
      ) : (
        <ConfigProvider>
          <CoreUnavailable />
        </ConfigProvider>
      )}
    </StrictMode>,
  );
}

if (container && hasBridge() && areaPathOf(window.location.pathname) !== null) {
  // Opening on a signed-in screen: its code and the offline copy are fetched alongside the session,
  // and the first render waits for the code, so the screen is drawn once instead of after a
  // loading frame. Only a signed-in screen's address fetches the page registry: the sign-in page
  // stays as light as it was.
  readCopyAhead();
  void import('@renderer/app/screen-preload')
    .then(({ preloadScreen }) => preloadScreen(window.location.pathname))
    .catch(() => undefined)
    .finally(() => render(container));
} else if (container) {
  // Likewise a screen open to anyone (the sign-in form): drawn once its code is in.
  const screen = hasBridge() ? publicScreenAt(window.location.pathname) : undefined;
  if (screen) void screen.preload().catch(() => undefined).finally(() => render(container));
  else render(container);
}
