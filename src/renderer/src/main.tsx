import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@renderer/app/app';
import { createAppRouter } from '@renderer/app/router';
import { CoreUnavailable } from '@renderer/components/core-unavailable';
import { areaPathOf } from '@renderer/config/onboarding-areas';
import { hasBridge } from '@renderer/lib/bridge';

const container = document.getElementById('root');
// Only a signed-in screen's address fetches the page registry: the sign-in page stays as light as it was.
if (container && hasBridge() && areaPathOf(window.location.pathname) !== null) {
  void import('@renderer/app/screen-preload').then(({ preloadScreen }) => preloadScreen(window.location.pathname)).catch(() => undefined);
}
if (container) {
  createRoot(container).render(
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
