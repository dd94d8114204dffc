import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHE_MAX_CHARS } from '@shared/offline';
import { CONFLICTS_KEY, type ChangeConflict } from '@renderer/domain/tasks/change-conflicts';
import { OFFLINE_CACHE_BUSTER, OFFLINE_DATA_MAX_AGE_MS, offlineDehydrateOptions } from '@renderer/lib/offline/offline-cache-policy';
import { parseCopy, serializeCopy } from '@renderer/lib/offline/persisted-copy';
import { RETURNED_COMMENTS_KEY, type ReturnedComment } from '@renderer/domain/tasks/returned-comments';
import { task } from './support/onboarding-fixtures';

const LAPTOP = task();
const CONFLICT: ChangeConflict = {
  id: 'key-1',
  taskId: LAPTOP._id,
  status: 'done',
  blockedReason: null,
  snapshot: { title: LAPTOP.title, hireName: LAPTOP.hire.fullName, status: 'todo', blockedReason: null },
  madeAt: '2026-11-02T09:00:00.000Z',
  madeOffline: true,
  message: 'This task was changed by someone else.',
};
const RETURNED: ReturnedComment = {
  id: 'key-2',
  taskId: LAPTOP._id,
  body: 'Written on the train.',
  message: 'You can no longer comment on this task.',
  fieldError: null,
};

/** A copy holding a read of `readChars` characters, saved `readAge` ms ago, and both of the user's records. */
function copyWith(readChars: number, readAge = 0): string {
  const client = new QueryClient();
  client.setQueryData(['tasks.assigned', {}], { note: 'x'.repeat(readChars) }, { updatedAt: Date.now() - readAge });
  client.setQueryData(CONFLICTS_KEY, [CONFLICT], { updatedAt: Date.now() - readAge });
  client.setQueryData(RETURNED_COMMENTS_KEY, [RETURNED], { updatedAt: Date.now() - readAge });
  const text = serializeCopy({ timestamp: Date.now(), buster: OFFLINE_CACHE_BUSTER, clientState: dehydrate(client, offlineDehydrateOptions) });
  client.clear();
  return text;
}

const rootsOf = (text: string) => parseCopy(text)?.clientState.queries.map((query) => query.queryKey[0]);

describe('the offline copy', () => {
  it('drops the reads, never the user’s own records, once it outgrows what the core keeps', () => {
    expect(rootsOf(copyWith(10))).toEqual(['tasks.assigned', 'offline.conflicts', 'offline.returnedComments']);
    const outgrown = copyWith(OFFLINE_CACHE_MAX_CHARS);
    expect(outgrown.length).toBeLessThan(OFFLINE_CACHE_MAX_CHARS);
    expect(rootsOf(outgrown)).toEqual(['offline.conflicts', 'offline.returnedComments']);
    expect(outgrown).toContain('Written on the train.');
  });

  it('leaves out reads past the offline age when read back, and keeps the user’s records however old', () => {
    expect(rootsOf(copyWith(10, OFFLINE_DATA_MAX_AGE_MS + 60_000))).toEqual(['offline.conflicts', 'offline.returnedComments']);
  });
});
