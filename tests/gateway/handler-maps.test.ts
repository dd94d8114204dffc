import { describe, expect, it } from 'vitest';
import { operations } from '../../src/shared/contract/registry';
import { accessHandlers } from '../../src/gateway/access/handlers';
import { authHandlers } from '../../src/gateway/auth/handlers';
import { companyRegisterHandlers } from '../../src/gateway/company-register/handlers';
import { createHandlers } from '../../src/gateway/handlers';
import type { NamespaceHandlers, OperationHandler } from '../../src/gateway/http/operation-handler';
import { fieldsHandlers } from '../../src/gateway/onboarding/fields/handlers';
import { newHireHandlers } from '../../src/gateway/onboarding/hires/handlers';
import { plansHandlers } from '../../src/gateway/onboarding/plans/handlers';
import { settingsHandlers } from '../../src/gateway/onboarding/settings/handlers';
import { setupHandlers } from '../../src/gateway/onboarding/setup/handlers';
import { peopleHandlers } from '../../src/gateway/people/handlers';
import { tasksHandlers } from '../../src/gateway/onboarding/tasks/handlers';
import type { GatewayServices } from '../../src/gateway/services';
import { usersHandlers } from '../../src/gateway/users/handlers';

// Making the handlers reads no service: they are used once a request comes.
const services = {} as GatewayServices;

const MAPS = {
  auth: authHandlers,
  users: usersHandlers,
  companyRegister: companyRegisterHandlers,
  newHire: newHireHandlers,
  tasks: tasksHandlers,
  settings: settingsHandlers,
  plans: plansHandlers,
  people: peopleHandlers,
  setup: setupHandlers,
  fields: fieldsHandlers,
  access: accessHandlers,
};

const namesOf = (namespace: string) =>
  Object.keys(operations)
    .filter((name) => name.startsWith(`${namespace}.`))
    .sort();

describe("each name space's handlers", () => {
  it('answer every operation of their name space, and none of another', () => {
    for (const [namespace, handlersOf] of Object.entries(MAPS)) {
      expect(Object.keys(handlersOf(services)).sort(), namespace).toEqual(namesOf(namespace));
    }
  });

  it('together answer every operation of the contract', () => {
    expect(Object.keys(createHandlers(services)).sort()).toEqual(Object.keys(operations).sort());
  });

  it('do not compile with a handler missing or one of another name space', () => {
    const me = usersHandlers(services)['users.me'];
    const logout = usersHandlers(services)['users.logout'];
    const dropdown = usersHandlers(services)['users.dropdown'];
    const signIn: OperationHandler<'auth.signIn'> = authHandlers(services)['auth.signIn'];
    // @ts-expect-error users.dropdown has no handler
    const missing: NamespaceHandlers<'users'> = { 'users.me': me, 'users.logout': logout };
    // @ts-expect-error auth.signIn is not of the users name space
    const stray: NamespaceHandlers<'users'> = { 'users.me': me, 'users.logout': logout, 'users.dropdown': dropdown, 'auth.signIn': signIn };
    expect([missing, stray]).toHaveLength(2);
  });
});
