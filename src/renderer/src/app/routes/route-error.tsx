import { Button } from 'antd';

/** Last resort when a screen fails to render or its code cannot be loaded; kept light, it is part of the entry. */
export function RouteError() {
  return (
    <main role="alert" style={{ maxWidth: 560, margin: '20vh auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24 }}>This screen could not be shown</h1>
      <p>Reload the window to try again. If it keeps happening, restart HCM Onboarding.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
