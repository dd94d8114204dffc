import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@renderer/app/app';
import { createAppRouter } from '@renderer/app/router';
import { CoreUnavailable } from '@renderer/components/core-unavailable';
import { hasBridge } from '@renderer/lib/bridge';

const container = document.getElementById('root');
if (container && hasBridge()) {
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
