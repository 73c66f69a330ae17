import type { OnlineFormField } from '@hcs/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../../core/db/connect.ts';
import type { ColumnKind, ColumnShape } from './catalog.ts';

/**
 * The column each field of a definition needs, and the SQL pieces 同步数据库 builds statements from.
 * Every identifier comes from a validated definition (ONLINE_FIELD_NAME) and is quoted with sql.ref /
 * sql.id; type sizes are validated integers; defaults are literals Kysely escapes (sql.lit).
 */

export interface DesiredColumn {
  name: string;
  kind: Exclude<ColumnKind, 'other'>;
  length: number | null;
  scale: number | null;
  nullable: boolean;
  defaultValue: string | null;
  primaryKey?: boolean;
}

/** The columns every form's table has (ONLINE_SYSTEM_FIELDS), set by the server. */
export const SYSTEM_COLUMNS: readonly DesiredColumn[] = [
  {
    name: 'id',
    kind: 'varchar',
    length: 32,
    scale: null,
    nullable: false,
    defaultValue: null,
    primaryKey: true,
  },
  { name: 'tenant_id', kind: 'integer', length: null, scale: null, nullable: false, defaultValue: null },
  { name: 'create_by', kind: 'varchar', length: 50, scale: null, nullable: true, defaultValue: null },
  { name: 'create_time', kind: 'varchar', length: 19, scale: null, nullable: true, defaultValue: null },
  { name: 'update_by', kind: 'varchar', length: 50, scale: null, nullable: true, defaultValue: null },
  { name: 'update_time', kind: 'varchar', length: 19, scale: null, nullable: true, defaultValue: null },
  { name: 'sys_org_code', kind: 'varchar', length: 64, scale: null, nullable: true, defaultValue: null },
];

/**
 * A field's column. Date and Datetime are stored as text 'yyyy-MM-dd' / 'yyyy-MM-dd HH:mm:ss' like the
 * platform's own times. A column is NOT NULL only when the field is not nullable AND has a database
 * default (so existing rows always get a value); other required fields are enforced by the form's rules.
 */
export function desiredColumn(field: OnlineFormField): DesiredColumn {
  const base = {
    name: field.dbFieldName,
    nullable: !(field.dbIsNull === 0 && field.dbDefaultVal !== null),
    defaultValue: field.dbDefaultVal,
  };
  switch (field.dbType) {
    case 'string':
      return { ...base, kind: 'varchar', length: field.dbLength, scale: null };
    case 'int':
      return { ...base, kind: 'integer', length: null, scale: null };
    case 'double':
      return { ...base, kind: 'double', length: null, scale: null };
    case 'BigDecimal':
      return { ...base, kind: 'numeric', length: field.dbLength, scale: field.dbPointLength };
    case 'Date':
      return { ...base, kind: 'varchar', length: 10, scale: null };
    case 'Datetime':
      return { ...base, kind: 'varchar', length: 19, scale: null };
    case 'Text':
      return { ...base, kind: 'text', length: null, scale: null };
    case 'Blob':
      return { ...base, kind: 'blob', length: null, scale: null, defaultValue: null };
  }
}

const positiveInt = (n: number | null, fallback: number): number =>
  n !== null && Number.isInteger(n) && n >= 0 && n <= 4000 ? n : fallback;

/** The column type as SQL text (sizes are integers checked here again). */
export function typeText(dialect: Dialect, column: Pick<DesiredColumn, 'kind' | 'length' | 'scale'>): string {
  switch (column.kind) {
    case 'varchar':
      return `varchar(${positiveInt(column.length, 255)})`;
    case 'integer':
      return 'integer';
    case 'double':
      return dialect === 'postgres' ? 'double precision' : 'double';
    case 'numeric':
      return `numeric(${positiveInt(column.length, 18)},${positiveInt(column.scale, 0)})`;
    case 'text':
      // MySQL's text and blob hold 64 KB; the long forms hold what SQLite's and PostgreSQL's do.
      return dialect === 'mysql' ? 'longtext' : 'text';
    case 'blob':
      return dialect === 'postgres' ? 'bytea' : dialect === 'mysql' ? 'longblob' : 'blob';
  }
}

/** The type a MySQL `cast(… as …)` names for a numeric column (it knows no `numeric(p,s)`). */
function mysqlCastType(column: Pick<DesiredColumn, 'kind' | 'length' | 'scale'>): string {
  return column.kind === 'numeric'
    ? `decimal(${positiveInt(column.length, 18)},${positiveInt(column.scale, 0)})`
    : 'double';
}

/** A shape's type for messages: varchar(50), integer, numeric(10,2). */
export function shapeText(column: Pick<ColumnShape, 'kind' | 'length' | 'scale' | 'declared'>): string {
  if (column.kind === 'other') return column.declared;
  return typeText('sqlite', { kind: column.kind, length: column.length, scale: column.scale });
}

/** A default as an SQL literal: numbers for numeric columns, an escaped string otherwise. */
export function defaultLiteral(column: DesiredColumn): RawBuilder<unknown> {
  const value = column.defaultValue ?? '';
  const numeric = column.kind === 'integer' || column.kind === 'double' || column.kind === 'numeric';
  if (numeric && /^-?\d{1,18}(\.\d{1,10})?$/.test(value)) return sql.lit(Number(value));
  return sql.lit(value);
}

