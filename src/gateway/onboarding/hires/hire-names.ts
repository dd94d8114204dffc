/** Lower case without accents: 'José Peña' and 'jose pena' read alike to search and sort. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface HireNameFields {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  personalEmail: string;
}

/** What the list's search compares: names and personal email, folded. */
export function hireSearchText(fields: HireNameFields): string {
  return foldText([fields.firstName, fields.lastName, fields.preferredName ?? '', fields.personalEmail].join(' ').replace(/\s+/g, ' ').trim());
}

/** The name sort key: "first last", folded. */
export function hireSortName(fields: Pick<HireNameFields, 'firstName' | 'lastName'>): string {
  return foldText(`${fields.firstName} ${fields.lastName}`);
}

export function hireFullName(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** A LIKE pattern that finds the text anywhere, with LIKE's own wildcards taken literally (escape '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The words of a search, folded; every word must be found. */
export function searchWords(search: string | undefined): string[] {
  return foldText(search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
}
