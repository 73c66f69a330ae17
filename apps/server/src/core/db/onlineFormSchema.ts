import type { Audit } from './schema.ts';

/**
 * 在线表单 (online forms): a form's definition (head), its fields, the versions synchronised to the
 * database, its enhancements and buttons. The column names are the family's (reference §12) so its
 * clients read them as they expect. A form's own records live in a physical table `ol_<table_name>`
 * (ONLINE_TABLE_PREFIX) that only 同步数据库 creates and alters.
 */
export interface OnlCgformHeadTable extends Audit {
  id: string;
  /** The table as the designer names it (lower-case letters, digits, underscores); stored as ol_<name>. */
  tableName: string;
  /** 表描述, the form's title. */
  tableTxt: string;
  /** 0 single table, 1 main table, 2 sub table (reference §12). */
  tableType: number;
  /** Raised by every change of a field or the head; the synchronised version is `syncedVersion`. */
  tableVersion: number;
  /** The table_version last synchronised to the database (null: never). */
  syncedVersion: number | null;
  /** 'Y' when the physical table matches table_version. */
  isDbSynch: string;
  isCheckbox: string;
  isPage: string;
  /** 'Y' for a tree form: `treeParentIdField` holds the parent's id, `treeIdField` the has-children flag. */
  isTree: string;
  treeParentIdField: string | null;
  treeIdField: string | null;
  /** The field shown as the tree node's text. */
  treeFieldname: string | null;
  /** A main table: its sub tables' table names, comma-joined, in tab order. */
  subTableStr: string | null;
  /** A sub table: 0 one-to-many, 1 one-to-one. */
  relationType: number | null;
  /** A sub table: its place among its main table's tabs. */
  tabOrderNum: number | null;
  /** 'single' or 'group' (the query form shows every query field, or a few with 展开). */
  queryMode: string;
  /** '1' one column, '2' two columns. */
  formTemplate: string;
  formTemplateMobile: string | null;
  /** normal (list + dialog), erp (main grid + sub grids), tab (sub tables as tabs), innerTable. */
  themeTemplate: string;
  /** 1: the list scrolls sideways. */
  scroll: number;
  formCategory: string;
  /** 0 an original form, 1 a copy (a new version of `physicId`'s form, on the same table). */
  copyType: number;
  copyVersion: number | null;
  physicId: string | null;
  extConfigJson: string | null;
}

/** A field of an online form: its column (db_*), its place on the screens and its rules. */
export interface OnlCgformFieldTable extends Audit {
  id: string;
  cgformHeadId: string;
  dbFieldName: string;
  /** The name it had when last synchronised (a rename is a drop and an add unless confirmed). */
  dbFieldNameOld: string | null;
  dbFieldTxt: string;
  /** 1 the primary key (the id field every form has). */
  dbIsKey: number;
  /** 1 nullable. */
  dbIsNull: number;
  /** string, int, double, BigDecimal, Date, Datetime, Text, Blob. */
  dbType: string;
  dbLength: number;
  dbPointLength: number;
  dbDefaultVal: string | null;
  /** The dictionary code, or a table dictionary's code column (with dict_table and dict_text). */
  dictField: string | null;
  dictTable: string | null;
  dictText: string | null;
  /** text, password, textarea, number, date, datetime, time, radio, checkbox, list, list_multi, sel_search, switch, file, image, umeditor, markdown, popup, cat_tree, sel_tree, sel_user, sel_depart, pca, link_down. */
  fieldShowType: string;
  fieldHref: string | null;
  /** The control's width in the form (px), where not the default. */
  fieldLength: number | null;
  /** A validation preset of spec §5 (its key in RULE_PRESETS) or a /pattern/. */
  fieldValidType: string | null;
  /** '1' required. */
  fieldMustInput: string;
  /** JSON options of the control (a popup's report code and field mapping, linked selects' config). */
  fieldExtendJson: string | null;
  /** Plain text, `#{sysUserCode}`-style system variables, or `${fillRuleCode}`. */
  fieldDefaultValue: string | null;
  isQuery: number;
  /** 'single' or 'group' (a range). */
  queryMode: string;
  isShowForm: number;
  isShowList: number;
  isReadOnly: number;
  /** A sub table's foreign key: the main table and its field this field holds. */
  mainTable: string | null;
  mainField: string | null;
  orderNum: number;
  /** 1: the list sorts on it. */
  sortFlag: number;
}

/** A version of a form as it was synchronised to the database, to compare with another. */
export interface OnlCgformVersionTable {
  id: string;
  cgformHeadId: string;
  tableVersion: number;
  /** The head and fields as synchronised, JSON. */
  snapshot: string;
  /** The statements the synchronisation ran, JSON array of text. */
  statements: string;
  createBy: string | null;
  createTime: string | null;
}

/** A form's client-side enhancement (增强JS): run in a sandbox, at most 16 per table code (spec §8). */
export interface OnlCgformEnhanceJsTable extends Audit {
  id: string;
  cgformHeadId: string;
  /** 'form' or 'list'. */
  cgJsType: string;
  cgJs: string;
  content: string | null;
}

/** A form's server-side enhancement: a named handler the server has registered, never code typed in. */
export interface OnlCgformEnhanceJavaTable extends Audit {
  id: string;
  cgformHeadId: string;
  /** add, edit, delete, import, or a custom button's code. */
  buttonCode: string;
  /** 'start' (before the write, may refuse it) or 'end' (after the commit). */
  event: string;
  /** The registered handler's name. */
  cgJavaValue: string;
  /** '1' active. */
  activeStatus: string;
}

/** A custom button of a form's list (a link on each row or a button above the list). */
export interface OnlCgformButtonTable extends Audit {
  id: string;
  cgformHeadId: string;
  buttonCode: string;
  buttonName: string;
  /** 'button' (above the list) or 'link' (on each row). */
  buttonStyle: string;
  /** 'js' (runs the form's enhancement of that name) or 'action' (the registered server handler). */
  optType: string;
  orderNum: number;
  /** '1' shown. */
  buttonStatus: string;
  buttonIcon: string | null;
  exp: string | null;
}

export interface OnlineFormDatabase {
  onlCgformHead: OnlCgformHeadTable;
  onlCgformField: OnlCgformFieldTable;
  onlCgformVersion: OnlCgformVersionTable;
  onlCgformEnhanceJs: OnlCgformEnhanceJsTable;
  onlCgformEnhanceJava: OnlCgformEnhanceJavaTable;
  onlCgformButton: OnlCgformButtonTable;
}
