/**
 * How names and numbers are compared: upper case, accents dropped, apostrophes and dots removed
 * ("SAINSBURY'S" and "sainsburys" meet), every other run of non-letters and non-digits one space
 * ("M&S" is "M S"). Search compares these keys, so it is case-insensitive on both databases
 * without any database function.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');
}

export function nameWords(key: string): string[] {
  return [...new Set(key.split(' ').filter((word) => word !== ''))];
}

const NUMBER_SHAPE = /^([A-Z]{0,2})(\d{1,8})$/;
const REGISTER_NUMBER_LENGTH = 8;

/**
 * A company number as the register writes it: 8 characters, digits padded with leading zeros
 * after any two-letter prefix ("1234" is "00001234", "sc 123" is "SC000123"). Undefined when the
 * text cannot be a company number.
 */
export function companyNumberKey(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/\s+/g, '');
  const match = NUMBER_SHAPE.exec(compact);
  if (match === null) {
    return /^[A-Z0-9]{8}$/.test(compact) ? compact : undefined;
  }
  const prefix = match[1] ?? '';
  const digits = match[2] ?? '';
  if (prefix.length + digits.length > REGISTER_NUMBER_LENGTH) {
    return undefined;
  }
  return prefix + digits.padStart(REGISTER_NUMBER_LENGTH - prefix.length, '0');
}

/** Active companies (status exactly "Active", any case) rank 0 and come first; the rest rank 1. */
export function statusRank(status: string | null | undefined): number {
  return status?.trim().toLowerCase() === 'active' ? 0 : 1;
}
