import { OwnWelcomePage } from '@renderer/features/welcome/components/own-welcome-page';
import { StaffWelcomeNotice } from '@renderer/features/welcome/components/staff-welcome-notice';
import { useSession } from '@renderer/lib/session/session-context';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /welcome-experiance (spec section 2's spelling): the signed-in new hire's own welcome. */
export default function WelcomeExperienceRoute() {
  useDocumentTitle('Welcome');
  const { state } = useSession();
  if (!state.user) return null;
  if (state.user.kind !== 'new_hire') return <StaffWelcomeNotice />;
  return <OwnWelcomePage userId={state.user.id} />;
}
