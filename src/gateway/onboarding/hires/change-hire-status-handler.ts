import { HIRE_STATUS_LABELS, HIRE_STATUS_MOVES, type HireStatus } from '@shared/onboarding';
import type { OperationHandler } from '../../http/operation-handler';
import { writeHireAtVersion } from './hire-versioned-write';
import type { GatewayServices } from '../../services';
import { conflict } from '../onboarding-access';
import { autoAssignPlans } from '../plans/auto-assign-plans';
import { currentManagedHire } from './hire-access';
import { type HireChange, recordHireChanges } from './hire-change-record';
import { statusMovesOf } from './hire-moves';
import { hireFullName } from './hire-names';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';
import { freshHireView } from './hire-view';
import { staleHire } from './stale-hire';

export const STATUS_MOVE_NOT_ALLOWED = 'STATUS_MOVE_NOT_ALLOWED';

/** Names the hire and where it is now (which may be past the status asked for: an approval on the start date). */
function statusChangedText(name: string, from: HireStatus, to: HireStatus): string {
  const status = HIRE_STATUS_LABELS[to].toLowerCase();
  if (to === 'withdrawn') return HIRE_TEXT.withdrawn(name);
  return from === 'withdrawn' ? HIRE_TEXT.reopened(name, status) : HIRE_TEXT.statusChanged(name, status);
}

/** `PUT NewHire/change-status/{id}`: a move of docs/adr/0006's table, or 409 with the moves allowed now. */
export function changeHireStatusHandler(services: GatewayServices): OperationHandler<'newHire.changeStatus'> {
  return async ({ id, version, status, reason }, { caller }) => {
    const { db } = services;
    const now = new Date();
    const hire = await currentManagedHire(db, caller, id, now);
    if (Number(hire.version) !== version) throw staleHire(Number(hire.version));

    const allowedMoves = statusMovesOf({ status: hire.status, startDate: hire.start_date, timezone: hire.timezone }, now);
    if (!allowedMoves.includes(status)) {
      const from = HIRE_STATUS_LABELS[hire.status].toLowerCase();
      const to = HIRE_STATUS_LABELS[status].toLowerCase();
      const message =
        hire.status === status
          ? HIRE_TEXT.sameStatus(from)
          : hire.status === 'withdrawn' && HIRE_STATUS_MOVES.withdrawn.includes(status)
            ? HIRE_TEXT.reopenAfterStart
            : HIRE_TEXT.moveNotAllowed(from, to);
      throw conflict(message, STATUS_MOVE_NOT_ALLOWED, { allowedMoves });
    }

    const at = now.toISOString();
    const changes: HireChange[] = [{ field: 'status', oldValue: HIRE_STATUS_LABELS[hire.status], newValue: HIRE_STATUS_LABELS[status] }];
    if (reason) changes.push({ field: 'statusReason', oldValue: null, newValue: reason });
    await db.transaction().execute(async (trx) => {
      await writeHireAtVersion(trx, { companyId: caller.companyId, hireId: hire.id, version }, { status }, { userId: caller.userId, at });
      await recordHireChanges(trx, { companyId: caller.companyId, hireId: hire.id, changedBy: caller.userId, changedAt: at }, changes);
      if (hire.status === 'pending' && status === 'preboarding') await autoAssignPlans(trx, caller.companyId, hire, caller.userId, at);
    });
    // An approval on or after the start date goes straight on to onboarding.
    await startDueOnboarding(db, caller.companyId, now, hire.id);
    const view = await freshHireView(db, caller, hire.id, now);
    return { message: statusChangedText(hireFullName(hire), hire.status, view.status), data: view };
  };
}
