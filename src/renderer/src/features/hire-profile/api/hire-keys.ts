/** Every query about one hire starts with ['hire', id], so one invalidation refreshes the whole screen. */
export const hireKeys = {
  all: (hireId: string) => ['hire', hireId] as const,
  hire: (hireId: string) => ['hire', hireId, 'details'] as const,
  tasks: (hireId: string) => ['hire', hireId, 'tasks'] as const,
  plans: (hireId: string) => ['hire', hireId, 'plans'] as const,
  documents: (hireId: string) => ['hire', hireId, 'documents'] as const,
  changes: (hireId: string) => ['hire', hireId, 'changes'] as const,
  startDateShift: (hireId: string, startDate: string) => ['hire', hireId, 'start-date-shift', startDate] as const,
};
