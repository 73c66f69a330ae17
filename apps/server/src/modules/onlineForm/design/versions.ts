import type { OnlineFormDefinition, OnlineFormField, OnlineFormHead } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.ts';
import { BusinessError } from '../../../core/result.ts';
import { requireHead } from '../definitionRepo.ts';

/** The synchronised versions of a form, and what changed between two of them. */

export interface OnlineFormVersion {
  id: string;
  tableVersion: number;
  createBy: string | null;
  createTime: string | null;
  statements: string[];
}

type Value = string | number | null;

export interface AttributeChange {
  attribute: string;
  label: string;
  from: Value;
  to: Value;
}

export interface VersionDiff {
  added: string[];
  removed: string[];
  changed: { field: string; changes: AttributeChange[] }[];
  head: AttributeChange[];
}

const FIELD_LABELS: readonly [keyof OnlineFormField, string][] = [
  ['dbFieldName', '字段名'],
  ['dbFieldTxt', '字段备注'],
  ['dbType', '类型'],
  ['dbLength', '长度'],
  ['dbPointLength', '小数位'],
  ['dbIsNull', '允许空'],
  ['dbDefaultVal', '默认值'],
  ['fieldShowType', '控件类型'],
  ['dictField', '字典编码'],
  ['dictTable', '字典表'],
  ['dictText', '字典文本'],
  ['fieldValidType', '校验规则'],
  ['fieldMustInput', '必填'],
  ['fieldDefaultValue', '表单默认值'],
  ['isQuery', '查询'],
  ['queryMode', '查询方式'],
  ['isShowForm', '表单显示'],
  ['isShowList', '列表显示'],
  ['isReadOnly', '只读'],
  ['mainTable', '外键主表'],
  ['mainField', '外键字段'],
  ['orderNum', '排序'],
];

const HEAD_LABELS: readonly [keyof OnlineFormHead, string][] = [
  ['tableName', '表名'],
  ['tableTxt', '表描述'],
  ['tableType', '表类型'],
  ['isTree', '是否树'],
  ['treeParentIdField', '树父ID字段'],
  ['treeIdField', '是否有子节点字段'],
  ['treeFieldname', '树显示字段'],
  ['subTableStr', '附表'],
  ['relationType', '映射关系'],
  ['isPage', '分页'],
  ['isCheckbox', '复选框'],
  ['formTemplate', '表单风格'],
  ['themeTemplate', '主题模板'],
];

const value = (v: unknown): Value => (typeof v === 'string' || typeof v === 'number' ? v : null);

function compare<T>(from: T, to: T, labels: readonly [keyof T, string][]): AttributeChange[] {
  const out: AttributeChange[] = [];
  for (const [attribute, label] of labels) {
    const a = value(from[attribute]);
    const b = value(to[attribute]);
    if (a !== b) out.push({ attribute: String(attribute), label, from: a, to: b });
  }
  return out;
}

/** GET head/versions: newest first. */
export async function listVersions(db: Kysely<Database>, headId: string): Promise<OnlineFormVersion[]> {
  await requireHead(db, headId);
  const rows = await db
    .selectFrom('onlCgformVersion')
    .select(['id', 'tableVersion', 'createBy', 'createTime', 'statements'])
    .where('cgformHeadId', '=', headId)
    .orderBy('tableVersion', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tableVersion: Number(r.tableVersion),
    createBy: r.createBy,
    createTime: r.createTime,
    statements: JSON.parse(r.statements) as string[],
  }));
}

async function snapshotOf(
  db: Kysely<Database>,
  headId: string,
  tableVersion: number,
): Promise<OnlineFormDefinition> {
  const row = await db
    .selectFrom('onlCgformVersion')
    .select('snapshot')
    .where('cgformHeadId', '=', headId)
    .where('tableVersion', '=', tableVersion)
    .executeTakeFirst();
  if (!row) throw new BusinessError(`版本不存在：${tableVersion}`);
  return JSON.parse(row.snapshot) as OnlineFormDefinition;
}

/** GET head/versionDiff: fields matched by id (a renamed field is a change of 字段名, not a removal). */
export async function versionDiff(
  db: Kysely<Database>,
  headId: string,
  fromVersion: number,
  toVersion: number,
): Promise<VersionDiff> {
  await requireHead(db, headId);
  const from = await snapshotOf(db, headId, fromVersion);
  const to = await snapshotOf(db, headId, toVersion);
  const fromById = new Map(from.fields.map((f) => [f.id, f]));
  const toIds = new Set(to.fields.map((f) => f.id));
  const added = to.fields.filter((f) => !fromById.has(f.id)).map((f) => f.dbFieldName);
  const removed = from.fields.filter((f) => !toIds.has(f.id)).map((f) => f.dbFieldName);
  const changed: VersionDiff['changed'] = [];
  for (const field of to.fields) {
    const before = fromById.get(field.id);
    if (!before) continue;
    const changes = compare(before, field, FIELD_LABELS);
    if (changes.length > 0) changed.push({ field: field.dbFieldName, changes });
  }
  return { added, removed, changed, head: compare(from.head, to.head, HEAD_LABELS) };
}
