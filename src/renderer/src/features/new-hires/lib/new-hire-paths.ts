/** Spec section 2: the new-hire routes; a route about one hire takes it as `?id=<hireId>`. */
export const NEW_HIRE_PATHS = {
  list: '/new-hiring',
  add: '/new-hiring/add-new-hire',
  details: '/new-hiring/add-new-hire/hire-details',
} as const;

const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id }).toString()}`;

export const hireInfoPath = (id: string) => withId('/new-hiring/new-hire-info', id);
export const hireEditPath = (id: string) => withId('/new-hiring/profile/edit', id);
export const hireWelcomePreviewPath = (id: string) => withId('/new-hiring/new-hire-info/preview-welcome-experience', id);
