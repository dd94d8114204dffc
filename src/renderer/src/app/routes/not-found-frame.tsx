import { Outlet } from 'react-router-dom';
import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { useSession } from '@renderer/lib/session/session-context';
import AppLayoutRoute from './app-layout';

/**
 * Around an address outside the app's routes (a spec route with no screen yet, or a mistyped one):
 * the signed-in shell for a signed-in user, so the 404 is framed like every other page and the
 * sidebar stays at hand; the sign-in pages' frame for anyone else.
 */
export default function NotFoundFrame() {
  const { state } = useSession();
  if (state.status === 'signed-in' && state.user) return <AppLayoutRoute />;
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
