import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { failureMessage } from '@renderer/lib/bridge';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export interface LoadFailureProps {
  /** What could not be loaded, e.g. 'Your day could not be loaded'. */
  title: string;
  /** The failure; its message (or the gateway's silence) is the description. */
  error: unknown;
  /** A new try is under way: the button spins. */
  retrying: boolean;
  onRetry(): void;
  style?: CSSProperties;
}

/** A read that failed: what, why, and Retry. */
export function LoadFailure({ title, error, retrying, onRetry, style }: LoadFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={title}
      description={failureMessage(error, 'The onboarding gateway did not answer.')}
      action={
        <AllowWhileReadOnly>
          <Button size="small" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        </AllowWhileReadOnly>
      }
    />
  );
}
