import { MyProfilePage } from '@renderer/features/my-profile/components/my-profile-page';
import { hcm } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';
import { useReadOnly } from '@renderer/lib/session/use-read-only';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** Inside the signed-in shell, for every signed-in user: their own profile and notification choices. */
export default function MyProfileRoute() {
  useDocumentTitle('My profile');
  const { state } = useSession();
  const readOnly = useReadOnly();
  if (!state.user) return null;
  return <MyProfilePage user={state.user} onWebHost={hcm().transport === 'web'} readOnly={readOnly} />;
}
