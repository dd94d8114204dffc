import type { z } from 'zod';

/** The gateways a desktop session talks to; each has its own base URL in the settings. */
export const GATEWAY_NAMES = ['onboarding', 'recruiting', 'performance', 'clockLog', 'hr', 'fileStore'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One gateway operation as data. Input fields named in `{braces}` in the path fill the path;
 * the rest travel as the query string (GET, DELETE) or as the JSON body (other methods).
 */
export interface Operation<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly gateway: GatewayName;
  readonly method: HttpMethod;
  /** Exactly as spec section 7 writes it, leading slash or not; clients normalise it. */
  readonly path: string;
  readonly summary: string;
  readonly input: Input;
  readonly output: Output;
  /** 'session' calls carry `Authorization: Bearer`; 'public' ones do not. */
  readonly auth: 'public' | 'session';
  /** Only idempotent calls are retried after a network failure or a 5xx. */
  readonly idempotent: boolean;
  /**
   * Takes an `Idempotency-Key` header: a retry with the same key and body answers as the first
   * attempt did and changes nothing again, so a change queued offline may be sent until it lands.
   * The core sends every such call with a key, and so retries it as it does idempotent ones.
   */
  readonly idempotencyKey?: true;
  /**
   * Whether the renderer may run it through `api.call`. Calls that carry or create tokens are run
   * by the main core's session on the renderer's behalf, never by the renderer.
   */
  readonly renderer: boolean;
}

/** Keeps the literal name and flags of an operation, so calls by name are fully typed. */
export function defineOperation<const Definition extends Operation>(operation: Definition): Definition {
  return operation;
}

/** `auth/signin` and `/auth/forgot-password` both become `/auth/...` on the wire. */
export function normalisedPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

const PATH_PARAM = /\{(\w+)\}/g;

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] as string);
}

/** The path with its `{params}` filled from the input, each value URL-encoded. */
export function fillPath(path: string, input: Record<string, unknown>): string {
  return normalisedPath(path).replace(PATH_PARAM, (_, name: string) => encodeURIComponent(String(input[name])));
}

export function sendsBody(method: HttpMethod): boolean {
  return method !== 'GET' && method !== 'DELETE';
}
