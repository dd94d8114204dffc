import type { Kysely } from 'kysely';
import type { AccessTokens } from './auth/access-tokens';
import type { RefreshTokenStore } from './auth/refresh-tokens';
import type { SignInLimiter } from './auth/sign-in-limits';
import type { GatewayDatabase } from './db/schema';

/** What the handlers work with; built once per gateway instance. */
export interface GatewayServices {
  db: Kysely<GatewayDatabase>;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  signInLimiter: SignInLimiter;
}
