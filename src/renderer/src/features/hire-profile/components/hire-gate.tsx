import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { failureMessage } from '@renderer/lib/bridge';
import { isNotFound } from '../api/call-failures';
import { useHire } from '../api/use-hire';
import { useHireId } from '../hooks/use-hire-id';
import { HireMissing } from './hire-missing';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export interface HireGateProps {
  /** The page, once the hire of `?id=` is loaded. */
  children(hire: Hire): ReactNode;
}

function LoadedHire({ hireId, children }: { hireId: string } & HireGateProps) {
  const hire = useHire(hireId);
  if (hire.isError && isNotFound(hire.error)) return <HireMissing why="not-found" />;
  if (hire.data) return children(hire.data);
  if (hire.isError) {
    return (
      <Result
        status="error"
        title="The new hire could not be loaded"
        subTitle={failureMessage(hire.error, 'The onboarding gateway did not answer. Check your connection and try again.')}
        extra={
          <AllowWhileReadOnly>
            <Button type="primary" onClick={() => void hire.refetch()} loading={hire.isFetching}>
              Retry
            </Button>
          </AllowWhileReadOnly>
        }
      />
    );
  }
  return (
    <Card aria-busy="true" aria-label="Loading the new hire">
      <Skeleton active avatar paragraph={{ rows: 4 }} />
    </Card>
  );
}

/** Reads the hire named by `?id=`: a skeleton while it loads, a clear result when there is none. */
export function HireGate({ children }: HireGateProps) {
  const hireId = useHireId();
  if (hireId === null) return <HireMissing why="no-id" />;
  return (
    <LoadedHire key={hireId} hireId={hireId}>
      {children}
    </LoadedHire>
  );
}
