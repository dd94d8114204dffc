import { sql } from 'kysely';
import type { ManagerAccess, ManagerAccessInput, ManagerAccessPreview } from '@shared/contract/access';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import { FIELD_LEVEL_LABELS, type FieldLevel, MANAGER_TASK_LEVEL_LABELS, type ManagerTaskLevel } from '@shared/field-access';
import { MANAGER_ACCESS_TEXT } from '@shared/manager-access';
import type { CriteriaDb } from '../criteria/criteria-db';
import { type OnboardingCaller, badRequest, staleVersion } from '../onboarding/onboarding-access';
import { recordAccessChange } from './access-record';
import { type FieldAccessSettings, type ManagerFieldAccess, loadFieldAccessSettings, managerDefaultOf } from './field-access-settings';
import { loadUserAccess } from './user-access';

/** The change as it arrives: `fields` names only the fields whose level is sent. */
type ManagerAccessChange = Omit<ManagerAccessInput, 'fields' | 'version'> & { fields: Record<string, FieldLevel>; version: number };

/** The page's fields in its order: built-in first, then custom, archived custom fields last. */
function orderedFields(settings: FieldAccessSettings): ManagerFieldAccess[] {
  const all = [...settings.manager.values()];
  return [
    ...all.filter((each) => each.field.builtIn),
    ...all.filter((each) => !each.field.builtIn && !each.field.archived),
    ...all.filter((each) => each.field.archived),
  ];
}

/**
 * Who the manager's additional access touches now: the staff who see hires through it (they manage
 * a hire and hold no `onb.new_hires.view` otherwise) and the current hires they manage, counted in the database.
 */
async function managersTouched(db: CriteriaDb, companyId: string): Promise<{ people: number; hires: number }> {
  const managers = [...(await loadUserAccess(db, companyId)).values()].filter((user) => user.managerAccess).map((user) => user.userId);
  if (managers.length === 0) return { people: 0, hires: 0 };
  const row = await db
    .selectFrom('new_hires')
    .select(sql<number>`count(*)`.as('count'))
    .where('company_id', '=', companyId)
    .where('status', 'in', [...CURRENT_HIRE_STATUSES])
    .where('manager_id', 'in', managers)
    .executeTakeFirstOrThrow();
  return { people: managers.length, hires: Number(row.count) };
}

export async function loadManagerAccess(db: CriteriaDb, companyId: string): Promise<ManagerAccess> {
  const [settings, managers] = await Promise.all([loadFieldAccessSettings(db, companyId), managersTouched(db, companyId)]);
  return {
    tasks: settings.managerTasks,
    documents: settings.managerDocuments,
    fields: orderedFields(settings).map(({ field, level, locked }) => ({
      key: field.key,
      label: field.label,
      section: field.section,
      builtIn: field.builtIn,
      archived: field.archived,
      level,
      locked,
    })),
    managers,
    version: settings.managerVersion,
  };
}

/** What the change would set, checked: 400 naming a key that is no field of the company, or a locked field given another level, with the lock's reason. */
function checkedChange(settings: FieldAccessSettings, change: ManagerAccessChange): Map<string, FieldLevel> {
  const errors: Record<string, string[]> = {};
  const levels = new Map<string, FieldLevel>();
  for (const [key, level] of Object.entries(change.fields)) {
    const current = settings.manager.get(key);
    if (current === undefined) errors[`fields.${key}`] = [MANAGER_ACCESS_TEXT.fieldUnknown];
    else if (current.locked !== null && level !== current.level) errors[`fields.${key}`] = [`${current.field.label}: ${current.locked}`];
    else levels.set(key, level);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw badRequest(first, errors);
  return levels;
}

/** Each difference in words, in the page's order. */
function changesInWords(settings: FieldAccessSettings, change: ManagerAccessChange, levels: ReadonlyMap<string, FieldLevel>): string[] {
  const words: string[] = [];
  if (change.tasks !== settings.managerTasks) words.push(MANAGER_ACCESS_TEXT.tasks(change.tasks));
  if (change.documents !== settings.managerDocuments) words.push(MANAGER_ACCESS_TEXT.documents(change.documents));
  for (const { field, level } of orderedFields(settings)) {
    const next = levels.get(field.key);
    if (next !== undefined && next !== level) words.push(MANAGER_ACCESS_TEXT.field(field.label, next));
  }
  return words;
}

export async function previewManagerAccess(db: CriteriaDb, companyId: string, change: ManagerAccessChange): Promise<ManagerAccessPreview> {
  const settings = await loadFieldAccessSettings(db, companyId);
  const words = changesInWords(settings, change, checkedChange(settings, change));
  const touched = await managersTouched(db, companyId);
  return { changes: words, managers: touched.people, hires: touched.hires };
}

/**
 * Saves the manager's additional access in the caller's transaction: rows only for levels that
 * differ from the default (a level back to its default loses its row), the page's version checked
 * and raised, the change recorded with the settings before and after in words.
 */
export async function changeManagerAccess(trx: CriteriaDb, caller: OnboardingCaller, change: ManagerAccessChange): Promise<void> {
  const settings = await loadFieldAccessSettings(trx, caller.companyId);
  if (settings.managerVersion !== change.version) throw staleVersion(MANAGER_ACCESS_TEXT.stale, { currentVersion: settings.managerVersion });
  const levels = checkedChange(settings, change);
  const written = await trx
    .insertInto('default_access_settings')
    .values({ company_id: caller.companyId, manager_tasks: change.tasks, manager_documents: change.documents, manager_version: change.version + 1 })
    .onConflict((conflict) =>
      conflict
        .column('company_id')
        .doUpdateSet({ manager_tasks: change.tasks, manager_documents: change.documents, manager_version: change.version + 1 })
        .where('default_access_settings.manager_version', '=', change.version),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) throw staleVersion(MANAGER_ACCESS_TEXT.stale, { currentVersion: change.version + 1 });

  for (const [key, level] of levels) {
    await trx.deleteFrom('manager_field_access').where('company_id', '=', caller.companyId).where('field_key', '=', key).execute();
    const field = settings.manager.get(key)?.field;
    if (field !== undefined && level !== managerDefaultOf(field).level)
      await trx.insertInto('manager_field_access').values({ company_id: caller.companyId, field_key: key, level }).execute();
  }

  const after = await loadFieldAccessSettings(trx, caller.companyId);
  const words = changesInWords(settings, change, levels);
  await recordAccessChange(trx, caller, {
    entityId: 'manager-additional-access',
    action: 'updated',
    summary: words.length === 0 ? `${MANAGER_ACCESS_TEXT.summary}: saved unchanged.` : `${MANAGER_ACCESS_TEXT.summary}: ${words.join(' ')}`,
    before: managerAccessInWords(settings),
    after: managerAccessInWords(after),
  });
}

function managerAccessInWords(settings: FieldAccessSettings): string {
  return [
    MANAGER_ACCESS_TEXT.subject,
    `Tasks: ${MANAGER_TASK_LEVEL_LABELS[settings.managerTasks as ManagerTaskLevel]}`,
    `Documents: ${settings.managerDocuments ? 'Managed' : 'Not managed'}`,
    ...orderedFields(settings).map(({ field, level }) => `${field.label}: ${FIELD_LEVEL_LABELS[level]}`),
  ].join('\n');
}
