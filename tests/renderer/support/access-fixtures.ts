import type { AccessPreview, AdministrativeRoleAccess, CustomRole, PersonAccess } from '@shared/contract/access';
import type { CriteriaOption } from '@shared/contract/criteria';
import type { CompanyPerson } from '@shared/contract/people';
import { FIXED_ADMINISTRATIVE_RIGHTS, GRANTABLE_RIGHTS } from '@shared/access';
import { fakeApi, type FakeApiHandlers } from './fake-api';
import { createFakeBridge } from './fake-bridge';
import { signedIn } from './fixtures';
import { hireSummary, hiresCoordinator } from './onboarding-fixtures';
import { renderApp } from './render-app';

export const MANAGE = ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view', 'onb.settings.manage'];
export const VIEW = ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view'];

export function staffPerson(overrides: Partial<CompanyPerson>): CompanyPerson {
  return {
    _id: 'u-ada',
    firstName: 'Ada',
    lastName: 'Admin',
    fullName: 'Ada Admin',
    email: 'ada@acme.example',
    role: 'COMPANY_ADMIN',
    status: 'active',
    invitedAt: null,
    resendAvailableAt: null,
    version: 1,
    ...overrides,
  };
}

export const ADA = staffPerson({});
export const OLIVER = staffPerson({
  _id: 'u-oliver',
  firstName: 'Oliver',
  lastName: 'Ops',
  fullName: 'Oliver Ops',
  email: 'oliver@acme.example',
  role: 'OPERATIONS',
});
export const SAM = staffPerson({ _id: 'u-sam', firstName: 'Sam', lastName: 'Support', fullName: 'Sam Support', email: 'sam@acme.example', role: 'SUPPORT' });

export const OPERATIONS_ROLE: AdministrativeRoleAccess = {
  role: 'OPERATIONS',
  rights: ['onb.home.view', 'onb.my_tasks.view', 'onb.new_hires.manage', 'onb.new_hires.view', 'onb.profile.view', 'onb.settings.view'],
  fixedRights: [...FIXED_ADMINISTRATIVE_RIGHTS.OPERATIONS],
  reach: 'every',
  reachFixed: false,
  holders: 2,
  version: 4,
};

export const COMPANY_ADMIN_ROLE: AdministrativeRoleAccess = {
  role: 'COMPANY_ADMIN',
  rights: [...FIXED_ADMINISTRATIVE_RIGHTS.COMPANY_ADMIN],
  fixedRights: [...FIXED_ADMINISTRATIVE_RIGHTS.COMPANY_ADMIN],
  reach: 'every',
  reachFixed: true,
  holders: 1,
  version: 1,
};

export const CRITERIA_OPTIONS: CriteriaOption[] = [
  {
    dimension: 'department',
    label: 'Department',
    values: [
      { value: 'dep-sales', label: 'Sales', archived: false },
      { value: 'dep-eng', label: 'Engineering', archived: false },
    ],
  },
];

export const SALES_ROLE: CustomRole = {
  _id: 'role-sales',
  name: 'Sales coordinators',
  description: 'Look after the Sales hires.',
  rights: ['onb.new_hires.manage', 'onb.new_hires.view'],
  members: [
    {
      userId: 'u-oliver',
      fullName: 'Oliver Ops',
      criteria: [{ dimension: 'department', values: ['dep-sales'] }],
      includeHires: [{ _id: 'hire-maya', fullName: 'Maya Patel' }],
      excludeHires: [],
      reach: { every: false, count: 4 },
    },
  ],
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const PEOPLE_ACCESS: PersonAccess[] = [
  {
    userId: 'u-ada',
    fullName: 'Ada Admin',
    email: 'ada@acme.example',
    role: 'COMPANY_ADMIN',
    status: 'active',
    rights: [...GRANTABLE_RIGHTS],
    reach: { every: true, count: 40 },
    sources: [{ kind: 'role', role: 'COMPANY_ADMIN' }],
  },
  {
    userId: 'u-oliver',
    fullName: 'Oliver Ops',
    email: 'oliver@acme.example',
    role: 'OPERATIONS',
    status: 'active',
    rights: ['onb.home.view', 'onb.new_hires.manage', 'onb.new_hires.view', 'prf.settings.people.login_as_user'],
    reach: { every: false, count: 7 },
    sources: [
      { kind: 'role', role: 'OPERATIONS' },
      { kind: 'customRole', roleId: 'role-sales', name: 'Sales coordinators' },
      { kind: 'manager', reports: 3 },
    ],
  },
];

export const NO_CHANGE: AccessPreview = { people: [], unchanged: 3 };

const ok = <T>(data: T) => ({ ok: true as const, data: { message: 'OK', data } });

export const HIRES = [
  hireSummary({ _id: 'hire-maya', firstName: 'Maya', lastName: 'Patel' }),
  hireSummary({ _id: 'hire-leo', firstName: 'Leo', lastName: 'Park' }),
];

/** Opens an access page against a gateway that answers the access reads as the fixtures say, and records what was sent. */
export function openAccessPage(path: string, handlers: FakeApiHandlers, permissions = MANAGE) {
  const user = hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'people.list': () => ok([ADA, OLIVER, SAM]),
    'access.people': () => ok(PEOPLE_ACCESS),
    'access.administrative': () => ok([COMPANY_ADMIN_ROLE, OPERATIONS_ROLE]),
    'access.customRoles': () => ok([SALES_ROLE]),
    'access.changes': () => ok({ changes: [], total: 0 }),
    'criteria.options': () => ok(CRITERIA_OPTIONS),
    'criteria.matchingHires': (input) => ok({ count: (input.criteria ?? []).length === 0 ? 40 : 6 }),
    'newHire.list': () => ok({ items: HIRES, total: HIRES.length, counts: { pending: 0, preboarding: 2, onboarding: 0, completed: 0, withdrawn: 0 } }),
    ...handlers,
  });
  const app = renderApp(path, bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}
