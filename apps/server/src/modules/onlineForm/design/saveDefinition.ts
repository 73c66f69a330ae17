import type { OnlineFormField } from '@hcs/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { OnlCgformFieldTable, OnlCgformHeadTable } from '../../../core/db/onlineFormSchema.ts';
import type { Audit, Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { BusinessError } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { loadFields, requireHead } from '../definitionRepo.ts';
import { originalByTableName } from './headRepo.ts';
import type { FieldInput, HeadInput } from './schema.ts';
import { validateDefinition } from './validateDefinition.ts';

/** addAll / editAll: a definition saved with its fields, the table version raised when the table changes. */

/** The attributes of a field that shape its column: changing one means the table must be synchronised again. */
const PHYSICAL: readonly (keyof FieldInput & keyof OnlineFormField)[] = [
  'dbFieldName',
  'dbType',
  'dbLength',
  'dbPointLength',
  'dbIsNull',
  'dbDefaultVal',
];

const physicalKey = (f: Pick<FieldInput, (typeof PHYSICAL)[number]>) =>
  JSON.stringify(PHYSICAL.map((k) => f[k] ?? null));

/** Fields in orderNum order (stable for equal numbers). */
const byOrder = <T extends { orderNum: number }>(fields: T[]): T[] =>
  fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.orderNum - b.field.orderNum || a.index - b.index)
    .map((x) => x.field);

function headColumns(head: HeadInput) {
  return {
    tableName: head.tableName,
    tableTxt: head.tableTxt,
    tableType: head.tableType,
    isCheckbox: head.isCheckbox,
    isPage: head.isPage,
    isTree: head.isTree,
    treeParentIdField: head.isTree === 'Y' ? head.treeParentIdField : null,
    treeIdField: head.isTree === 'Y' ? head.treeIdField : null,
    treeFieldname: head.isTree === 'Y' ? head.treeFieldname : null,
    subTableStr: head.tableType === 1 ? head.subTableStr : null,
    relationType: head.tableType === 2 ? (head.relationType ?? 0) : null,
    tabOrderNum: head.tableType === 2 ? head.tabOrderNum : null,
    queryMode: head.queryMode,
    formTemplate: head.formTemplate,
    formTemplateMobile: head.formTemplateMobile,
    themeTemplate: head.themeTemplate,
    scroll: head.scroll,
    formCategory: head.formCategory || 'temp',
    extConfigJson: head.extConfigJson,
  };
}

function fieldColumns(field: FieldInput) {
  return {
    dbFieldName: field.dbFieldName,
    dbFieldTxt: field.dbFieldTxt,
    dbIsKey: field.dbIsKey,
    dbIsNull: field.dbIsNull,
    dbType: field.dbType,
    dbLength: field.dbLength,
    dbPointLength: field.dbType === 'BigDecimal' || field.dbType === 'double' ? field.dbPointLength : 0,
    dbDefaultVal: field.dbDefaultVal,
    dictField: field.dictField,
    dictTable: field.dictTable,
    dictText: field.dictText,
    fieldShowType: field.fieldShowType,
    fieldHref: field.fieldHref,
    fieldLength: field.fieldLength,
    fieldValidType: field.fieldValidType,
    fieldMustInput: field.fieldMustInput,
    fieldExtendJson: field.fieldExtendJson,
    fieldDefaultValue: field.fieldDefaultValue,
    isQuery: field.isQuery,
    queryMode: field.queryMode,
    isShowForm: field.isShowForm,
    isShowList: field.isShowList,
    isReadOnly: field.isReadOnly,
    mainTable: field.mainTable,
    mainField: field.mainField,
    orderNum: field.orderNum,
    sortFlag: field.sortFlag,
  };
}

async function insertFields(
  trx: Transaction<Database>,
  headId: string,
  fields: { input: FieldInput; id: string; old: string | null; created: Audit | null }[],
  auth: AuthContext,
  now: string,
): Promise<void> {
  for (const f of fields) {
    const row: Insertable<OnlCgformFieldTable> = {
      id: f.id,
      cgformHeadId: headId,
      dbFieldNameOld: f.old,
      ...fieldColumns(f.input),
      createBy: f.created ? f.created.createBy : auth.username,
      createTime: f.created ? f.created.createTime : now,
      updateBy: f.created ? auth.username : null,
      updateTime: f.created ? now : null,
    };
    await trx.insertInto('onlCgformField').values(row).execute();
  }
}

