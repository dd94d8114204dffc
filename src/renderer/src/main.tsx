import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@renderer/app/app';
import type { AppStart } from '@renderer/app/app-start';
import { createAppRouter, publicScreenAt } from '@renderer/app/router';
import { CoreUnavailable } from '@renderer/components/core-unavailable';
import { areaPathOf } from '@renderer/config/onboarding-areas';
import { hasBridge, hcm } from '@renderer/lib/bridge';
import { readCopyAhead } from '@renderer/lib/offline/copy-read-ahead';
import { markDocumentTheme } from '@renderer/lib/theme/document-theme';
import { loadThemePreferences } from '@renderer/lib/theme/theme-preferences';

const container = document.getElementById('root');
// The page takes the user's look before anything renders: a change to <html> or <body> after the
// first render would restyle every element of the screen once more.
markDocumentTheme(loadThemePreferences());

function render(root: HTMLElement, start?: AppStart): void {
  createRoot(root).render(
    <StrictMode>
      {hasBridge() ? (
        <App router={createAppRouter()} start={start} />
      ) : (
        <ConfigProvider>
          <CoreUnavailable />
        </ConfigProvider>
      )}
    </StrictMode>,
  );
}

if (container && hasBridge() && areaPathOf(window.location.pathname) !== null) {
  // Opening on a signed-in screen: its code, the session and the offline copy are fetched together,
  // and the first render waits for them, so the screen is drawn once, with the saved data, instead
  // of after loading frames. Only a signed-in screen's address fetches the page registry: the
  // sign-in page stays as light as it was.
  readCopyAhead();
  const sessionRead = hcm().session.get();
  sessionRead.catch(() => undefined);
  void import('@renderer/app/app-start')
    .then(({ prepareSignedInStart }) => prepareSignedInStart(window.location.pathname, sessionRead))
    .catch(() => undefined)
    .then((start) => render(container, start));
} else if (container) {
  // Likewise a screen open to anyone (the sign-in form): drawn once its code is in.
  const screen = hasBridge() ? publicScreenAt(window.location.pathname) : undefined;
  if (screen)
    void screen
      .preload()
      .catch(() => undefined)
      .finally(() => render(container));
  else render(container);
}
