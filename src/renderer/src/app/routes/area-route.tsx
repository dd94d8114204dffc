import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { useLocation } from 'react-router-dom';
import { landingPath, navigationEntries } from '@shared/landing';
import { ONBOARDING_AREA_PATHS } from '@shared/onboarding-pages';
import { CURRENT_PRODUCT } from '@shared/products';
import { ForbiddenResult } from '@renderer/components/forbidden-result';
import { NotFoundResult } from '@renderer/components/not-found-result';
import { areaPathOf } from '@renderer/config/onboarding-areas';
import { useSession } from '@renderer/lib/session/session-context';
import { findPage } from '../page-registry';

/** Inside the shell: a page of an area the user lacks is 403; an address with no screen here is 404. */
export default function AreaRoute() {
  const { state } = useSession();
  const { pathname } = useLocation();
  if (!state.user) return null;
  const home = landingPath(state.user, CURRENT_PRODUCT);
  const area = areaPathOf(pathname);
  // Staff never hold the new hire's welcome area, but its page tells them where a hire's welcome is previewed.
  const explainsItself = pathname === ONBOARDING_AREA_PATHS.welcome && state.user.kind === 'staff';
  if (area && !explainsItself && !navigationEntries(state.user, CURRENT_PRODUCT).includes(area)) return <ForbiddenResult homePath={home} />;
  const page = findPage(pathname);
  if (!page) return <NotFoundResult homePath={home} homeLabel="Back to your start page" />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <page.component />
    </Suspense>
  );
}
