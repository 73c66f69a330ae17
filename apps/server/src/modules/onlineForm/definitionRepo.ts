import type {
  OnlineDbType,
  OnlineFormDefinition,
  OnlineFormField,
  OnlineFormHead,
  OnlineShowType,
  OnlineTableType,
  OnlineTheme,
  YesNo,
} from '@hcs/shared';
import type { Kysely, Selectable } from 'kysely';
import type { OnlCgformFieldTable, OnlCgformHeadTable } from '../../core/db/onlineFormSchema.ts';
import type { Database } from '../../core/db/schema.ts';
import { BusinessError } from '../../core/result.ts';

/**
 * Loading a form's definition (head + fields) as the shared types carry it: used by the design API and
 * by the runtime API alike. `code` is the head's id or, for an original form, its table name.
 */

const yesNo = (value: string): YesNo => (value === 'Y' ? 'Y' : 'N');
const bit = (value: number | null | undefined): 0 | 1 => (value === 1 ? 1 : 0);

export function toHead(row: Selectable<OnlCgformHeadTable>): OnlineFormHead {
  return {
    id: row.id,
    tableName: row.tableName,
    tableTxt: row.tableTxt,
    tableType: (row.tableType === 1 || row.tableType === 2 ? row.tableType : 0) as OnlineTableType,
    tableVersion: Number(row.tableVersion),
    syncedVersion: row.syncedVersion === null ? null : Number(row.syncedVersion),
    isDbSynch: yesNo(row.isDbSynch),
    isCheckbox: yesNo(row.isCheckbox),
    isPage: yesNo(row.isPage),
    isTree: yesNo(row.isTree),
    treeParentIdField: row.treeParentIdField,
    treeIdField: row.treeIdField,
    treeFieldname: row.treeFieldname,
    subTableStr: row.subTableStr,
    relationType: row.relationType === 0 || row.relationType === 1 ? row.relationType : null,
    tabOrderNum: row.tabOrderNum === null ? null : Number(row.tabOrderNum),
    queryMode: row.queryMode === 'group' ? 'group' : 'single',
    formTemplate: row.formTemplate === '2' ? '2' : '1',
    formTemplateMobile: row.formTemplateMobile,
    themeTemplate: (['normal', 'erp', 'tab', 'innerTable'].includes(row.themeTemplate)
      ? row.themeTemplate
      : 'normal') as OnlineTheme,
    scroll: bit(row.scroll),
    formCategory: row.formCategory,
    copyType: bit(row.copyType),
    copyVersion: row.copyVersion === null ? null : Number(row.copyVersion),
    physicId: row.physicId,
    extConfigJson: row.extConfigJson,
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
  };
}

export function toField(row: Selectable<OnlCgformFieldTable>): OnlineFormField {
  return {
    id: row.id,
    cgformHeadId: row.cgformHeadId,
    dbFieldName: row.dbFieldName,
    dbFieldNameOld: row.dbFieldNameOld,
    dbFieldTxt: row.dbFieldTxt,
    dbIsKey: bit(row.dbIsKey),
    dbIsNull: bit(row.dbIsNull),
    dbType: row.dbType as OnlineDbType,
    dbLength: Number(row.dbLength),
    dbPointLength: Number(row.dbPointLength),
    dbDefaultVal: row.dbDefaultVal,
    dictField: row.dictField,
    dictTable: row.dictTable,
    dictText: row.dictText,
    fieldShowType: row.fieldShowType as OnlineShowType,
    fieldHref: row.fieldHref,
    fieldLength: row.fieldLength === null ? null : Number(row.fieldLength),
    fieldValidType: row.fieldValidType,
    fieldMustInput: row.fieldMustInput === '1' ? '1' : '0',
    fieldExtendJson: row.fieldExtendJson,
    fieldDefaultValue: row.fieldDefaultValue,
    isQuery: bit(row.isQuery),
    queryMode: row.queryMode === 'group' ? 'group' : 'single',
    isShowForm: bit(row.isShowForm),
    isShowList: bit(row.isShowList),
    isReadOnly: bit(row.isReadOnly),
    mainTable: row.mainTable,
    mainField: row.mainField,
    orderNum: Number(row.orderNum),
    sortFlag: bit(row.sortFlag),
  };
}

/** A form's head by id, or null. */
export async function findHead(db: Kysely<Database>, id: string): Promise<OnlineFormHead | null> {
  const row = await db.selectFrom('onlCgformHead').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toHead(row) : null;
}

/** A form's head by id, refusing 表单不存在. */
export async function requireHead(db: Kysely<Database>, id: string): Promise<OnlineFormHead> {
  const head = await findHead(db, id);
  if (!head) throw new BusinessError('表单不存在');
  return head;
}

/** A form's fields in orderNum order (system fields are never stored as fields). */
export async function loadFields(db: Kysely<Database>, headId: string): Promise<OnlineFormField[]> {
  const rows = await db
    .selectFrom('onlCgformField')
    .selectAll()
    .where('cgformHeadId', '=', headId)
    .orderBy('orderNum')
    .orderBy('id')
    .execute();
  return rows.map(toField);
}

/**
 * A form's definition by its id or (an original form's) table name; refuses 表单不存在.
 */
export async function loadDefinition(db: Kysely<Database>, code: string): Promise<OnlineFormDefinition> {
  let row = await db.selectFrom('onlCgformHead').selectAll().where('id', '=', code).executeTakeFirst();
  if (!row) {
    row = await db
      .selectFrom('onlCgformHead')
      .selectAll()
      .where('tableName', '=', code)
      .where('copyType', '=', 0)
      .executeTakeFirst();
  }
  if (!row) throw new BusinessError('表单不存在');
  const head = toHead(row);
  return { head, fields: await loadFields(db, head.id) };
}

/** The forms a main table lists in subTableStr (originals, in that order; unknown names skipped). */
export async function loadSubDefinitions(
  db: Kysely<Database>,
  main: OnlineFormHead,
): Promise<OnlineFormDefinition[]> {
  const names = (main.subTableStr ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  const result: OnlineFormDefinition[] = [];
  for (const name of names) {
    const row = await db
      .selectFrom('onlCgformHead')
      .selectAll()
      .where('tableName', '=', name)
      .where('copyType', '=', 0)
      .executeTakeFirst();
    if (!row) continue;
    const head = toHead(row);
    result.push({ head, fields: await loadFields(db, head.id) });
  }
  return result;
}
