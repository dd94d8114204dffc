import type { OperationName } from '@shared/contract/registry';
import type { OperationHandler } from './http/operation-handler';
import { GatewayError } from './http/gateway-error';

/** Integration-branch scaffold only: every use is replaced before the branch is merged. */
export function notBuiltYet<N extends OperationName>(name: N): OperationHandler<N> {
  return async () => {
    throw new GatewayError(501, { message: `${name} is not built yet.`, code: 'NOT_BUILT' });
  };
}
