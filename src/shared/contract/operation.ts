import type { z } from 'zod';
import type { OnboardingPermission } from '../permissions';

/** The gateways a desktop session talks to; each has its own base URL in the settings. */
export const GATEWAY_NAMES = ['onboarding', 'recruiting', 'performance', 'clockLog', 'hr', 'fileStore'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation. The gateway checks it once, before the operation's handler runs, and
 * OpenAPI shows it; a handler checks only what depends on the rows it reads (its own task, its
 * own hire).
 * - `public`: anyone; no session.
 * - `session`: a valid session, whatever its account has become since: the calls that end or
 *   leave a session, and those that read the account themselves.
 * - `signedIn`: an active account of the company; its handler gets the caller with its grants.
 * - `right`: as `signedIn`, and the caller's role holds the right, else 403.
 */
export type OperationAccess =
  { readonly kind: 'public' } | { readonly kind: 'session' } | { readonly kind: 'signedIn' } | { readonly kind: 'right'; readonly right: OnboardingPermission };

export type AccessKind = OperationAccess['kind'];

/** Whether calls carry `Authorization: Bearer`, as the access asks. */
export type AuthOf<Access extends OperationAccess> = Access['kind'] extends 'public' ? 'public' : 'session';

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
  readonly access: OperationAccess;
  /** 'session' calls carry `Authorization: Bearer`; 'public' ones do not. Follows from `access`. */
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

/** What a contract module writes: everything but `auth`, which its access decides. */
export type OperationDefinition = Omit<Operation, 'auth'>;

/** Keeps the literal name and flags of an operation, so calls by name are fully typed. */
export function defineOperation<const Definition extends OperationDefinition>(
  operation: Definition,
): Definition & { readonly auth: AuthOf<Definition['access']> } {
  const auth = (operation.access.kind === 'public' ? 'public' : 'session') as AuthOf<Definition['access']>;
  return { ...operation, auth };
}

/**
 * The operations of one name space by name, as its contract module exports them: `users.me` and
 * the like, and nothing of another name space, so each operation lives in its name space's module.
 */
export type NamespaceOperations<Namespace extends string> = { readonly [Name in `${Namespace}.${string}`]: Operation };

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
