import { DEFAULT_LANDING_PATH } from './constants';
import type { SessionUser } from './contract/user';
import { navigationListKey, type ProductCode } from './products';
import { ROUTES } from './routes';

/** A returnTo is honoured only when it is a path inside the app: no scheme, no other host. */
export function safeReturnTo(returnTo: string | null | undefined): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return null;
  if (returnTo.startsWith(ROUTES.signIn)) return null;
  return returnTo;
}

/** The pages the user may open in this product, in the order the gateway gave them. */
export function navigationEntries(user: Pick<SessionUser, 'menuPermissions'>, product: ProductCode): string[] {
  return user.menuPermissions[product]?.[navigationListKey(product)] ?? [];
}

/**
 * Spec section 2: after sign-in the user goes to the first entry of their menu permissions for
 * the current product; if there is none, to returnTo; otherwise to /dashboard.
 */
export function landingPath(user: Pick<SessionUser, 'menuPermissions'>, product: ProductCode, returnTo?: string | null): string {
  return navigationEntries(user, product)[0] ?? safeReturnTo(returnTo) ?? DEFAULT_LANDING_PATH;
}
