import { Button } from 'antd';
import { useState } from 'react';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { HIRE_STATUS_MOVE_LABELS, type HireStatus } from '@shared/onboarding';
import { ReopenHireDialog } from '@renderer/domain/hires/reopen-hire-dialog';
import { WITHDRAW_HIRE_TEXT, WithdrawHireDialog } from '@renderer/domain/hires/withdraw-hire-dialog';
import { useHireAction } from '../api/use-hire-action';
import { hireDisplayName } from '../lib/hire-name';

export interface HireStatusActionsProps {
  hire: Hire;
  canChange: boolean;
}

/**
 * The status moves the gateway allows this user now, one button each. Withdraw asks first; Reopen
 * asks where the hire goes back to. A move made on an old version (409) shows the server's message
 * and reloads the hire.
 */
export function HireStatusActions({ hire, canChange }: HireStatusActionsProps) {
  const [asking, setAsking] = useState<'withdrawn' | 'reopen' | null>(null);
  const changeStatus = useHireAction('newHire.changeStatus', hire._id, { afterSuccess: () => setAsking(null) });
  const reopening = hire.status === 'withdrawn';
  // A withdrawn hire's moves are all reopenings: one button, the dialog offers where to.
  const buttons = reopening ? hire.allowedMoves.slice(0, 1) : hire.allowedMoves;
  const move = (status: HireStatus, reason = '') => {
    if (!canChange) return;
    changeStatus.mutate({ id: hire._id, version: hire.version, status, ...(reason === '' ? {} : { reason }) });
  };
  const moving = changeStatus.isPending ? changeStatus.variables.status : null;

  return (
    <>
      {buttons.map((status) => (
        <Button
          key={status}
          type={status === 'preboarding' && !reopening ? 'primary' : 'default'}
          danger={status === 'withdrawn'}
          disabled={!canChange || (changeStatus.isPending && moving !== status)}
          loading={moving === status && asking === null}
          onClick={() => (status === 'withdrawn' ? setAsking('withdrawn') : reopening ? setAsking('reopen') : move(status))}
        >
          {reopening ? HIRE_STATUS_MOVE_LABELS.pending : HIRE_STATUS_MOVE_LABELS[status]}
        </Button>
      ))}
      <WithdrawHireDialog
        hireName={asking === 'withdrawn' && hire.allowedMoves.includes('withdrawn') ? hireDisplayName(hire) : null}
        explanation={WITHDRAW_HIRE_TEXT.fromProfile}
        pending={changeStatus.isPending}
        onConfirm={(reason) => move('withdrawn', reason)}
        onCancel={() => setAsking(null)}
      />
      <ReopenHireDialog
        hireName={asking === 'reopen' && reopening ? hireDisplayName(hire) : null}
        allowed={hire.allowedMoves}
        pending={changeStatus.isPending}
        readOnly={!canChange}
        onConfirm={(status) => move(status)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
