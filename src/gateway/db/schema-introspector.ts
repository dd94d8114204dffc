import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
  sql,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

interface ColumnRow {
  table: string;
  table_kind: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
}

/**
 * Kysely's PostgreSQL introspection, limited to the gateway's own schema. Kysely's reads the columns
 * of every schema in the database: a gateway sharing a database paid for every other schema's tables
 * at each start (the migrator asks three times), and failed its start when another schema was
 * dropped meanwhile ("relation ... does not exist").
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    /** The gateway's schema; without one, the first schema on the search path. */
    private readonly schema: string | undefined,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const schema = this.schema === undefined ? sql`current_schema()` : sql`${this.schema}`;
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as table_kind, ns.nspname as schema, a.attname as column,
        a.attnotnull as not_null, a.atthasdef as has_default,
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as auto_incrementing,
        typ.typname as type, dtns.nspname as type_schema, col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.nspname = ${schema} and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);

    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (table === undefined) {
        table = { name: row.table, schema: row.schema, isView: row.table_kind === 'v', isForeign: false, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isAutoIncrementing: row.auto_incrementing,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }
}

/** PostgreSQL with the introspection of one schema. */
export class SchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string | undefined,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.schema);
  }
}
