import { landingPath } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { ROUTES } from '@shared/routes';
import { NotFoundResult } from '@renderer/components/not-found-result';
import { useSession } from '@renderer/lib/session/session-context';

/** Any address outside the app's routes, signed in or not. */
export default function NotFoundRoute() {
  const { state } = useSession();
  return state.status === 'signed-in' && state.user ? (
    <NotFoundResult homePath={landingPath(state.user, CURRENT_PRODUCT)} homeLabel="Back to your start page" />
  ) : (
    <NotFoundResult homePath={ROUTES.signIn} homeLabel="Go to sign in" headingLevel={2} />
  );
}
