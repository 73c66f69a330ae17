import type { OnlineFormField, OnlineFormHead, OnlineSyncChange } from '@hcs/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../../core/db/connect.ts';
import type { Database } from '../../../core/db/schema.ts';
import { type ColumnShape, physicalTable, readColumns } from './catalog.ts';
import {
  columnDefinition,
  convertExpression,
  createTable,
  type DesiredColumn,
  defaultLiteral,
  desiredColumn,
  SYSTEM_COLUMNS,
  shapeText,
  typeChangeKeepsData,
  typeText,
} from './ddl.ts';

/**
 * 同步数据库's plan: the definition compared with the physical table as the catalog describes it now.
 * The changes say what happens (destructive ones need the designer's confirmation by their exact
 * description); the statements make them, in one transaction.
 */

export type SynMethod = 'normal' | 'force';

export interface BuiltPlan {
  table: string;
  changes: OnlineSyncChange[];
  statements: RawBuilder<unknown>[];
}

/** How an existing column maps to a field's column. */
interface Mapping {
  field: OnlineFormField;
  desired: DesiredColumn;
  source: ColumnShape | null;
  renamedFrom: string | null;
  typeChanged: boolean;
  sizeChanged: boolean;
  nullChanged: boolean;
  defaultChanged: boolean;
}

const SYSTEM_NAMES: ReadonlySet<string> = new Set(SYSTEM_COLUMNS.map((c) => c.name));

const sameDefault = (a: string | null, b: string | null, numeric: boolean): boolean => {
  if (a === null || b === null) return a === b;
  return numeric ? Number(a) === Number(b) : a === b;
};

function sizeText(c: { kind: string; length: number | null; scale: number | null }): string {
  return c.kind === 'numeric' ? `(${c.length},${c.scale})` : String(c.length);
}

