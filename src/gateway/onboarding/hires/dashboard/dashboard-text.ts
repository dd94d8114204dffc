export const DASHBOARD_TEXT = {
  summary: 'What needs attention now.',
} as const;

/** How many hires each "starting" list and the pending list show; the totals say how many there are. */
export const DASHBOARD_LIMITS = {
  startingPerWeek: 50,
  pendingItems: 10,
  overdueItems: 10,
  progressHires: 20,
} as const;
