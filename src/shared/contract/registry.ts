import type { z } from 'zod';
import { accessOperations } from './access';
import { authOperations } from './auth';
import { companyRegisterOperations } from './company-register';
import { criteriaOperations } from './criteria';
import { fieldsOperations } from './fields';
import { newHireOperations } from './new-hires';
import type { Operation } from './operation';
import { plansOperations } from './plans';
import { peopleOperations } from './people';
import { settingsOperations } from './settings';
import { setupOperations } from './setup';
import { tasksOperations } from './tasks';
import { usersOperations } from './users';
import { welcomePagesOperations } from './welcome-pages';

/**
 * Every gateway operation, by name: each name space's operations as its contract module exports
 * them (docs/gateway.md lists name space, module and gateway folder). A new name space adds its
 * module here.
 */
export const operations = {
  ...authOperations,
  ...usersOperations,
  ...companyRegisterOperations,
  ...newHireOperations,
  ...tasksOperations,
  ...settingsOperations,
  ...plansOperations,
  ...criteriaOperations,
  ...peopleOperations,
  ...setupOperations,
  ...fieldsOperations,
  ...accessOperations,
  ...welcomePagesOperations,
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
