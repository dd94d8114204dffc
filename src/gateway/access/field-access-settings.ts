import type { Kysely } from 'kysely';
import { BUILT_IN_FIELDS, isBuiltInFieldKey } from '@shared/built-in-fields';
import {
  BUILT_IN_EMPLOYEE_DEFAULTS,
  BUILT_IN_MANAGER_DEFAULTS,
  type BuiltInEmployeeDefault,
  DEFAULT_MANAGER_MANAGES_DOCUMENTS,
  DEFAULT_MANAGER_TASK_LEVEL,
  type EmployeeFieldSetting,
  type FieldLevel,
  type ManagerFieldDefault,
  type ManagerTaskLevel,
  customEmployeeDefault,
  customManagerDefault,
} from '@shared/field-access';
import type { GatewayDatabase } from '../db/schema';

/** One field as the default-access pages show it: the built-in or custom field and its place. */
export interface AccessField {
  key: string;
  label: string;
  section: string;
  type: string;
  builtIn: boolean;
  archived: boolean;
  filledBy: string | null;
}

/** An employee's access to one field as it stands: the company's choice over the default, and what is locked. */
export interface EmployeeFieldAccess extends EmployeeFieldSetting {
  field: AccessField;
  selfLocked: string | null;
  companyLocked: string | null;
}

export interface ManagerFieldAccess {
  field: AccessField;
  level: FieldLevel;
  locked: string | null;
}

/**
 * The company's field access as it stands (docs/adr/0010-access-levels.md "Fields"): every built-in
 * and custom field with the employee's and the manager's level, the company's rows over the
 * defaults; a locked setting always reads as its default, whatever a row says.
 */
export interface FieldAccessSettings {
  employee: ReadonlyMap<string, EmployeeFieldAccess>;
  manager: ReadonlyMap<string, ManagerFieldAccess>;
  managerTasks: ManagerTaskLevel;
  managerDocuments: boolean;
  employeeVersion: number;
  managerVersion: number;
}

export async function loadFieldAccessSettings(db: Kysely<GatewayDatabase>, companyId: string): Promise<FieldAccessSettings> {
  const [customFields, employeeRows, managerRows, settings] = await Promise.all([
    db
      .selectFrom('custom_fields')
      .select(['id', 'label', 'section', 'type', 'filled_by', 'archived_at'])
      .where('company_id', '=', companyId)
      .orderBy('section')
      .orderBy('label')
      .execute(),
    db.selectFrom('employee_field_access').select(['field_key', 'self_level', 'visible_to_company']).where('company_id', '=', companyId).execute(),
    db.selectFrom('manager_field_access').select(['field_key', 'level']).where('company_id', '=', companyId).execute(),
    db
      .selectFrom('default_access_settings')
      .select(['manager_tasks', 'manager_documents', 'employee_version', 'manager_version'])
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
  ]);
  const fields = [
    ...BUILT_IN_FIELDS.map((field): AccessField => ({
      key: field.key,
      label: field.label,
      section: field.section,
      type: field.type,
      builtIn: true,
      archived: false,
      filledBy: null,
    })),
    ...customFields.map((row): AccessField => ({
      key: row.id,
      label: row.label,
      section: row.section,
      type: row.type,
      builtIn: false,
      archived: row.archived_at !== null,
      filledBy: row.filled_by,
    })),
  ].map((field) => ({ field, employee: employeeDefaultOf(field), manager: managerDefaultOf(field) }));
  const employeeChosen = new Map(employeeRows.map((row) => [row.field_key, row]));
  const managerChosen = new Map(managerRows.map((row) => [row.field_key, row.level]));
  const employee = new Map<string, EmployeeFieldAccess>();
  const manager = new Map<string, ManagerFieldAccess>();
  for (const { field, employee: employeeDefault, manager: managerDefault } of fields) {
    const chosen = employeeChosen.get(field.key);
    employee.set(field.key, {
      field,
      self: employeeDefault.selfLocked === undefined ? (chosen?.self_level ?? employeeDefault.self) : employeeDefault.self,
      visibleToCompany:
        employeeDefault.companyLocked === undefined && chosen !== undefined ? Boolean(chosen.visible_to_company) : employeeDefault.visibleToCompany,
      selfLocked: employeeDefault.selfLocked ?? null,
      companyLocked: employeeDefault.companyLocked ?? null,
    });
    manager.set(field.key, {
      field,
      level: managerDefault.locked === undefined ? (managerChosen.get(field.key) ?? managerDefault.level) : managerDefault.level,
      locked: managerDefault.locked ?? null,
    });
  }
  return {
    employee,
    manager,
    managerTasks: settings?.manager_tasks ?? DEFAULT_MANAGER_TASK_LEVEL,
    managerDocuments: settings === undefined ? DEFAULT_MANAGER_MANAGES_DOCUMENTS : Boolean(settings.manager_documents),
    employeeVersion: settings?.employee_version ?? 1,
    managerVersion: settings?.manager_version ?? 1,
  };
}

/** Whether a key names a field of the company: a built-in key or one of its custom fields. */
export function isAccessFieldKey(settings: FieldAccessSettings, key: string): boolean {
  return isBuiltInFieldKey(key) || settings.employee.has(key);
}

/** A field's employee setting when the company has chosen none, and what of it is locked. */
export function employeeDefaultOf(field: AccessField): BuiltInEmployeeDefault {
  return isBuiltInFieldKey(field.key) ? BUILT_IN_EMPLOYEE_DEFAULTS[field.key] : customEmployeeDefault({ type: field.type, filledBy: field.filledBy ?? '' });
}

/** A field's manager level when the company has chosen none, and whether it is locked. */
export function managerDefaultOf(field: AccessField): ManagerFieldDefault {
  return isBuiltInFieldKey(field.key) ? BUILT_IN_MANAGER_DEFAULTS[field.key] : customManagerDefault({ type: field.type });
}
