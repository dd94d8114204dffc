/** A hire's own screen. */
export const hireInfoPath = (hireId: string) => `/new-hiring/new-hire-info?${new URLSearchParams({ id: hireId }).toString()}`;
