import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { HcmBridge } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import { BridgeError } from '@renderer/lib/bridge';
import { invalidateOperation, operationPagesQuery, operationQuery } from '@renderer/lib/query/operation-query';
import { DEFAULT_STALE_TIME_MS } from '@renderer/lib/query/query-stale-times';
import { createFakeBridge } from './support/fake-bridge';
import { hire } from './support/onboarding-fixtures';

const clients: QueryClient[] = [];
function client(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  return queryClient;
}

/** A bridge whose every call answers `answer`, recording what was asked. */
function bridgeAnswering(answer: (name: string, input: unknown) => CallResult<unknown>) {
  const calls: unknown[][] = [];
  const bridge = createFakeBridge();
  bridge.api = {
    call: (async (...args: unknown[]) => {
      calls.push(args);
      return answer(args[0] as string, args[1]);
    }) as HcmBridge['api']['call'],
  };
  window.hcm = bridge;
  return calls;
}

afterEach(() => {
  for (const queryClient of clients.splice(0)) queryClient.clear();
});

describe('operationQuery', () => {
  it('caches an operation’s answer under [operation, input] and reads it through the bridge with that input alone', async () => {
    const calls = bridgeAnswering(() => ({ ok: true, data: { message: '', data: hire() } }));
    const options = operationQuery('newHire.get', { id: 'hire-1' });
    expect(options.queryKey).toEqual(['newHire.get', { id: 'hire-1' }]);

    const queryClient = client();
    const answer = await queryClient.fetchQuery(options);
    expect(calls).toEqual([['newHire.get', { id: 'hire-1' }]]);
    expect(answer.data._id).toBe(hire()._id);
    expect(queryClient.getQueryData(['newHire.get', { id: 'hire-1' }])).toBe(answer);
  });

  it('gives every read of an operation the same stale time, from the table', () => {
    // Adding a hire and assigning a plan both read the templates: kept ten minutes for both.
    expect(operationQuery('tasks.planTemplates', {}).staleTime).toBe(10 * 60_000);
    expect(operationQuery('settings.departments', {}).staleTime).toBe(10 * 60_000);
    expect(operationQuery('newHire.previewStartDateShift', { id: 'hire-1', startDate: '2026-12-01' }).staleTime).toBe(0);
    expect(operationQuery('newHire.get', { id: 'hire-1' }).staleTime).toBe(DEFAULT_STALE_TIME_MS);
  });

  it('throws a refused call as the BridgeError the screens read: status, code, message and field messages', async () => {
    bridgeAnswering(() => ({
      ok: false,
      error: { status: 409, code: 'STALE_VERSION', message: 'This hire was changed by someone else.', fieldErrors: { startDate: ['Too late.'] } },
    }));
    const failure = await client()
      .fetchQuery(operationQuery('newHire.get', { id: 'hire-1' }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
      message: 'This hire was changed by someone else.',
      fieldErrors: { startDate: ['Too late.'] },
    });
  });

  it('types the data under its key: setQueryData refuses an answer of another shape', () => {
    const queryClient = client();
    const { queryKey } = operationQuery('newHire.get', { id: 'hire-1' });
    queryClient.setQueryData(queryKey, { message: 'Saved', data: hire() });
    expect(queryClient.getQueryData(queryKey)?.data._id).toBe(hire()._id);
    // @ts-expect-error a hire's answer holds the hire under `data`
    queryClient.setQueryData(queryKey, { message: 'Saved', hire: hire() });
  });
});

describe('operationPagesQuery', () => {
  it('keys the pages by the input without its offset and reads each page from its offset', async () => {
    const calls = bridgeAnswering((_name, input) => {
      const offset = (input as { offset: number }).offset;
      return { ok: true, data: { message: '', data: { items: [{ offset }], total: 2 } } };
    });
    const options = operationPagesQuery('newHire.changes', { id: 'hire-1', limit: 1 }, (last, pages) =>
      pages.length < last.data.total ? pages.length : undefined,
    );
    expect(options.queryKey).toEqual(['newHire.changes', { id: 'hire-1', limit: 1 }]);
    const queryClient = client();
    await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(calls).toEqual([
      ['newHire.changes', { id: 'hire-1', limit: 1, offset: 0 }],
      ['newHire.changes', { id: 'hire-1', limit: 1, offset: 1 }],
    ]);
  });
});

describe('invalidateOperation', () => {
  it('marks stale the reads of one operation, or of those holding the given input, and nothing else', async () => {
    const queryClient = client();
    const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, { message: '', data: null });
    seed(['newHire.get', { id: 'hire-1' }]);
    seed(['newHire.get', { id: 'hire-2' }]);
    seed(['tasks.ofHire', { hireId: 'hire-1' }]);
    const stale = () =>
      queryClient
        .getQueryCache()
        .findAll({ stale: true, predicate: (query) => query.state.isInvalidated })
        .map((query) => query.queryKey);

    await invalidateOperation(queryClient, 'newHire.get', { id: 'hire-1' });
    expect(stale()).toEqual([['newHire.get', { id: 'hire-1' }]]);
    await invalidateOperation(queryClient, 'newHire.get');
    expect(stale()).toEqual([
      ['newHire.get', { id: 'hire-1' }],
      ['newHire.get', { id: 'hire-2' }],
    ]);
  });
});
