import { BridgeError } from '@renderer/lib/bridge';

/** The record changed since it was read (a stale version). */
export function isStale(error: unknown): boolean {
  return error instanceof BridgeError && error.status === 409;
}

/** The record is unknown to the gateway, or belongs to another company. */
export function isNotFound(error: unknown): boolean {
  return error instanceof BridgeError && error.status === 404;
}
