import { vi } from 'vitest';
import type { HcmBridge } from '@shared/bridge';
import type { RegisteredCompany } from '@shared/contract/company-register';
import type { CallResult } from '@shared/contract/errors';
import type { OperationInput, OperationOutput, RendererOperationName } from '@shared/contract/registry';
import type { FakeBridge } from './fake-bridge';

/** What the renderer sends with a call besides its input, e.g. a change's idempotency key. */
export type CallOptions = Parameters<HcmBridge['api']['call']>[2];

export type FakeApiHandlers = {
  [N in RendererOperationName]?: (input: OperationInput<N>, options: CallOptions) => CallResult<OperationOutput<N>> | Promise<CallResult<OperationOutput<N>>>;
};

/**
 * Answers the named gateway operations of a fake bridge; other names keep the bridge's own
 * answers. The returned mock records every (name, input, options) the renderer sent.
 */
export function fakeApi(bridge: FakeBridge, handlers: FakeApiHandlers) {
  const fallback = bridge.api.call.bind(bridge.api);
  const call = vi.fn(async (name: RendererOperationName, input: unknown, options?: CallOptions): Promise<CallResult<unknown>> => {
    const handler = handlers[name] as ((value: unknown, sentWith: CallOptions) => CallResult<unknown> | Promise<CallResult<unknown>>) | undefined;
    if (handler) return handler(input, options);
    return fallback(name, input as never, options);
  });
  bridge.api = { call: call as unknown as HcmBridge['api']['call'] };
  return call;
}

export function answer(message: string): CallResult<{ message: string }> {
  return { ok: true, data: { message } };
}

export function refuse(message: string, status = 400): CallResult<{ message: string }> {
  return { ok: false, error: { status, message } };
}

/** A UK register entry as the company-register search answers it. */
export function registeredCompany(companyNumber: string, companyName: string, postalCode = 'SW1A 1AA'): RegisteredCompany {
  return {
    company_name: companyName,
    company_number: companyNumber,
    company_status: 'active',
    registered_office_address: { address_line_1: '1 High Street', locality: 'London', postal_code: postalCode },
  };
}

/** One page of the company-register search. */
export function registerPage(items: RegisteredCompany[], total = items.length): CallResult<OperationOutput<'companyRegister.search'>> {
  return { ok: true, data: { message: 'OK', data: { items, total } } };
}
