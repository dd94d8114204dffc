import { CRITERIA_TEXT } from '@shared/criteria';
import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { criteriaOptions } from './criteria-options';
import { checkCriteria } from './criteria-values';
import { countCurrentHiresMatching } from './matching';

/** The `criteria.*` operations: what the rule editor reads while criteria are edited. */
export function criteriaHandlers(services: GatewayServices): NamespaceHandlers<'criteria'> {
  return {
    'criteria.options': async (_input, { caller }) => ({ message: CRITERIA_TEXT.options, data: await criteriaOptions(services.db, caller.companyId) }),
    'criteria.matchingHires': async ({ criteria }, { caller }) => {
      await checkCriteria(services.db, caller.companyId, criteria);
      return { message: CRITERIA_TEXT.matchingHires, data: { count: await countCurrentHiresMatching(services.db, caller.companyId, criteria) } };
    },
  };
}
