import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import type { ListCardSpec } from './cardLayout.ts';

/** The endpoints of one list page (spec §5 "List page"). */
export interface ListUrls {
  list: string;
  delete?: string;
  deleteBatch?: string;
  exportXls?: string;
  importExcel?: string;
  /**
   * Deletes by path instead of GET delete?id= / deleteBatch?ids= : DELETE <deleteOf(ids)>, the ids
   * comma-joined (an online form's form/{code}/{ids}). Counts as both delete and deleteBatch.
   */
  deleteOf?: (ids: string) => string;
}

export interface OptionItem {
  value: string;
  text: string;
}

/** A query field's comparison: contains, equal, not equal, at least, at most. */
export type QueryMatch = 'like' | 'eq' | 'ne' | 'ge' | 'le';

/** One field of the query form above the table. */
export interface QueryField {
  name: string;
  label: string;
  type: 'input' | 'dict' | 'select' | 'date' | 'dateRange' | 'number' | 'custom';
  dictCode?: string;
  /** custom only: the control (e.g. a department or area picker), given the field's id, value and onChange. */
  render?: (control: QueryControlProps) => ReactNode;
  /** custom only: the request parameter for a non-empty value (default: the value as it is). */
  param?: (value: string) => string;
  options?: OptionItem[];
  /**
   * How the value is compared (spec §5 "Input filter wraps values"): like sends *v*, eq the value as it
   * is, ne !v, ge >=v, le <=v. Default like for input fields, eq for the others; not for date ranges
   * or custom fields with their own `param`.
   */
  match?: QueryMatch;
  /** Shown only when the form is expanded (展开). */
  advanced?: boolean;
  placeholder?: string;
  /** Shown only to holders of this permission (a field the server closes to everyone else). */
  permission?: string;
}

/** What a custom query field's control is given. */
export interface QueryControlProps {
  id: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** One field the advanced query (高级查询) can filter on. */
export interface SuperQueryField {
  field: string;
  label: string;
  type: 'string' | 'number' | 'date' | 'datetime' | 'dict';
  dictCode?: string;
  options?: OptionItem[];
  /** Matched by its whole value only (a masked ID number): 等于 is its one rule. */
  exact?: boolean;
}

export type SuperQueryRule =
  | 'eq'
  | 'like'
  | 'right_like'
  | 'left_like'
  | 'in'
  | 'ne'
  | 'gt'
  | 'ge'
  | 'lt'
  | 'le';

export type SuperQueryMatchType = 'and' | 'or';

/** One condition of the advanced query, as sent in superQueryParams. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
}

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface ListPageConfig<T> {
  /** e.g. 用户: the export file name and the detail title. */
  title: string;
  urls: ListUrls;
  /** e.g. 'system:user': the toolbar's buttons need `${prefix}:add|delete|export|import`. */
  permissionPrefix?: string;
  columns: TableColumnsType<T>;
  /** The 操作 column's width, default 160: wider for pages with many row actions. */
  actionWidth?: number;
  /** Columns (data index or key) 列设置 starts hidden until the user chooses, e.g. to fit 1366 px. */
  defaultHiddenColumns?: string[];
  queryFields?: QueryField[];
  superQueryFields?: SuperQueryField[];
  /** Default 'id'. */
  rowKey?: string;
  /** Always sent with the list, export and nothing else (e.g. departId). */
  extraParams?: Record<string, string | number | undefined>;
  /** Default createTime desc. */
  defaultSort?: ListSort;
  /** For the detail modal; falls back to the columns. */
  detailFields?: { field: string; label: string }[];
  /**
   * How 导出 downloads: 'download' (default) fetches the file and saves it, telling the bytes received;
   * 'redirect' is the alternative export of spec §7: the browser goes to the export URL with the query
   * as JSON in paramsStr (and a one-time download ticket) and saves the file itself.
   */
  exportMode?: 'download' | 'redirect';
  /**
   * On a phone (PHONE_QUERY) the rows show as cards: this spec says how a row reads as one (default: the
   * first column as the title, the next few as lines); false keeps the table.
   */
  card?: ListCardSpec<T> | false;
  /** Fields sent with an import's files (an online form's isSingleTableImport, foreignKeys, validateStatus). */
  importFields?: Readonly<Record<string, string>>;
  /**
   * Every record on one page, without a pager (an online form whose 分页 is off): the largest page the
   * server answers, with the pager back only when there are more records than that.
   */
  unpaged?: true;
  /** The field naming a row in accessible names (选择“…”) where it has none of the usual name fields. */
  nameField?: string;
}

