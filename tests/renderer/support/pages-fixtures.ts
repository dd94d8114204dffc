import type { EmployeeFieldAccessRow } from '@shared/contract/access';
import type { WelcomePage, WelcomePageSummary } from '@shared/contract/welcome-pages';
import { CRITERIA_OPTIONS, MANAGE } from './access-fixtures';
import { fakeApi, type FakeApiHandlers } from './fake-api';
import { createFakeBridge } from './fake-bridge';
import { signedIn } from './fixtures';
import { hiresCoordinator } from './onboarding-fixtures';
import { renderApp } from './render-app';

export { VIEW } from './access-fixtures';

export const ok = <T>(data: T, message = 'OK') => ({ ok: true as const, data: { message, data } });

export function pageSummary(overrides: Partial<WelcomePageSummary>): WelcomePageSummary {
  return {
    _id: 'page-welcome',
    title: 'Welcome to Acme',
    position: 1,
    status: 'published',
    publishedVersion: 2,
    hasUnpublishedChanges: false,
    blockKinds: ['text'],
    criteria: [],
    audience: 40,
    updated: { at: '2026-11-20T10:00:00.000Z', by: 'Ada Admin' },
    version: 5,
    ...overrides,
  };
}

export const WELCOME = pageSummary({});
export const ENGINEERING = pageSummary({
  _id: 'page-eng',
  title: 'Engineering at Acme',
  position: 2,
  status: 'published',
  hasUnpublishedChanges: true,
  criteria: [{ dimension: 'department', values: ['dep-eng'] }],
  audience: 6,
  version: 3,
});
export const BENEFITS = pageSummary({
  _id: 'page-benefits',
  title: 'Benefits',
  position: 3,
  status: 'draft',
  publishedVersion: null,
  audience: 40,
  version: 1,
});
export const PAGES = [WELCOME, ENGINEERING, BENEFITS];

export function fullPage(summary: WelcomePageSummary, overrides: Partial<WelcomePage> = {}): WelcomePage {
  return { ...summary, blocks: [], versions: [], ...overrides };
}

const field = (key: string, label: string, self: EmployeeFieldAccessRow['self'], builtIn = true): EmployeeFieldAccessRow => ({
  key,
  label,
  section: 'About you',
  builtIn,
  archived: false,
  self,
  visibleToCompany: true,
  selfLocked: null,
  companyLocked: null,
});

export const EMPLOYEE_FIELDS: EmployeeFieldAccessRow[] = [
  field('phone', 'Phone', 'edit'),
  field('cf-shirt', 'T-shirt size', 'edit', false),
  field('salary', 'Salary', 'view'),
  field('cf-notes', 'HR notes', 'hidden', false),
];

/** Opens a welcome pages screen against a gateway that answers the reads as the fixtures say, and records what was sent. */
export function openPagesScreen(path: string, handlers: FakeApiHandlers, permissions = MANAGE) {
  const user = hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'welcomePages.list': () => ok(PAGES),
    'criteria.options': () => ok(CRITERIA_OPTIONS),
    'criteria.matchingHires': (input) => ok({ count: (input.criteria ?? []).length === 0 ? 40 : 6 }),
    'access.employeeFields': () => ok({ fields: EMPLOYEE_FIELDS, version: 1 }),
    'people.list': () => ok([]),
    ...handlers,
  });
  const app = renderApp(path, bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, bridge, calls, sent };
}
