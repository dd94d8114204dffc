import { currentUserHandler } from './current-user-handler';
import { logoutHandler } from './logout-handler';
import { usersDropdownHandler } from './users-dropdown-handler';
import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';

/** The `users.*` operations: the signed-in user, sign-out and the people pickers. */
export function usersHandlers(services: GatewayServices): NamespaceHandlers<'users'> {
  return {
    'users.me': currentUserHandler(services),
    'users.logout': logoutHandler(services),
    'users.dropdown': usersDropdownHandler(services),
  };
}
