import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { readableHire } from './hire-access';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';
import { hireView } from './hire-view';

/** `GET /NewHire/get-hire/{hiresId or userId}`. */
export function getHireHandler(services: GatewayServices): OperationHandler<'newHire.get'> {
  return async ({ id }, { caller }) => {
    const now = new Date();
    let row = await readableHire(services.db, caller, id);
    if (await startDueOnboarding(services.db, caller.companyId, now, row.id)) {
      row = await readableHire(services.db, caller, row.id);
    }
    return { message: HIRE_TEXT.found, data: await hireView(services.db, caller, row, now) };
  };
}
