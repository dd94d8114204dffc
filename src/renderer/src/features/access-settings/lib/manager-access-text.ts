import { counted } from './access-text';

/** The words of the manager's additional access page. */
export const MANAGER_ACCESS_PAGE_TEXT = {
  title: 'Manager’s additional access',
  intro:
    'Given by itself to anyone who manages a hire and holds no right over hires otherwise: what they see and change of the hires they manage, their tasks and their documents.',
  tasksLegend: 'Their reports’ tasks',
  documentsLabel: 'Manage their documents',
  fieldsTitle: 'Fields of their direct reports',
  builtInSection: (section: string) => section,
  customSection: (section: string) => `${section} (custom fields)`,
  archivedSection: 'Archived custom fields',
  archived: '(archived)',
  lockedPrefix: 'Locked: ',
  loadFailed: 'The manager’s additional access could not be loaded',
  noChange: 'Nothing changes.',
  touches: (managers: number, hires: number) =>
    `This reaches ${counted(managers, 'manager', 'managers')} and the ${counted(hires, 'current hire', 'current hires')} they manage.`,
} as const;
