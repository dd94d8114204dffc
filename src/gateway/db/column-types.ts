import { sql } from 'kysely';
import type { DatabaseKind } from './schema';

/** Column types that differ between the two dialects; everything else is written once. */
export function columnTypes(kind: DatabaseKind) {
  return kind === 'postgres'
    ? ({ id: 'uuid', timestamp: 'timestamptz', flag: 'boolean', yes: sql`true`, no: sql`false` } as const)
    : ({ id: 'text', timestamp: 'text', flag: 'integer', yes: sql`1`, no: sql`0` } as const);
}