/** The changes and the statements that bring `table` to the definition. */
export async function buildPlan(
  db: Kysely<Database>,
  dialect: Dialect,
  head: OnlineFormHead,
  fields: OnlineFormField[],
  method: SynMethod,
): Promise<BuiltPlan> {
  const table = physicalTable(head.tableName);
  const physical = await readColumns(db, dialect, table);
  const desiredFields = fields.map(desiredColumn);
  const allDesired = [...SYSTEM_COLUMNS, ...desiredFields];
  const changes: OnlineSyncChange[] = [];
  const statements: RawBuilder<unknown>[] = [];

  if (physical.length === 0) {
    changes.push({ description: `创建表 ${table}`, field: null, destructive: false });
    statements.push(createTable(dialect, table, allDesired));
    return { table, changes, statements };
  }

  if (method === 'force') {
    for (const column of physical) {
      if (SYSTEM_NAMES.has(column.name)) continue;
      changes.push({
        description: `删除字段 ${column.name}（其数据将丢失）`,
        field: column.name,
        destructive: true,
      });
    }
    changes.push({ description: `删除并重建表 ${table}（全部记录将丢失）`, field: null, destructive: true });
    statements.push(sql`drop table ${sql.id(table)}`);
    statements.push(createTable(dialect, table, allDesired));
    return { table, changes, statements };
  }

  const byName = new Map(physical.map((c) => [c.name, c]));
  const fieldNames = new Set(fields.map((f) => f.dbFieldName));
  const claimed = new Set<string>();
  const mappings: Mapping[] = [];

  fields.forEach((field, index) => {
    const desired = desiredFields[index] as DesiredColumn;
    let source = byName.get(field.dbFieldName) ?? null;
    let renamedFrom: string | null = null;
    const old = field.dbFieldNameOld;
    if (
      !source &&
      old &&
      old !== field.dbFieldName &&
      byName.has(old) &&
      !fieldNames.has(old) &&
      !claimed.has(old)
    ) {
      source = byName.get(old) ?? null;
      renamedFrom = old;
    }
    const mapping: Mapping = {
      field,
      desired,
      source,
      renamedFrom,
      typeChanged: false,
      sizeChanged: false,
      nullChanged: false,
      defaultChanged: false,
    };
    mappings.push(mapping);
    const name = field.dbFieldName;
    if (!source) {
      changes.push({ description: `新增字段 ${name}`, field: name, destructive: false });
      return;
    }
    claimed.add(source.name);
    if (renamedFrom) {
      changes.push({
        description: `重命名字段 ${renamedFrom} → ${name}（数据保留）`,
        field: name,
        destructive: false,
      });
    }
    if (source.kind !== desired.kind) {
      mapping.typeChanged = true;
      const keeps = typeChangeKeepsData(source, desired);
      changes.push({
        description: keeps
          ? `修改字段 ${name} 的类型 ${shapeText(source)} → ${typeText(dialect, desired)}`
          : `修改字段 ${name} 的类型 ${shapeText(source)} → ${typeText(dialect, desired)}（无法转换的数据将丢失）`,
        field: name,
        destructive: !keeps,
      });
    } else if (desired.kind === 'varchar' || desired.kind === 'numeric') {
      const from = { kind: source.kind, length: source.length ?? 0, scale: source.scale ?? 0 };
      const to = { kind: desired.kind, length: desired.length ?? 0, scale: desired.scale ?? 0 };
      if (from.length !== to.length || from.scale !== to.scale) {
        mapping.sizeChanged = true;
        const wider =
          to.length >= from.length &&
          to.scale >= from.scale &&
          to.length - to.scale >= from.length - from.scale;
        const what = desired.kind === 'numeric' ? '精度' : '长度';
        changes.push({
          description: wider
            ? `加长字段 ${name} 的${what} ${sizeText(from)} → ${sizeText(to)}`
            : `缩短字段 ${name} 的${what} ${sizeText(from)} → ${sizeText(to)}（超出的内容将被截断）`,
          field: name,
          destructive: !wider,
        });
      }
    }
    if (source.nullable !== desired.nullable) {
      mapping.nullChanged = true;
      changes.push({
        description: desired.nullable
          ? `字段 ${name} 改为允许空`
          : `字段 ${name} 改为不允许空（已有的空值填为默认值 ${desired.defaultValue}）`,
        field: name,
        destructive: false,
      });
    }
    const numeric = desired.kind === 'integer' || desired.kind === 'double' || desired.kind === 'numeric';
    if (!sameDefault(source.defaultValue, desired.defaultValue, numeric)) {
      mapping.defaultChanged = true;
      changes.push({
        description: `修改字段 ${name} 的默认值 ${source.defaultValue ?? '（无）'} → ${desired.defaultValue ?? '（无）'}`,
        field: name,
        destructive: false,
      });
    }
  });

  const dropped = physical.filter((c) => !SYSTEM_NAMES.has(c.name) && !claimed.has(c.name));
  for (const column of dropped) {
    changes.push({
      description: `删除字段 ${column.name}（其数据将丢失）`,
      field: column.name,
      destructive: true,
    });
  }
  const missingSystem = SYSTEM_COLUMNS.filter((c) => !byName.has(c.name));
  for (const column of missingSystem) {
    changes.push({ description: `补充系统字段 ${column.name}`, field: column.name, destructive: false });
  }

  if (changes.length === 0) return { table, changes, statements };

  const altered = mappings.filter(
    (m) => m.source && (m.typeChanged || m.sizeChanged || m.nullChanged || m.defaultChanged),
  );
  if (dialect === 'sqlite' && (altered.length > 0 || missingSystem.some((c) => !c.nullable))) {
    statements.push(...sqliteRebuild(table, physical, mappings));
    return { table, changes, statements };
  }

  for (const m of mappings) {
    if (m.renamedFrom) {
      statements.push(
        sql`alter table ${sql.id(table)} rename column ${sql.ref(m.renamedFrom)} to ${sql.ref(m.desired.name)}`,
      );
    }
  }
  for (const column of missingSystem) {
    statements.push(sql`alter table ${sql.id(table)} add column ${columnDefinition(dialect, column)}`);
  }
  for (const m of mappings) {
    if (!m.source) {
      statements.push(sql`alter table ${sql.id(table)} add column ${columnDefinition(dialect, m.desired)}`);
    }
  }
  for (const m of altered)
    statements.push(...(dialect === 'mysql' ? mysqlAlter(table, m) : postgresAlter(table, m)));
  for (const column of dropped) {
    statements.push(sql`alter table ${sql.id(table)} drop column ${sql.ref(column.name)}`);
  }
  return { table, changes, statements };
}

