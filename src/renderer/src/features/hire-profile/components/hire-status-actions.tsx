import { Button } from 'antd';
import { useState } from 'react';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { HIRE_STATUS_MOVE_LABELS, type HireStatus } from '@shared/onboarding';
import { WITHDRAW_HIRE_TEXT, WithdrawHireDialog } from '@renderer/domain/hires/withdraw-hire-dialog';
import { useHireAction } from '../api/use-hire-action';
import { hireDisplayName } from '../lib/hire-name';

export interface HireStatusActionsProps {
  hire: Hire;
  canChange: boolean;
}

/**
 * The status moves the gateway allows this user now, one button each. Withdraw asks first. A move
 * made on an old version (409) shows the server's message and reloads the hire.
 */
export function HireStatusActions({ hire, canChange }: HireStatusActionsProps) {
  const [withdrawing, setWithdrawing] = useState(false);
  const changeStatus = useHireAction('newHire.changeStatus', hire._id, { afterSuccess: () => setWithdrawing(false) });
  const move = (status: HireStatus, reason = '') => {
    if (!canChange) return;
    changeStatus.mutate({ id: hire._id, version: hire.version, status, ...(reason === '' ? {} : { reason }) });
  };
  const moving = changeStatus.isPending ? changeStatus.variables.status : null;

  return (
    <>
      {hire.allowedMoves.map((status) => (
        <Button
          key={status}
          type={status === 'preboarding' ? 'primary' : 'default'}
          danger={status === 'withdrawn'}
          disabled={!canChange || (changeStatus.isPending && moving !== status)}
          loading={moving === status && !withdrawing}
          onClick={() => (status === 'withdrawn' ? setWithdrawing(true) : move(status))}
        >
          {HIRE_STATUS_MOVE_LABELS[status]}
        </Button>
      ))}
      <WithdrawHireDialog
        hireName={withdrawing && hire.allowedMoves.includes('withdrawn') ? hireDisplayName(hire) : null}
        explanation={WITHDRAW_HIRE_TEXT.fromProfile}
        pending={changeStatus.isPending}
        onConfirm={(reason) => move('withdrawn', reason)}
        onCancel={() => setWithdrawing(false)}
      />
    </>
  );
}
