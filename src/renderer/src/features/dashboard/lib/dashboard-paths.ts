const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const hireInfoPath = (hireId: string) => withQuery('/new-hiring/new-hire-info', { id: hireId });
/** The hires list's status filter is a multiselect: one `status` parameter per chosen status. */
export const PENDING_HIRES_PATH = withQuery('/new-hiring', { status: 'pending' });
export const MY_OVERDUE_TASKS_PATH = withQuery('/tasks', { due: 'overdue' });
export const ALL_OVERDUE_TASKS_PATH = withQuery('/tasks', { due: 'overdue', whose: 'all' });
