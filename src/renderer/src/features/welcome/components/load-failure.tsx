import { Alert, Button } from 'antd';
import { failureMessage } from '@renderer/lib/bridge';

export interface LoadFailureProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}

export function LoadFailure({ title, error, retrying, onRetry }: LoadFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={failureMessage(error, 'The onboarding gateway did not answer.')}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