/** A column definition: "name" type [default …] [not null] [primary key]. */
export function columnDefinition(dialect: Dialect, column: DesiredColumn): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${sql.ref(column.name)} ${sql.raw(typeText(dialect, column))}`];
  if (column.defaultValue !== null) parts.push(sql`default ${defaultLiteral(column)}`);
  if (!column.nullable) parts.push(sql`not null`);
  if (column.primaryKey) parts.push(sql`primary key`);
  return sql.join(parts, sql` `);
}

/** CREATE TABLE with the system columns and the fields' columns. */
export function createTable(dialect: Dialect, table: string, columns: DesiredColumn[]): RawBuilder<unknown> {
  return sql`create table ${sql.id(table)} (${sql.join(columns.map((c) => columnDefinition(dialect, c)))})`;
}

/** Whether a change of type keeps every value (integer → double, varchar → text …). */
export function typeChangeKeepsData(from: ColumnShape, to: DesiredColumn): boolean {
  if (from.kind === 'varchar' && to.kind === 'text') return true;
  if (from.kind === 'integer' && to.kind === 'double') return true;
  if (from.kind === 'integer' && to.kind === 'numeric') return (to.length ?? 0) - (to.scale ?? 0) >= 10;
  if ((from.kind === 'integer' || from.kind === 'double' || from.kind === 'numeric') && to.kind === 'text') {
    return true;
  }
  return false;
}

/** How each database says the pieces of a conversion that differ between them. */
interface ConvertWords {
  /** The column's value as text. */
  text(c: RawBuilder<unknown>, source: ColumnShape): RawBuilder<unknown>;
  /** The type a whole number is cast to. */
  integer: string;
  /** The type a decimal number is cast to for the column `to` (a double or a numeric one). */
  decimal(to: DesiredColumn): string;
  /** Whether the trimmed text `c` is a number: at most `digits` digits, with a fraction when `fraction`. */
  isNumber(c: RawBuilder<unknown>, digits: number, fraction: boolean): RawBuilder<unknown>;
  /** Text as bytes. */
  bytes(text: RawBuilder<unknown>, c: RawBuilder<unknown>): RawBuilder<unknown>;
}

/** Written into the statement as literals: PostgreSQL takes no parameters in ALTER TABLE … USING. */
const numberPattern = (digits: number, fraction: boolean) =>
  `^-?[0-9]{1,${digits}}${fraction ? '([.][0-9]+)?' : ''}$`;

const CONVERT_WORDS: Record<Dialect, ConvertWords> = {
  sqlite: {
    text: (c) => sql`cast(${c} as text)`,
    integer: 'integer',
    decimal: () => 'real',
    // No regular expressions: not empty, and no character other than digits, the sign (and the point).
    isNumber: (c, _digits, fraction) =>
      sql`trim(${c}) <> '' and trim(${c}) not glob ${sql.lit(fraction ? '*[^0-9.-]*' : '*[^0-9-]*')}`,
    bytes: (_text, c) => sql`cast(${c} as blob)`,
  },
  postgres: {
    text: (c, source) => (source.kind === 'blob' ? sql`encode(${c}, 'escape')` : sql`cast(${c} as text)`),
    integer: 'integer',
    decimal: (to) => typeText('postgres', to),
    isNumber: (c, digits, fraction) => sql`trim(${c}) ~ ${sql.lit(numberPattern(digits, fraction))}`,
    bytes: (text) => sql`convert_to(${text}, 'UTF8')`,
  },
  mysql: {
    text: (c, source) =>
      source.kind === 'blob' ? sql`convert(${c} using utf8mb4)` : sql`cast(${c} as char)`,
    integer: 'signed',
    decimal: mysqlCastType,
    isNumber: (c, digits, fraction) => sql`trim(${c}) regexp ${sql.lit(numberPattern(digits, fraction))}`,
    bytes: (text) => sql`cast(${text} as binary)`,
  },
};

/**
 * The value of `source` (a column of the old table) converted to the column `to`: used by PostgreSQL's
 * ALTER COLUMN … TYPE … USING, by SQLite's table rebuild and by MySQL's copy into a new column. Values
 * that cannot be converted become NULL; text is cut to the new length.
 */
export function convertExpression(
  dialect: Dialect,
  source: ColumnShape,
  to: DesiredColumn,
): RawBuilder<unknown> {
  const words = CONVERT_WORDS[dialect];
  const c = sql.ref(source.name) as RawBuilder<unknown>;
  const textOf = words.text(c, source);
  const fromText = source.kind === 'varchar' || source.kind === 'text' || source.kind === 'other';
  const fromNumber = source.kind === 'integer' || source.kind === 'double' || source.kind === 'numeric';
  switch (to.kind) {
    case 'varchar':
      return sql`substr(${textOf}, 1, ${sql.raw(String(positiveInt(to.length, 255)))})`;
    case 'text':
      return textOf;
    case 'integer': {
      const integer = sql.raw(words.integer);
      if (source.kind === 'integer') return c;
      if (fromNumber) return sql`cast(round(${c}) as ${integer})`;
      if (!fromText) return sql`null`;
      return sql`case when ${words.isNumber(c, 9, false)} then cast(trim(${c}) as ${integer}) end`;
    }
    case 'double':
    case 'numeric': {
      const type = sql.raw(words.decimal(to));
      if (fromNumber) {
        // SQLite has no numeric type of a fixed scale to cast to: the value rounded to it.
        return to.kind === 'numeric' && dialect === 'sqlite'
          ? sql`round(${c}, ${sql.raw(String(positiveInt(to.scale, 0)))})`
          : sql`cast(${c} as ${type})`;
      }
      if (!fromText) return sql`null`;
      return sql`case when ${words.isNumber(c, 18, true)} then cast(trim(${c}) as ${type}) end`;
    }
    case 'blob':
      if (source.kind === 'blob') return c;
      return words.bytes(textOf, c);
  }
}
