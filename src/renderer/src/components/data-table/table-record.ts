import { useState, type Key } from 'react';
import type { RowKey } from './data-table-types';

/** One line of the antd table: a caller's row, or (without one) a skeleton line while loading. */
export interface TableRecord<Row> {
  key: Key;
  row?: Row;
}

export const SKELETON_RECORDS: readonly TableRecord<never>[] = [0, 1, 2].map((index) => ({ key: `hcm-skeleton-${index}` }));

export function rowKeyOf<Row>(row: Row, rowKey: RowKey<Row>): Key {
  if (typeof rowKey === 'function') return rowKey(row);
  const value: unknown = row[rowKey];
  return typeof value === 'number' ? value : String(value);
}

/**
 * One record per row object for as long as the row lives (and keeps its key): a row that stays on
 * screen through a new search or order keeps its record, so antd does not render it again.
 */
export type RecordCache<Row extends object> = WeakMap<Row, TableRecord<Row>>;

export function useRecordCache<Row extends object>(): RecordCache<Row> {
  const [cache] = useState(() => new WeakMap<Row, TableRecord<Row>>());
  return cache;
}

export function toRecords<Row extends object>(rows: readonly Row[], rowKey: RowKey<Row>, cache: RecordCache<Row>): TableRecord<Row>[] {
  return rows.map((row) => {
    const key = rowKeyOf(row, rowKey);
    const cached = cache.get(row);
    if (cached?.key === key) return cached;
    const record = { key, row };
    cache.set(row, record);
    return record;
  });
}
