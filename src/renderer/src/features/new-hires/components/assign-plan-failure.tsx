import { Alert, Button, Flex } from 'antd';
import { failureMessage } from '@renderer/lib/bridge';

export interface AssignPlanFailureProps {
  fullName: string;
  error: unknown;
  retrying: boolean;
  /** Trying again is turned off (read-only, or the plan's tasks are not at hand yet). */
  retryDisabled: boolean;
  onRetry(): void;
  onOpenHire(): void;
}

/** The hire was saved but its plan was not: say so, and offer to assign the plan again. */
export function AssignPlanFailure({ fullName, error, retrying, retryDisabled, onRetry, onOpenHire }: AssignPlanFailureProps) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`${fullName} was added, but the plan was not assigned.`}
      description={
        failureMessage(error, 'The plan could not be assigned.') + ' The plan’s tasks are still held here: try again, or open the hire and add a plan later.'
      }
      action={
        <Flex vertical gap={8}>
          <Button type="primary" loading={retrying} disabled={retryDisabled} onClick={onRetry}>
            Try again
          </Button>
          <Button disabled={retrying} onClick={onOpenHire}>
            Open the hire
          </Button>
        </Flex>
      }
    />
  );
}
