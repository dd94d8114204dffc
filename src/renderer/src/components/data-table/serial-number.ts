import { DATA_TABLE_TEXT } from './data-table-text';

/**
 * A row's serial number: 1 + its index on the page + the offset of the page ((page - 1) * pageSize).
 * 'Invalid' when that is not a finite number, e.g. a page the caller could not parse.
 */
export function serialNumber(index: number, page: number, pageSize: number): string {
  const value = 1 + index + (page - 1) * pageSize;
  return Number.isFinite(value) ? String(value) : DATA_TABLE_TEXT.invalidSerial;
}
