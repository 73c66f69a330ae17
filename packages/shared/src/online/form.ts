/**
 * 在线表单 (online forms) as the API carries them: a form's definition (head) and its fields, with the
 * family's names (reference §12). The server turns a synchronised definition into a resource
 * (`onlineFormResource`) and serves its records through the resource engine; the web builds its
 * generated screens from the same resource.
 */

/** A form's records live in the table `ol_<tableName>`: never a system table. */
export const ONLINE_TABLE_PREFIX = 'ol_';

/** What a table name of a form may be (before the prefix). */
export const ONLINE_TABLE_NAME = /^[a-z][a-z0-9_]{1,39}$/;

/** What a field (column) name may be. */
export const ONLINE_FIELD_NAME = /^[a-z][a-z0-9_]{0,31}$/;

/** The columns every form's table has, set by the server: never designed, never entered. */
export const ONLINE_SYSTEM_FIELDS = [
  'id',
  'tenant_id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'sys_org_code',
] as const;

/** Enhancement scripts kept per table code (spec §3, §8). */
export const ONLINE_ENHANCE_JS_LIMIT = 16;

/** 0 single table, 1 main table, 2 sub table (reference §12). */
export type OnlineTableType = 0 | 1 | 2;

/** How a form's records are listed: a list with a dialog, ERP (main grid + sub grids), tabs, inner table. */
export type OnlineTheme = 'normal' | 'erp' | 'tab' | 'innerTable';

export type YesNo = 'Y' | 'N';

export interface OnlineFormHead {
  id: string;
  tableName: string;
  tableTxt: string;
  tableType: OnlineTableType;
  tableVersion: number;
  /** The version last synchronised to the database; null: never. */
  syncedVersion: number | null;
  isDbSynch: YesNo;
  isCheckbox: YesNo;
  isPage: YesNo;
  isTree: YesNo;
  treeParentIdField: string | null;
  treeIdField: string | null;
  treeFieldname: string | null;
  subTableStr: string | null;
  /** A sub table: 0 one-to-many, 1 one-to-one. */
  relationType: 0 | 1 | null;
  tabOrderNum: number | null;
  queryMode: 'single' | 'group';
  /** '1' one column, '2' two columns. */
  formTemplate: '1' | '2';
  formTemplateMobile: string | null;
  themeTemplate: OnlineTheme;
  scroll: 0 | 1;
  formCategory: string;
  /** 0 an original, 1 a copy (a new version of `physicId` on the same table). */
  copyType: 0 | 1;
  copyVersion: number | null;
  physicId: string | null;
  extConfigJson: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** How a field's column is stored. */
export const ONLINE_DB_TYPES = [
  'string',
  'int',
  'double',
  'BigDecimal',
  'Date',
  'Datetime',
  'Text',
  'Blob',
] as const;
export type OnlineDbType = (typeof ONLINE_DB_TYPES)[number];

/** Every control the toolkit has, by the family's show-type names, with the designer's labels. */
export const ONLINE_SHOW_TYPES = {
  text: '文本框',
  password: '密码',
  textarea: '多行文本',
  number: '数字',
  date: '日期',
  datetime: '日期时间',
  time: '时间',
  radio: '单选框',
  checkbox: '多选框',
  list: '下拉框',
  list_multi: '下拉多选框',
  sel_search: '下拉搜索框',
  switch: '开关',
  file: '文件',
  image: '图片',
  umeditor: '富文本',
  markdown: 'Markdown',
  popup: 'Popup弹框',
  cat_tree: '分类字典树',
  sel_tree: '自定义树控件',
  sel_user: '用户选择',
  sel_depart: '部门选择',
  pca: '省市区',
  link_down: '联动组件',
} as const;
export type OnlineShowType = keyof typeof ONLINE_SHOW_TYPES;

export interface OnlineFormField {
  id: string;
  cgformHeadId: string;
  dbFieldName: string;
  dbFieldNameOld: string | null;
  dbFieldTxt: string;
  dbIsKey: 0 | 1;
  dbIsNull: 0 | 1;
  dbType: OnlineDbType;
  dbLength: number;
  dbPointLength: number;
  dbDefaultVal: string | null;
  /** A dictionary code, or a table dictionary's code column (with dictTable and dictText). */
  dictField: string | null;
  dictTable: string | null;
  dictText: string | null;
  fieldShowType: OnlineShowType;
  fieldHref: string | null;
  fieldLength: number | null;
  /** A validation preset of spec §5 (its key in RULE_PRESETS, e.g. `mobile`, `email`) or a `/pattern/`. */
  fieldValidType: string | null;
  /** '1' required. */
  fieldMustInput: '0' | '1';
  /** The control's options as JSON (a popup's report code and field mapping, linked selects). */
  fieldExtendJson: string | null;
  /** Plain text, `#{sysUserCode}`-style system variables, or `${fillRuleCode}`. */
  fieldDefaultValue: string | null;
  isQuery: 0 | 1;
  queryMode: 'single' | 'group';
  isShowForm: 0 | 1;
  isShowList: 0 | 1;
  isReadOnly: 0 | 1;
  /** A sub table's foreign key: the main table and field it holds. */
  mainTable: string | null;
  mainField: string | null;
  orderNum: number;
  sortFlag: 0 | 1;
}

/** A form with its fields, as the designer saves it (addAll / editAll) and reads it. */
export interface OnlineFormDefinition {
  head: OnlineFormHead;
  fields: OnlineFormField[];
}

/** One change 同步数据库 makes to a form's table; `destructive` ones need the designer's confirmation. */
export interface OnlineSyncChange {
  /** e.g. 新增字段 age, 删除字段 remark (its data is lost), 修改字段 name 的长度 100 → 50. */
  description: string;
  field: string | null;
  destructive: boolean;
}

/** What 同步数据库 would do (GET syncPlan): the changes and the statements that make them. */
export interface OnlineSyncPlan {
  tableVersion: number;
  changes: OnlineSyncChange[];
  statements: string[];
}
