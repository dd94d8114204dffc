import { BridgeError } from '@renderer/lib/bridge';

/** The gateway's code for a change made on a version that is no longer the latest. */
export const STALE_VERSION_CODE = 'STALE_VERSION';
/** The gateway is still answering an earlier try with the same key. */
const KEY_IN_USE_CODE = 'IDEMPOTENCY_KEY_IN_USE';

/** Statuses that say "not now" rather than "no": the gateway or the way to it is away or busy. */
const TRANSIENT_STATUSES = new Set([0, 429, 502, 503, 504]);

/** No answer at all: the gateway could not be reached, or did not answer in time. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof BridgeError && error.status === 0;
}

/** A failure worth trying again later with the same key: the change may not have reached the gateway. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof BridgeError)) return false;
  return TRANSIENT_STATUSES.has(error.status) || error.code === KEY_IN_USE_CODE;
}

/** The task moved on since the change was made: someone else changed it first. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof BridgeError && error.status === 409 && error.code === STALE_VERSION_CODE;
}