/** PostgreSQL: the statements that change one existing column in place (after any rename). */
function postgresAlter(table: string, m: Mapping): RawBuilder<unknown>[] {
  const source = m.source as ColumnShape;
  const t = sql.id(table);
  const c = sql.ref(m.desired.name);
  const out: RawBuilder<unknown>[] = [];
  const retype = m.typeChanged || m.sizeChanged;
  if ((retype || m.defaultChanged) && source.defaultValue !== null) {
    out.push(sql`alter table ${t} alter column ${c} drop default`);
  }
  if (retype) {
    const using = convertExpression('postgres', { ...source, name: m.desired.name }, m.desired);
    out.push(
      sql`alter table ${t} alter column ${c} type ${sql.raw(typeText('postgres', m.desired))} using ${using}`,
    );
  }
  if (m.desired.defaultValue !== null && (retype || m.defaultChanged)) {
    out.push(sql`alter table ${t} alter column ${c} set default ${defaultLiteral(m.desired)}`);
  }
  if (m.nullChanged) {
    if (m.desired.nullable) {
      out.push(sql`alter table ${t} alter column ${c} drop not null`);
    } else {
      out.push(sql`update ${t} set ${c} = ${defaultLiteral(m.desired)} where ${c} is null`);
      out.push(sql`alter table ${t} alter column ${c} set not null`);
    }
  }
  return out;
}

/**
 * MySQL: one existing column changed in place (after any rename). A new type is filled through a column
 * added beside the old one (values converted as on the other dialects, where MySQL's own conversion
 * would refuse or guess), which then takes the old one's name; the definition is then set whole.
 * MySQL commits each DDL statement at once, so unlike on the other dialects a failure part-way leaves
 * the steps before it done.
 */
function mysqlAlter(table: string, m: Mapping): RawBuilder<unknown>[] {
  const source = m.source as ColumnShape;
  const t = sql.id(table);
  const c = sql.ref(m.desired.name);
  const out: RawBuilder<unknown>[] = [];
  const retype = m.typeChanged || m.sizeChanged;
  if (retype) {
    // A '-' no field name can hold (ONLINE_FIELD_NAME): the new column never is another field's.
    const tempName = `${m.desired.name}-sync`;
    const temp = sql.ref(tempName);
    const added = { ...m.desired, name: tempName, nullable: true, defaultValue: null };
    out.push(sql`alter table ${t} add column ${columnDefinition('mysql', added)} after ${c}`);
    const using = convertExpression('mysql', { ...source, name: m.desired.name }, m.desired);
    out.push(sql`update ${t} set ${temp} = ${using}`);
    out.push(sql`alter table ${t} drop column ${c}`);
    out.push(sql`alter table ${t} rename column ${temp} to ${c}`);
  }
  if (!m.desired.nullable && (retype || m.nullChanged)) {
    out.push(sql`update ${t} set ${c} = ${defaultLiteral(m.desired)} where ${c} is null`);
  }
  out.push(sql`alter table ${t} modify column ${columnDefinition('mysql', m.desired)}`);
  return out;
}

/**
 * SQLite cannot change a column's type, size, default or nullability in place: the table is rebuilt —
 * a new table with the wanted columns, every row copied (values converted), the old table dropped and
 * the new one renamed — inside the synchronisation's transaction, so the data is kept.
 */
function sqliteRebuild(table: string, physical: ColumnShape[], mappings: Mapping[]): RawBuilder<unknown>[] {
  // A '-' no form's table name can hold (ONLINE_TABLE_NAME): the temporary table never is another form's.
  const temp = `${table}-sync`;
  const existing = new Set(physical.map((c) => c.name));
  const targets: DesiredColumn[] = [];
  const values: RawBuilder<unknown>[] = [];
  for (const column of SYSTEM_COLUMNS) {
    targets.push(column);
    if (existing.has(column.name)) values.push(sql`${sql.ref(column.name)}`);
    else if (column.name === 'tenant_id') values.push(sql`0`);
    else if (column.name === 'id') values.push(sql`lower(hex(randomblob(16)))`);
    else values.push(sql`null`);
  }
  for (const m of mappings) {
    targets.push(m.desired);
    let value: RawBuilder<unknown>;
    if (!m.source) {
      value = m.desired.defaultValue === null ? sql`null` : defaultLiteral(m.desired);
    } else if (m.typeChanged || m.sizeChanged) {
      value = convertExpression('sqlite', m.source, m.desired);
    } else {
      value = sql`${sql.ref(m.source.name)}`;
    }
    if (!m.desired.nullable) value = sql`coalesce(${value}, ${defaultLiteral(m.desired)})`;
    values.push(value);
  }
  return [
    sql`drop table if exists ${sql.id(temp)}`,
    createTable('sqlite', temp, targets),
    sql`insert into ${sql.id(temp)} (${sql.join(targets.map((c) => sql.ref(c.name)))}) select ${sql.join(values)} from ${sql.id(table)}`,
    sql`drop table ${sql.id(table)}`,
    sql`alter table ${sql.id(temp)} rename to ${sql.id(table)}`,
  ];
}
