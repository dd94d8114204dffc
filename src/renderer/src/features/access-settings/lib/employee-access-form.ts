import type { EmployeeAccess, EmployeeFieldAccessRow } from '@shared/contract/access';
import { type EmployeeFieldSetting, FIELD_LEVEL_LABELS } from '@shared/field-access';
import { ACCESS_TEXT } from './access-text';

/** The settings chosen on the page and not saved yet, by field key. */
export type EmployeeAccessDraft = Readonly<Record<string, EmployeeFieldSetting>>;

export interface EmployeeFieldGroup {
  title: string;
  fields: EmployeeFieldAccessRow[];
}

/** Built-in fields by section, then custom fields by section, then archived custom fields, as the page lists them. */
export function employeeFieldGroups(fields: readonly EmployeeFieldAccessRow[]): EmployeeFieldGroup[] {
  const groups = new Map<string, EmployeeFieldAccessRow[]>();
  for (const field of fields) {
    const title = field.archived ? `${ACCESS_TEXT.archivedField} custom fields` : `${field.section}${field.builtIn ? '' : ' (custom)'}`;
    groups.set(title, [...(groups.get(title) ?? []), field]);
  }
  return [...groups].map(([title, grouped]) => ({ title, fields: grouped }));
}

/** A field's setting as the page shows it: the draft's when chosen, else the saved one. */
export function shownSetting(field: EmployeeFieldAccessRow, draft: EmployeeAccessDraft): EmployeeFieldSetting {
  return draft[field.key] ?? { self: field.self, visibleToCompany: field.visibleToCompany };
}

/** The drafted settings that differ from what is saved: what a save sends. */
export function changedSettings(access: EmployeeAccess, draft: EmployeeAccessDraft): ({ key: string } & EmployeeFieldSetting)[] {
  return access.fields.flatMap((field) => {
    const chosen = draft[field.key];
    if (chosen === undefined || (chosen.self === field.self && chosen.visibleToCompany === field.visibleToCompany)) return [];
    return [{ key: field.key, ...chosen }];
  });
}

export function settingInWords(setting: EmployeeFieldSetting): string {
  return `${FIELD_LEVEL_LABELS[setting.self]}; ${setting.visibleToCompany ? 'visible' : 'not visible'} to the company`;
}
