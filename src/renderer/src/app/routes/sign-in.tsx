import { Navigate, useSearchParams } from 'react-router-dom';
import { landingPath } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { SignInForm } from '@renderer/features/auth/components/sign-in-form';
import { useSession } from '@renderer/lib/session/session-context';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function SignInRoute() {
  useDocumentTitle('Sign in');
  const { state } = useSession();
  const [searchParams] = useSearchParams();
  if (state.status === 'signed-in' && state.user) {
    return <Navigate to={landingPath(state.user, CURRENT_PRODUCT, searchParams.get('returnTo'))} replace />;
  }
  return (
    <AuthLayout>
      <SignInForm />
    </AuthLayout>
  );
}
