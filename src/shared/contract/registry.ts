import type { z } from 'zod';
import * as auth from './auth';
import type { Operation } from './operation';
import * as users from './users';

/** Every gateway operation, by name. New domains add their module here. */
export const operations = {
  'auth.signIn': auth.signIn,
  'auth.refreshToken': auth.refreshToken,
  'users.logout': auth.logout,
  'users.me': users.currentUser,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]['input']>;
export type OperationOutput<N extends OperationName> = z.output<Operations[N]['output']>;

/** Names the renderer may call through `api.call`. */
export type RendererOperationName = {
  [N in OperationName]: Operations[N]['renderer'] extends true ? N : never;
}[OperationName];

export function findOperation(name: string): Operation | undefined {
  return Object.hasOwn(operations, name) ? (operations as Record<string, Operation>)[name] : undefined;
}

export function rendererOperationNames(): string[] {
  return Object.values(operations as Record<string, Operation>)
    .filter((operation) => operation.renderer)
    .map((operation) => operation.name);
}
