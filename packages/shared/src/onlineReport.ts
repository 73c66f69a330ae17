import type { DictOption } from './dict.ts';

/** One column of an online report (GET /online/cgreport/api/getRpColumns/{code}). */
export interface ReportColumn {
  dataIndex: string;
  title: string;
  width?: number;
  align: 'left' | 'center' | 'right';
  /** The column may be sorted on (the item's is_order). */
  sorter?: boolean;
  /** The dictionary code whose options (`dictOptions[code]`) render the value. */
  customRender?: string;
  /**
   * The column's link (onl_cgreport_item.field_href), a template: an internal path (`/…`) or an http(s)
   * URL whose `${field}` placeholders name the report's fields. The page fills it from each row
   * (fillReportHref) and shows the cell as a link.
   */
  href?: string;
}

export interface ReportColumnsResult {
  columns: ReportColumn[];
  /** Dictionary options by dictionary code. */
  dictOptions: Record<string, DictOption[]>;
  /** The report's id: getQueryInfo and getData take it. */
  cgRpConfigId: string;
  cgRpConfigName: string;
}

/** single: one value; group: a range sent as `<field>_begin` / `<field>_end`. */
export type ReportQueryMode = 'single' | 'group';

export type ReportQueryView = 'text' | 'number' | 'date' | 'datetime' | 'list';

/** One field of a report's query form (GET /online/cgreport/api/getQueryInfo/{id}). */
export interface ReportQueryItem {
  field: string;
  label: string;
  mode: ReportQueryMode;
  view: ReportQueryView;
  dictCode?: string;
  /**
   * The report page's URL fixes this field (`/online/cgreport/{id}?sex=1` → getQueryInfo/{id}?sex=1):
   * the query form hides it and sends the fixed value as its filter.
   */
  hidden?: boolean;
  /** The value the URL fixes, when hidden. */
  value?: string;
}

export type ReportRecord = Record<string, unknown>;

/** A page of report rows (GET /online/cgreport/api/getData/{id}). */
export interface ReportData {
  total: number;
  records: ReportRecord[];
}

/** Prefix of the request parameters that give a report's `${param}` values. */
export const REPORT_PARAM_PREFIX = 'self_';

// ——— Report design (报表配置, /online/cgreport/head/*, permission online:report:*) ———

