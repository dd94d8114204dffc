import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { ForbiddenResult } from '@renderer/components/forbidden-result';
import { useSession } from '@renderer/lib/session/session-context';
import { useCanManageHires } from '../hooks/use-can-manage-hires';
import { useNewHireDraft } from '../hooks/use-new-hire-draft';
import { HireDetailsWizard } from './hire-details-wizard';

/**
 * /new-hiring/add-new-hire/hire-details: steps 2 to 5 of adding a hire. Opened without step 1's
 * data (directly, or after a reload emptied the in-memory draft) it sends the user to step 1.
 */
export function HireDetailsPage() {
  const { state } = useSession();
  const canManage = useCanManageHires();
  const draft = useNewHireDraft(state.user?.id);
  // Decided once: a draft that goes away here was saved or discarded, and the page is on its way out.
  const [opened] = useState(() => draft?.personalDone === true);
  if (!state.user) return null;
  if (!canManage) return <ForbiddenResult homePath={ROUTES.newHires} />;
  if (!opened) return <Navigate to={ROUTES.addNewHire} replace />;
  if (!draft) return null;
  return <HireDetailsWizard draft={draft} />;
}
