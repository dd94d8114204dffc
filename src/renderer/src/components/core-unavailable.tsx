import { Button } from 'antd';

/** Shown when the session cannot be read from the app core at all; kept light, it is part of the entry. */
export function CoreUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <main role="alert" style={{ maxWidth: 560, margin: '20vh auto', padding: 24, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 24 }}>HCM Onboarding could not start</h1>
      <p>The app could not read your session. Open it from the desktop app or its local web host, then try again.</p>
      {onRetry ? (
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </main>
  );
}
