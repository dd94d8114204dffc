import { Navigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '@shared/constants';
import { landingPath } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { useSession } from '@renderer/lib/session/session-context';

export function RootRedirect() {
  const { state } = useSession();
  const target = state.status === 'signed-in' && state.user ? landingPath(state.user, CURRENT_PRODUCT) : SIGN_IN_PATH;
  return <Navigate to={target} replace />;
}
