import { Navigate } from 'react-router-dom';
import { landingPath } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { ROUTES } from '@shared/routes';
import { useSession } from '@renderer/lib/session/session-context';

export function RootRedirect() {
  const { state } = useSession();
  const target = state.status === 'signed-in' && state.user ? landingPath(state.user, CURRENT_PRODUCT) : ROUTES.signIn;
  return <Navigate to={target} replace />;
}
