import type { SessionUser } from '@shared/contract/user';
import type { SessionState } from '@shared/session';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'coordinator@acme.example',
    firstName: 'Casey',
    lastName: 'Coordinator',
    fullName: 'Casey Coordinator',
    role: 'OPERATIONS',
    kind: 'staff',
    company: { id: 'company-1', name: 'Acme Ltd' },
    permissions: ['onb.home.view', 'onb.my_tasks.view'],
    menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/tasks'] } },
    ...overrides,
  };
}

export function signedOut(overrides: Partial<SessionState> = {}): SessionState {
  return {
    status: 'signed-out',
    user: null,
    isFeedbackCompleted: false,
    rememberedEmail: null,
    rememberMe: false,
    keychain: 'available',
    ...overrides,
  };
}

export function signedIn(user: SessionUser = makeUser(), overrides: Partial<SessionState> = {}): SessionState {
  return { ...signedOut(), status: 'signed-in', user, reason: 'restored', ...overrides };
}