/** A report definition's head (onl_cgreport_head), as listed and read. */
export interface ReportHeadRecord {
  id: string;
  /** Letters, digits and `_`; unique. getRpColumns/{code} takes it. */
  code: string;
  name: string;
  /** One SELECT over the registered tables, `${param}` placeholders allowed (≤ 1000 characters). */
  cgrSql: string;
  returnValField: string | null;
  returnTxtField: string | null;
  /** null or '' = the built-in database; any other data source is refused (不支持的数据源). */
  dbSource: string | null;
  content: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** String, Integer, Double, Date or Datetime. */
export type ReportFieldType = 'String' | 'Integer' | 'Double' | 'Date' | 'Datetime';

/** A field of a report's records (onl_cgreport_item). */
export interface ReportItemRecord {
  id: string;
  cgrheadId: string;
  /** An output name of the report's SQL (the `as` name, else the column in camelCase). */
  fieldName: string;
  fieldTxt: string;
  fieldWidth: number | null;
  fieldType: ReportFieldType | string;
  /** 'single' or 'group' (a range: `<field>_begin` / `<field>_end`). */
  searchMode: string | null;
  isOrder: number;
  isSearch: number;
  /** A dictionary code (letters, digits, `_`). */
  dictCode: string | null;
  /**
   * The column's link: see ReportColumn.href and checkReportHref (at most REPORT_HREF_MAX_LENGTH). The
   * server always answers it (null: no link); a save may leave it out (no link).
   */
  fieldHref?: string | null;
  isShow: number;
  orderNum: number;
}

/** A `${param}` of a report's SQL with its default (onl_cgreport_param). */
export interface ReportParamRecord {
  id: string;
  cgrheadId: string;
  paramName: string;
  paramTxt: string | null;
  paramValue: string | null;
  orderNum: number;
}

/** A field as sent when saving: id and head id are set by the server. */
export type ReportItemInput = Omit<ReportItemRecord, 'id' | 'cgrheadId'>;
/** A parameter as sent when saving. */
export type ReportParamInput = Omit<ReportParamRecord, 'id' | 'cgrheadId'>;

/** The head fields a save sends (`id` only on edit). */
export interface ReportHeadInput {
  id?: string;
  code: string;
  name: string;
  cgrSql: string;
  returnValField?: string | null;
  returnTxtField?: string | null;
  dbSource?: string | null;
  content?: string | null;
}

/**
 * Body of POST /online/cgreport/head/add and PUT /online/cgreport/head/edit (the family's OnlCgreportModel).
 * The items and params replace the report's previous ones entirely (in the order given; orderNum as sent).
 */
export interface ReportSaveBody {
  head: ReportHeadInput;
  items: ReportItemInput[];
  params: ReportParamInput[];
}

/** Body of POST /online/cgreport/head/parseSql. */
export interface ReportParseSqlBody {
  sql: string;
  dbSource?: string | null;
}

/** Answer of parseSql (解析SQL): the SQL's output fields as items and its `${param}` names as params. */
export interface ReportParseSqlResult {
  fields: ReportItemInput[];
  params: ReportParamInput[];
}

/** GET /online/cgreport/api/getColumnsAndData/{id}: getRpColumns and the first getData page in one. */
export interface ReportColumnsAndData extends ReportColumnsResult {
  data: ReportData;
}

/** At most this many rows per report export (exportXls); more is refused. */
export const REPORT_EXPORT_MAX_ROWS = 10_000;

/**
 * Body of POST /online/cgreport/head/preview (online:report:add or edit): runs an unsaved SQL with the
 * given parameter defaults, every output shown, and answers its first page (pageSize ≤ 100).
 */
export interface ReportPreviewBody {
  sql: string;
  dbSource?: string | null;
  params?: Pick<ReportParamInput, 'paramName' | 'paramValue'>[];
  pageSize?: number;
}

// ——— A report column's link (onl_cgreport_item.field_href) ———

/** At most this many characters in a column's link. */
export const REPORT_HREF_MAX_LENGTH = 500;

/** `${name}` placeholders of a link (names as the report's fields: letters, digits, `_`). */
const HREF_PLACEHOLDER = /\$\{([^{}]*)\}/g;
const HREF_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Whitespace, control characters and `\` (a browser reads `/\x` as `//x`, another site). */
const HREF_FORBIDDEN = /[\s\p{Cc}\\]/u;
/** An internal path: `/` then anything but a second `/` (`//x` is another site). */
const INTERNAL_PATH = /^\/(?!\/)/;
/** An http(s) URL with a host written out (letters, digits, `.`, `-`, `:port`, no user part). */
const EXTERNAL_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:[/?#]|$)/i;

/** internal: a path of this app (react-router); external: an http(s) URL (a new tab). */
export type ReportHrefKind = 'internal' | 'external';

/** What a URL is (after its placeholders are filled), or null when it may not be a link (javascript:, //x…). */
export function reportHrefKind(url: string): ReportHrefKind | null {
  if (url.length === 0 || HREF_FORBIDDEN.test(url)) return null;
  if (INTERNAL_PATH.test(url)) return 'internal';
  if (EXTERNAL_URL.test(url)) return 'external';
  return null;
}

/**
 * Why a column's link template may not be saved (a Chinese reason to follow "链接"), or null when it may:
 * at most REPORT_HREF_MAX_LENGTH characters, an internal path starting with `/` or an http(s) URL (never
 * `javascript:`, `//host`, a host from a placeholder…), `${field}` placeholders naming only `fields`.
 */
export function checkReportHref(href: string, fields: readonly string[]): string | null {
  if (href.length > REPORT_HREF_MAX_LENGTH) return `不能超过${REPORT_HREF_MAX_LENGTH}个字符`;
  for (const [, name = ''] of href.matchAll(HREF_PLACEHOLDER)) {
    if (!HREF_FIELD.test(name) || !fields.includes(name)) return `中的占位符 \${${name}} 不是报表的字段`;
  }
  const literal = href.replace(HREF_PLACEHOLDER, 'x');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the message shows how a placeholder is written.
  if (literal.includes('${')) return '中的占位符不完整，应写作 ${字段名}';
  // A placeholder in the host stands as a space, which no URL accepts: a row's value may not choose the site.
  const shape = href.replace(HREF_PLACEHOLDER, (_, _name: string, offset: number) =>
    /^https?:\/\/[^/?#]*$/i.test(href.slice(0, offset)) ? ' ' : 'x',
  );
  if (!reportHrefKind(shape)) return '只能是以 / 开头的站内路径或 http(s) 网址';
  return null;
}

/**
 * A column's link for one row: each `${field}` replaced by the row's value, URL-encoded (empty when the
 * row has none). Null when the template or the filled URL may not be a link: checked again here, so a
 * page never renders `javascript:` or another site given by a placeholder.
 */
export function fillReportHref(
  href: string,
  row: Readonly<Record<string, unknown>>,
): { url: string; kind: ReportHrefKind } | null {
  if (href.length > REPORT_HREF_MAX_LENGTH) return null;
  let hostFromPlaceholder = false;
  const url = href.replace(HREF_PLACEHOLDER, (_, name: string, offset: number) => {
    if (/^https?:\/\/[^/?#]*$/i.test(href.slice(0, offset))) hostFromPlaceholder = true;
    const value = HREF_FIELD.test(name) && Object.hasOwn(row, name) ? row[name] : undefined;
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
  if (hostFromPlaceholder || url.includes('${')) return null;
  const kind = reportHrefKind(url);
  return kind ? { url, kind } : null;
}
