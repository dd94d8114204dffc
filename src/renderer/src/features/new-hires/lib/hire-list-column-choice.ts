/**
 * The custom field columns a user chose for the hires list, kept on this device per user: field
 * ids only, which are no secret (like the look, in lib/theme).
 */
const storageKey = (userId: string) => `hcm.hireList.fieldColumns.${userId}`;

export function loadColumnChoice(userId: string, storage: Storage = window.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveColumnChoice(userId: string, fieldIds: readonly string[], storage: Storage = window.localStorage): void {
  try {
    storage.setItem(storageKey(userId), JSON.stringify(fieldIds));
  } catch {
    // Storage can be full or disabled; the choice then lasts for this window only.
  }
}
