import { ONLINE_TABLE_NAME, ONLINE_TABLE_PREFIX } from '@hcs/shared';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../core/db/connect.ts';
import type { Database } from '../../../core/db/schema.ts';

/**
 * A form's physical table as the database catalog describes it (SQLite `pragma_table_info`,
 * PostgreSQL's and MySQL's `information_schema.columns`), in one dialect-free shape that 同步数据库
 * compares with the definition.
 */

export type ColumnKind = 'varchar' | 'integer' | 'double' | 'numeric' | 'text' | 'blob' | 'other';

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  /** varchar: its length; numeric: its precision. */
  length: number | null;
  /** numeric: its scale. */
  scale: number | null;
  nullable: boolean;
  /** The default as plain text (quotes and casts removed), or null. */
  defaultValue: string | null;
  /** The declared type as the catalog gives it, for messages. */
  declared: string;
}

/** `ol_<tableName>` for a validated table name; anything else is refused (never a system table). */
export function physicalTable(tableName: string): string {
  if (!ONLINE_TABLE_NAME.test(tableName)) throw new Error(`invalid online table name ${tableName}`);
  return `${ONLINE_TABLE_PREFIX}${tableName}`;
}

/** A default as the catalog prints it ('abc'::character varying, 5, '5'::numeric, NULL) as plain text. */
export function plainDefault(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (/^null(::.*)?$/i.test(text)) return null;
  const quoted = /^'((?:[^']|'')*)'(::.*)?$/s.exec(text);
  if (quoted) return (quoted[1] as string).replace(/''/g, "'");
  const number = /^\(?(-?\d+(\.\d+)?)\)?(::.*)?$/.exec(text);
  if (number) return number[1] as string;
  return text;
}

function kindOfSqlite(type: string): { kind: ColumnKind; length: number | null; scale: number | null } {
  const t = type.trim().toLowerCase();
  const m = /^([a-z ]+)(\((\d+)(,\s*(\d+))?\))?$/.exec(t);
  const base = (m?.[1] ?? t).trim();
  const length = m?.[3] ? Number(m[3]) : null;
  const scale = m?.[5] ? Number(m[5]) : null;
  if (base === 'varchar' || base === 'character varying') return { kind: 'varchar', length, scale: null };
  if (base === 'integer' || base === 'int') return { kind: 'integer', length: null, scale: null };
  if (base === 'double' || base === 'real' || base === 'double precision') {
    return { kind: 'double', length: null, scale: null };
  }
  if (base === 'numeric' || base === 'decimal') return { kind: 'numeric', length, scale: scale ?? 0 };
  if (base === 'text') return { kind: 'text', length: null, scale: null };
  if (base === 'blob') return { kind: 'blob', length: null, scale: null };
  return { kind: 'other', length, scale };
}

/** A PostgreSQL or MySQL `information_schema` data type's kind. */
function kindOfCatalog(dataType: string): ColumnKind {
  switch (dataType.toLowerCase()) {
    case 'character varying':
    case 'varchar':
      return 'varchar';
    case 'integer':
    case 'int':
      return 'integer';
    case 'double precision':
    case 'double':
      return 'double';
    case 'numeric':
    case 'decimal':
      return 'numeric';
    case 'text':
    case 'longtext':
      return 'text';
    case 'bytea':
    case 'longblob':
      return 'blob';
    default:
      return 'other';
  }
}

interface SqliteColumnRow {
  name: string;
  type: string;
  nn: number;
  dflt: string | null;
}

interface CatalogColumnRow {
  name: string;
  dtype: string;
  charlen: number | null;
  prec: number | null;
  scale: number | null;
  nullable: string;
  dflt: string | null;
}

/** The columns of `table` (a physical form table) in their order; empty when the table does not exist. */
export async function readColumns(
  db: Kysely<Database>,
  dialect: Dialect,
  table: string,
): Promise<ColumnShape[]> {
  if (!table.startsWith(ONLINE_TABLE_PREFIX)) throw new Error(`not an online table: ${table}`);
  if (dialect === 'sqlite') {
    const { rows } = await sql<SqliteColumnRow>`select name, type, "notnull" as nn, dflt_value as dflt
      from pragma_table_info(${table}) order by cid`.execute(db);
    return rows.map((row) => {
      const { kind, length, scale } = kindOfSqlite(row.type);
      return {
        name: row.name,
        kind,
        length,
        scale,
        nullable: Number(row.nn) === 0,
        defaultValue: plainDefault(row.dflt),
        declared: row.type.toLowerCase(),
      };
    });
  }
  // MySQL's catalog columns are upper case; the aliases make both dialects' rows alike.
  const schema = dialect === 'mysql' ? sql`database()` : sql`current_schema()`;
  const { rows } = await sql<CatalogColumnRow>`select column_name as name, data_type as dtype,
      character_maximum_length as charlen, numeric_precision as prec, numeric_scale as scale,
      is_nullable as nullable, column_default as dflt
    from information_schema.columns
    where table_schema = ${schema} and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.map((row) => {
    const kind = kindOfCatalog(row.dtype);
    const length = kind === 'varchar' ? row.charlen : kind === 'numeric' ? row.prec : null;
    const scale = kind === 'numeric' ? (row.scale ?? 0) : null;
    return {
      name: row.name,
      kind,
      length: length === null ? null : Number(length),
      scale: scale === null ? null : Number(scale),
      nullable: row.nullable === 'YES',
      defaultValue: plainDefault(row.dflt),
      declared: row.dtype,
    };
  });
}
