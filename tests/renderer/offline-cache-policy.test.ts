import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFLICTS_KEY } from '@renderer/domain/tasks/change-conflicts';
import { isKeptQuery, offlineDehydrateOptions, readsOf } from '@renderer/lib/offline/offline-cache-policy';
import { operationPagesQuery, operationQuery } from '@renderer/lib/query/operation-query';

const queryClient = new QueryClient();
afterEach(() => queryClient.clear());

const keptRoots = () => dehydrate(queryClient, offlineDehydrateOptions).queries.map((query) => query.queryKey[0]);

describe('the offline cache policy', () => {
  it('keeps every read a hire’s screens show, and leaves the start-date preview out', () => {
    const answer = { message: '', data: null };
    for (const { queryKey } of [
      operationQuery('newHire.get', { id: 'hire-1' }),
      operationQuery('tasks.ofHire', { hireId: 'hire-1' }),
      operationQuery('newHire.plans', { hiresId: 'hire-1' }),
      operationQuery('newHire.documents', { userId: 'hire-1' }),
      operationQuery('newHire.welcomeExperience', { id: 'hire-1' }),
      operationQuery('newHire.previewStartDateShift', { id: 'hire-1', startDate: '2026-12-01' }),
    ])
      queryClient.setQueryData<unknown>(queryKey as readonly unknown[], answer);
    const changes = operationPagesQuery('newHire.changes', { id: 'hire-1', limit: 20 }, () => undefined);
    queryClient.setQueryData(changes.queryKey, { pages: [], pageParams: [] });

    expect(keptRoots().sort()).toEqual(['newHire.changes', 'newHire.documents', 'newHire.get', 'newHire.plans', 'newHire.welcomeExperience', 'tasks.ofHire']);
  });

  it('keeps the user’s records, and nothing that has not been read yet', () => {
    queryClient.setQueryData(CONFLICTS_KEY, []);
    expect(isKeptQuery({ queryKey: operationQuery('tasks.assigned', {}).queryKey, state: { status: 'pending' } as never })).toBe(false);
    expect(keptRoots()).toEqual([CONFLICTS_KEY[0]]);
  });

  it('names operations of the contract only', () => {
    const keepsHireScreens = readsOf(['newHire.get', 'tasks.ofHire']);
    expect(keepsHireScreens(operationQuery('tasks.ofHire', { hireId: 'hire-1' }).queryKey)).toBe(true);
    // @ts-expect-error 'hire' is no operation of the contract: a policy naming it would keep nothing
    readsOf(['newHire.get', 'hire']);
  });
});