/** addAll: a new original form (never synchronised). */
export async function addDefinition(
  db: Kysely<Database>,
  auth: AuthContext,
  head: HeadInput,
  fields: FieldInput[],
): Promise<string> {
  if (await originalByTableName(db, head.tableName)) throw new BusinessError(`表名已存在: ${head.tableName}`);
  const ordered = byOrder(fields);
  await validateDefinition(db, head, ordered, null);
  const id = newId();
  const now = formatDateTime();
  await db.transaction().execute(async (trx) => {
    const row: Insertable<OnlCgformHeadTable> = {
      id,
      ...headColumns(head),
      tableVersion: 1,
      syncedVersion: null,
      isDbSynch: 'N',
      copyType: 0,
      copyVersion: null,
      physicId: null,
      createBy: auth.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    };
    await trx.insertInto('onlCgformHead').values(row).execute();
    await insertFields(
      trx,
      id,
      ordered.map((input) => ({ input, id: newId(), old: null, created: null })),
      auth,
      now,
    );
  });
  return id;
}

/** editAll: the head and its fields as sent; fields not sent are kept unless listed in deleteFieldIds. */
export async function editDefinition(
  db: Kysely<Database>,
  auth: AuthContext,
  head: HeadInput & { id: string },
  fields: FieldInput[],
  deleteFieldIds: string[],
): Promise<void> {
  const current = await requireHead(db, head.id);
  const stored = await loadFields(db, current.id);
  const storedById = new Map(stored.map((f) => [f.id, f]));
  const auditRows = await db
    .selectFrom('onlCgformField')
    .select(['id', 'createBy', 'createTime', 'updateBy', 'updateTime'])
    .where('cgformHeadId', '=', current.id)
    .execute();
  const audits = new Map<string, Audit>(auditRows.map((r) => [r.id, r]));
  for (const id of deleteFieldIds) if (!storedById.has(id)) throw new BusinessError('要删除的字段不存在');
  for (const f of fields) {
    if (f.id && !storedById.has(f.id)) throw new BusinessError(`字段不存在：${f.dbFieldName}`);
    if (f.id && deleteFieldIds.includes(f.id))
      throw new BusinessError(`字段 ${f.dbFieldName} 不能同时修改和删除`);
  }
  const sentIds = new Set(fields.map((f) => f.id).filter((id): id is string => Boolean(id)));
  const kept: FieldInput[] = stored
    .filter((f) => !sentIds.has(f.id) && !deleteFieldIds.includes(f.id))
    .map((f) => ({ ...f, fieldShowType: f.fieldShowType }));
  const finalFields = byOrder([...fields, ...kept]);

  if (head.tableName !== current.tableName) {
    if (current.copyType === 1) throw new BusinessError('复制的表单不能修改表名');
    if (current.syncedVersion !== null) throw new BusinessError('已同步到数据库的表单不能修改表名');
    if (await originalByTableName(db, head.tableName, current.id)) {
      throw new BusinessError(`表名已存在: ${head.tableName}`);
    }
  }
  await validateDefinition(db, head, finalFields, current.id);

  const before = new Set(stored.map(physicalKey));
  const after = new Set(finalFields.map(physicalKey));
  const tableChanged =
    before.size !== after.size ||
    [...after].some((k) => !before.has(k)) ||
    stored.length !== finalFields.length;
  if (tableChanged && current.copyType === 1) {
    throw new BusinessError(
      '复制的表单不能修改表结构（字段名、类型、长度、小数位、允许空、默认值），请修改原表单',
    );
  }

  const now = formatDateTime();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('onlCgformHead')
      .set({
        ...headColumns(head),
        ...(current.copyType === 1 ? { tableName: current.tableName } : {}),
        tableVersion: tableChanged ? current.tableVersion + 1 : current.tableVersion,
        isDbSynch: tableChanged ? 'N' : current.isDbSynch,
        updateBy: auth.username,
        updateTime: now,
      })
      .where('id', '=', current.id)
      .execute();
    // Fields are written anew in orderNum order, keeping their ids and the name each had when last synchronised.
    await trx.deleteFrom('onlCgformField').where('cgformHeadId', '=', current.id).execute();
    await insertFields(
      trx,
      current.id,
      finalFields.map((input) => {
        const previous = input.id ? storedById.get(input.id) : undefined;
        const old = previous
          ? (previous.dbFieldNameOld ?? (current.syncedVersion !== null ? previous.dbFieldName : null))
          : null;
        return {
          input,
          id: previous?.id ?? newId(),
          old,
          created: previous ? (audits.get(previous.id) ?? null) : null,
        };
      }),
      auth,
      now,
    );
  });
}
