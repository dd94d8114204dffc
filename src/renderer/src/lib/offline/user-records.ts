import { CONFLICTS_KEY } from './change-conflicts';
import { RETURNED_COMMENTS_KEY } from './returned-comments';

/**
 * The user's own records among the cached queries: changes the gateway refused, waiting for the
 * user. Never read from the gateway nor stale, always kept in the copy (even when it outgrows its
 * limit), and wiped with the queue when the session becomes someone else's.
 */
export const USER_RECORD_ROOTS: readonly string[] = [CONFLICTS_KEY[0], RETURNED_COMMENTS_KEY[0]];

export function isUserRecord(queryKey: readonly unknown[]): boolean {
  return USER_RECORD_ROOTS.includes(queryKey[0] as string);
}
