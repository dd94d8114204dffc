import type { FieldLevel } from './field-access';

/** The words of /settings/permissions/manager-additional-access, shared by the gateway and the page. */
export const MANAGER_ACCESS_TEXT = {
  read: 'Manager’s additional access.',
  saved: 'Manager’s additional access saved.',
  preview: 'What this change does.',
  stale: 'Someone changed the manager’s additional access since you opened it. Look at their change before saving yours.',
  fieldUnknown: 'This is no field of your company.',
  subject: 'Manager’s additional access',
  summary: 'Manager’s additional access changed',
  tasks: (level: 'view' | 'edit') => (level === 'edit' ? 'Managers will view and edit their reports’ tasks.' : 'Managers will only view their reports’ tasks.'),
  documents: (on: boolean) => (on ? 'Managers will manage their reports’ documents.' : 'Managers will no longer manage their reports’ documents.'),
  field: (label: string, level: FieldLevel) =>
    level === 'hidden'
      ? `Managers will no longer see “${label}” of their reports.`
      : level === 'view'
        ? `Managers will see “${label}” of their reports but not change it.`
        : `Managers will see and change “${label}” of their reports.`,
} as const;
