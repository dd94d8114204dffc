import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import type { SessionUser } from '@shared/contract/user';
import { makeUser } from './fixtures';

/** An administrator who may log in as others, and the coordinator they view as. */
export const ADMIN: SessionUser = makeUser({
  id: 'user-admin',
  email: 'admin@acme.example',
  firstName: 'Avery',
  lastName: 'Admin',
  fullName: 'Avery Admin',
  role: 'COMPANY_ADMIN',
  permissions: ['onb.home.view', 'onb.home.manage', LOGIN_AS_PERMISSION],
  menuPermissions: { ONBOARDING: { menu: [], module: ['/home'] } },
});

export const COORDINATOR: SessionUser = makeUser({
  id: 'user-coordinator',
  menuPermissions: { ONBOARDING: { menu: [], module: ['/home'] } },
});

export const VIEWING: SessionUser = { ...COORDINATOR, loginAs: 'Avery Admin' };
