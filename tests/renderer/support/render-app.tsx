import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@renderer/app/app';
import { appRoutes } from '@renderer/app/router';
import type { FakeBridge } from './fake-bridge';

/** Renders the whole renderer at a path, against a fake window.hcm. */
export function renderApp(path: string, bridge: FakeBridge) {
  window.hcm = bridge;
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, location };
}
