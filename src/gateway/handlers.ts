import { logoutHandler } from './auth/logout';
import { refreshTokenHandler } from './auth/refresh-token';
import { signInHandler } from './auth/sign-in';
import type { HandlerMap } from './http/operation-handler';
import type { GatewayServices } from './services';
import { currentUserHandler } from './users/current-user';

export function createHandlers(services: GatewayServices): HandlerMap {
  return {
    'auth.signIn': signInHandler(services),
    'auth.refreshToken': refreshTokenHandler(services),
    'users.logout': logoutHandler(services),
    'users.me': currentUserHandler(services),
  };
}
