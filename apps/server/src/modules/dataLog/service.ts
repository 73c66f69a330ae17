import { type TrackedTable, trackedTable, trackedTables } from '../../core/audit/dataLogTables.ts';
import { isSecretKey } from '../../core/audit/redact.ts';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { fieldTexts } from './fieldTexts.ts';

export const dataLogEntity = defineEntity({
  title: '数据日志',
  defaultSort: 'createTime',
  fields: {
    dataTable: { column: 'dataTable', type: 'string' },
    dataId: { column: 'dataId', type: 'string' },
    dataVersion: { column: 'dataVersion', type: 'number' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const dataLogBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysDataLog');

const VERSION_COLUMNS = ['id', 'dataTable', 'dataId', 'dataVersion', 'createBy', 'createTime'] as const;

const tableTitle = (table: string) => trackedTable(table)?.title ?? table;

export const withTableTitles = <T extends { dataTable: string }>(rows: T[]) =>
  rows.map((r) => ({ ...r, dataTable_dictText: tableTitle(r.dataTable) }));

/** The tables that keep versions, for the list's filter. */
export const trackedTableOptions = () => trackedTables().map(([value, t]) => ({ value, text: t.title }));

/** The versions of one record, oldest first. */
export async function versionsOf(ctx: AppContext, dataTable: string, dataId: string) {
  if (!trackedTable(dataTable)) throw new BusinessError(`不支持的数据表: ${dataTable.slice(0, 64)}`);
  return ctx.db.kysely
    .selectFrom('sysDataLog')
    .select(VERSION_COLUMNS)
    .where('dataTable', '=', dataTable)
    .where('dataId', '=', dataId)
    .orderBy('dataVersion', 'asc')
    .execute();
}

export interface ComparedField {
  field: string;
  label: string;
  left: unknown;
  right: unknown;
  /** The values as read (dictionary text, a referenced record's name), when they are codes. */
  leftText: string | null;
  rightText: string | null;
  changed: boolean;
}

const SKIPPED = new Set(['id', 'tenantId', 'delFlag']);

function parseContent(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** Hides what the caller may not see in a snapshot (ID numbers of audiences, as the audience list does). */
const viewOf = (ctx: AppContext, auth: AuthContext, tracked: TrackedTable) =>
  tracked.viewFor ? tracked.viewFor(ctx, auth) : (content: Record<string, unknown>) => content;

/** Two versions of one record side by side, field by field, the older on the left. */
export async function compareVersions(ctx: AppContext, auth: AuthContext, id1: string, id2: string) {
  const rows = await ctx.db.kysely
    .selectFrom('sysDataLog')
    .selectAll()
    .where('id', 'in', [id1, id2])
    .orderBy('dataVersion', 'asc')
    .execute();
  const [older, newer] = rows;
  if (!older || !newer || id1 === id2) throw new BusinessError('请选择两个版本进行比较');
  if (older.dataTable !== newer.dataTable || older.dataId !== newer.dataId) {
    throw new BusinessError('只能比较同一条数据的不同版本');
  }
  const table = older.dataTable;
  const tracked = trackedTable(table);
  if (!tracked) throw new BusinessError(`不支持的数据表: ${table.slice(0, 64)}`);
  const view = await viewOf(ctx, auth, tracked);
  const left = view(parseContent(older.dataContent));
  const right = view(parseContent(newer.dataContent));
  const labels = tracked.labels;
  const textOf = await fieldTexts(ctx, tracked, [left, right]);
  const keys = [...new Set([...Object.keys(labels), ...Object.keys(left), ...Object.keys(right)])].filter(
    (k) => !SKIPPED.has(k) && !isSecretKey(k) && (k in left || k in right),
  );
  const fields: ComparedField[] = keys.map((field) => ({
    field,
    label: labels[field] ?? field,
    left: left[field] ?? null,
    right: right[field] ?? null,
    leftText: textOf(field, left[field]),
    rightText: textOf(field, right[field]),
    changed: JSON.stringify(left[field] ?? null) !== JSON.stringify(right[field] ?? null),
  }));
  const version = ({ dataContent: _content, ...v }: typeof older) => v;
  return {
    dataTable: table,
    dataTable_dictText: tracked.title,
    dataId: older.dataId,
    left: version(older),
    right: version(newer),
    fields,
  };
}
