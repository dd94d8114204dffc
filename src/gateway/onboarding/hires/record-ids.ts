/** Record ids are UUIDs; PostgreSQL refuses to compare anything else with a uuid column. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id as stored (lower case), or null when it cannot name a record at all. */
export function recordIdOf(id: string): string | null {
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** Only the ids that can name a record, as stored. */
export function recordIdsOf(ids: readonly string[]): string[] {
  return [...new Set(ids.map(recordIdOf).filter((id): id is string => id !== null))];
}
