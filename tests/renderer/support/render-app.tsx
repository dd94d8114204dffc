import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@renderer/app/app';
import { appRoutes } from '@renderer/app/router';
import type { FakeBridge } from './fake-bridge';

/**
 * antd writes its styles as it renders, and jsdom parses every style tag: well over half of a test
 * that renders whole screens. Rendering as on a server keeps the styles out of the document, for
 * tests that assert nothing a style hides or shows.
 */
export function StylesOutOfDocument({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

/** Renders the whole renderer at a path, against a fake window.hcm. */
export function renderApp(path: string, bridge: FakeBridge) {
  window.hcm = bridge;
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // The pointer-events check reads computed styles up the tree on every event, which under antd's
  // many style tags costs most of a test's time in jsdom; disabled controls are asserted directly.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(<App router={router} />, { wrapper: StylesOutOfDocument });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, location };
}
