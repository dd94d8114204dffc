import { navigationEntries } from '@shared/landing';
import { CURRENT_PRODUCT } from '@shared/products';
import { HomePage } from '@renderer/features/home/components/home-page';
import { useSession } from '@renderer/lib/session/session-context';
import { hasPage } from '../page-paths';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function HomeRoute() {
  useDocumentTitle('Home');
  const { state } = useSession();
  if (!state.user) return null;
  return <HomePage user={state.user} entries={navigationEntries(state.user, CURRENT_PRODUCT)} hasPage={hasPage} />;
}
