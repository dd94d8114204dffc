/** The hire's own screen, which the preview goes back to. */
export const hireInfoPath = (hireId: string) => `/new-hiring/new-hire-info?${new URLSearchParams({ id: hireId }).toString()}`;
