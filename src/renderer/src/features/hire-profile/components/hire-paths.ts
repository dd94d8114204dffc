/** The /new-hiring screens a hire's pages link to; each takes the hire as `?id=`. */
export const NEW_HIRES_PATH = '/new-hiring';

const withId = (path: string, hireId: string) => `${path}?${new URLSearchParams({ id: hireId }).toString()}`;

export const hirePaths = {
  info: (hireId: string) => withId('/new-hiring/new-hire-info', hireId),
  profile: (hireId: string) => withId('/new-hiring/profile', hireId),
  edit: (hireId: string) => withId('/new-hiring/profile/edit', hireId),
  welcomePreview: (hireId: string) => withId('/new-hiring/new-hire-info/preview-welcome-experience', hireId),
};