/** The values of the query form, as the user entered them (dates as YYYY-MM-DD strings). */
export type QueryValues = Record<string, string | number | string[] | undefined>;

export interface SuperQueryState {
  active: boolean;
  params: SuperQueryCondition[];
  matchType: SuperQueryMatchType;
  apply(params: SuperQueryCondition[], matchType: SuperQueryMatchType): void;
  clear(): void;
}

export interface ListPageState<T> {
  config: ListPageConfig<T>;
  dataSource: T[];
  loading: boolean;
  /** false: one page holds every record (`unpaged`). */
  pagination: TablePaginationConfig | false;
  /** The applied sort (the configured default until the user sorts by a column). */
  sort: ListSort;
  onTableChange: NonNullable<TableProps<T>['onChange']>;
  /** Reloads; `toFirstPage` restarts from page 1. */
  reload(toFirstPage?: boolean): Promise<void>;
  /** Applies the query form from page 1 (查询). */
  search(): Promise<void>;
  /** Clears the query form and the sort, then reloads from page 1 (重置). */
  reset(): Promise<void>;
  queryParam: QueryValues;
  setQueryParam(values: QueryValues): void;
  selectedRowKeys: Key[];
  selectedRows: T[];
  setSelectedRowKeys(keys: Key[], rows?: T[]): void;
  /** GET <delete>?id=…; resolves true when the server deleted it. */
  removeOne(id: string): Promise<boolean>;
  /** Confirms (确认删除) and deletes the selected rows. */
  removeSelected(): void;
  /** Downloads the export with the query (and the selected ids), named as the server names it, else <title>.xls. */
  exportSheet(): Promise<void>;
  superQuery: SuperQueryState;
  /** The record the detail modal (详细信息) shows, or null when it is closed. */
  detailRecord: T | null;
  showDetail(record: T): void;
  closeDetail(): void;
}

export interface ListPageProps<T> {
  config: ListPageConfig<T>;
  /** Pass your own useListPage result to control the page. */
  state?: ListPageState<T>;
  /** Without `state`: the route's main list, its state in the URL (useListPage's urlState). */
  urlState?: boolean;
  toolbarExtra?: ReactNode;
  /** Shows 新增 when given and permitted. */
  onAdd?: () => void;
  /**
   * Renders an 操作 column (on a phone: the card's 更多 menu, where `omit` is the key of the action the
   * card already shows as its large button).
   */
  rowActions?: (record: T, state: ListPageState<T>, omit?: string) => ReactNode;
  /** A card's one large action (default 详情, key 'detail'). */
  primaryAction?: (record: T, state: ListPageState<T>) => CardAction | null;
  onDetail?: (record: T) => void;
  /** Default true. */
  selectable?: boolean;
  /**
   * On a phone: more of a card under its actions, for what the table shows in a row that expands (a tree
   * node's children, a main record's sub rows).
   */
  cardExtra?: (record: T) => ReactNode;
  /** More of the table's props (rows that expand, a row click, no paging), for lists of the module's own shape. */
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'onChange' | 'rowSelection'>;
}

/** A card's large action; `key` names it to the row actions, which then leave it out of 更多. */
export interface CardAction {
  key: string;
  label: string;
  onClick(): void;
  loading?: boolean;
}
