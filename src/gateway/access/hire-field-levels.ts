import type { FieldLevel } from '@shared/field-access';
import type { FieldAccessSettings } from './field-access-settings';

/**
 * How a caller stands to a hire, for that hire's fields (docs/adr/0010-access-levels.md "Fields"):
 * - `access`: they hold the new hires' rights over it (administrative or custom access);
 * - `manager`: they manage it and see it through the manager's additional access only;
 * - `self`: it is their own record;
 * - `colleague`: anyone else of the company who meets it (a task of theirs for that hire).
 */
export type HireRelation = 'access' | 'manager' | 'self' | 'colleague';

/** What the caller may do with one field of a hire, by how they stand to it. Sensitive values keep their own rule (fields.manage). */
export function hireFieldLevel(settings: FieldAccessSettings, relation: HireRelation, key: string, managesHires: boolean): FieldLevel {
  switch (relation) {
    case 'access':
      return managesHires ? 'edit' : 'view';
    case 'manager':
      return settings.manager.get(key)?.level ?? 'hidden';
    case 'self':
      return settings.employee.get(key)?.self ?? 'hidden';
    case 'colleague':
      return settings.employee.get(key)?.visibleToCompany === true ? 'view' : 'hidden';
  }
}
