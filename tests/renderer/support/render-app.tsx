import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@renderer/app/app';
import { appRoutes } from '@renderer/app/router';
import type { FakeBridge } from './fake-bridge';

/** Renders the whole renderer at a path, against a fake window.hcm. */
export function renderApp(path: string, bridge: FakeBridge) {
  window.hcm = bridge;
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // The pointer-events check reads computed styles up the tree on every event, which under antd's
  // many style tags costs most of a test's time in jsdom; disabled controls are asserted directly.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(<App router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, location };
}
