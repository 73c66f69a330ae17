import type { OnlineFormField, OnlineFormHead } from '../../src/online/form.ts';
import { newOnlineField } from '../../src/online/newField.ts';

/**
 * An online form's definition as the API returns it, for the web's and the server's tests: form `h1`
 * (demo_order, 演示订单) and its saved fields. Each test says only what its case needs.
 */

/** A synchronised single table (version 1), listed and edited with the default screens. */
export function onlineHead(given: Partial<OnlineFormHead> = {}): OnlineFormHead {
  return {
    id: 'h1',
    tableName: 'demo_order',
    tableTxt: '演示订单',
    tableType: 0,
    tableVersion: 1,
    syncedVersion: 1,
    isDbSynch: 'Y',
    isCheckbox: 'Y',
    isPage: 'Y',
    isTree: 'N',
    treeParentIdField: null,
    treeIdField: null,
    treeFieldname: null,
    subTableStr: null,
    relationType: null,
    tabOrderNum: null,
    queryMode: 'single',
    formTemplate: '1',
    formTemplateMobile: null,
    themeTemplate: 'normal',
    scroll: 1,
    formCategory: 'temp',
    copyType: 0,
    copyVersion: null,
    physicId: null,
    extConfigJson: null,
    createBy: 'admin',
    createTime: '2026-11-01 08:00:00',
    updateBy: null,
    updateTime: null,
    ...given,
  };
}

let built = 0;

/**
 * A saved field of form h1: a new field (newOnlineField) with its remark, the id f1, f2 … and the place
 * 1, 2 … in the order the test file builds its fields, then what `given` says.
 */
export function onlineField(
  dbFieldName: string,
  dbFieldTxt: string,
  given: Partial<OnlineFormField> = {},
): OnlineFormField {
  built += 1;
  return {
    id: `f${built}`,
    cgformHeadId: 'h1',
    ...newOnlineField(dbFieldName, { dbFieldTxt, orderNum: built }),
    ...given,
  };
}
