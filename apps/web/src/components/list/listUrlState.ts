import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  dataIndexOf,
  type ListQuery,
  PAGE_SIZE_OPTIONS,
} from './listParams.ts';
import { RULE_OPTIONS } from './superQueryRules.ts';
import type { ListPageConfig, QueryField, QueryValues, SuperQueryCondition } from './types.ts';

export interface ListPaging {
  pageNo: number;
  pageSize: number;
}

/** What a list shows: the applied query and the page. */
export interface ListState {
  query: ListQuery;
  page: ListPaging;
}

/**
 * The search parameters of a route's main list (only values other than the defaults appear):
 * `page=2&size=20&sort=-realname&q.realname=张&sq=[…]&sqm=or`. None of them is read by any page
 * (WorkOrderList reads `id`, the component gallery `tab`, the login page `redirect`).
 */
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const SUPER = 'sq';
const MATCH = 'sqm';
const FILTER = 'q.';
const NAMES = new Set([PAGE, SIZE, SORT, SUPER, MATCH]);

export function isListParam(name: string): boolean {
  return NAMES.has(name) || name.startsWith(FILTER);
}

/** `path?search` without the list parameters: a page's identity (its tab, its kept-alive copy). */
export function withoutListParams(fullPath: string): string {
  const at = fullPath.indexOf('?');
  if (at < 0) return fullPath;
  const params = new URLSearchParams(fullPath.slice(at + 1));
  const names = [...params.keys()];
  if (!names.some(isListParam)) return fullPath;
  for (const name of names) if (isListParam(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `${fullPath.slice(0, at)}?${rest}` : fullPath.slice(0, at);
}

/** The history state of a navigation made by a list itself (a kept-alive page tells it from a menu link). */
export const LIST_NAVIGATION = { listState: true } as const;

export function isListNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { listState?: unknown }).listState === true;
}

export function defaultListState(config: Pick<ListPageConfig<unknown>, 'defaultSort'>): ListState {
  return {
    query: { values: {}, sort: config.defaultSort ?? DEFAULT_SORT, superParams: [], matchType: 'and' },
    page: { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE },
  };
}

export interface ListUrlReading {
  state: ListState;
  /** What was left out as invalid, named for the user (页码, 排序, 查询条件“x”, …). */
  invalid: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RULES = new Set<string>(RULE_OPTIONS.map((o) => o.value));

function isBlank(value: QueryValues[string]): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.every((v) => v === '');
  return typeof value === 'string' && value.trim() === '';
}

/** One filter's value from its parameter(s), or null when it is not a value of that field. */
function filterValue(field: QueryField, raw: string[]): QueryValues[string] | null {
  if (field.type === 'dateRange') {
    if (raw.length > 2 || raw.some((d) => d !== '' && !DATE.test(d))) return null;
    return [raw[0] ?? '', raw[1] ?? ''];
  }
  if (raw.length !== 1) return null;
  const [value = ''] = raw;
  switch (field.type) {
    case 'date':
      return DATE.test(value) ? value : null;
    case 'number': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? n : null;
    }
    default:
      return value;
  }
}

function isCondition(value: unknown): value is SuperQueryCondition {
  if (typeof value !== 'object' || value === null) return false;
  const { field, rule, val } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof rule === 'string' && RULES.has(rule) && typeof val === 'string';
}

function superConditions<T>(config: ListPageConfig<T>, text: string): SuperQueryCondition[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const fields = new Set((config.superQueryFields ?? []).map((f) => f.field));
  const conditions: SuperQueryCondition[] = [];
  for (const c of parsed as unknown[]) {
    if (!isCondition(c) || !fields.has(c.field) || c.val.trim() === '') return null;
    conditions.push({ field: c.field, rule: c.rule, val: c.val });
  }
  return conditions;
}

/** The columns a user may sort by: those with a sorter, and the default sort's. */
function sortableColumns<T>(config: ListPageConfig<T>): Set<string> {
  const names = new Set([(config.defaultSort ?? DEFAULT_SORT).column]);
  for (const column of config.columns) {
    if ('sorter' in column && column.sorter) names.add(dataIndexOf(column));
  }
  return names;
}

/** The list's state as the URL gives it; what it gives wrongly is left at its default and named. */
export function readListUrl<T>(params: URLSearchParams, config: ListPageConfig<T>): ListUrlReading {
  const state = defaultListState(config);
  const invalid: string[] = [];

  const page = params.get(PAGE);
  if (page !== null) {
    if (/^[1-9]\d{0,5}$/.test(page)) state.page.pageNo = Number(page);
    else invalid.push('页码');
  }
  const size = params.get(SIZE);
  if (size !== null) {
    if (PAGE_SIZE_OPTIONS.includes(size)) state.page.pageSize = Number(size);
    else invalid.push('每页条数');
  }
  const sort = params.get(SORT);
  if (sort !== null) {
    const column = sort.replace(/^-/, '');
    if (sortableColumns(config).has(column)) {
      state.query.sort = { column, order: sort.startsWith('-') ? 'desc' : 'asc' };
    } else invalid.push('排序');
  }

  const values: QueryValues = {};
  const names = new Set(
    [...params.keys()].filter((k) => k.startsWith(FILTER)).map((k) => k.slice(FILTER.length)),
  );
  for (const name of names) {
    const field = config.queryFields?.find((f) => f.name === name);
    const value = field ? filterValue(field, params.getAll(`${FILTER}${name}`)) : null;
    if (value === null) invalid.push(`查询条件“${field?.label ?? name}”`);
    else if (!isBlank(value)) values[name] = value;
  }
  state.query.values = values;

  const conditions = params.get(SUPER);
  if (conditions !== null) {
    const parsed = superConditions(config, conditions);
    if (parsed) state.query.superParams = parsed;
    else invalid.push('高级查询');
  }
  const match = params.get(MATCH);
  if (match !== null) {
    if (match === 'or' || match === 'and') state.query.matchType = match;
    else invalid.push('高级查询的匹配方式');
  }
  return { state, invalid };
}

/** `params` with the list's parameters replaced by those of `state` (only what differs from the defaults). */
export function writeListUrl<T>(
  params: URLSearchParams,
  state: ListState,
  config: ListPageConfig<T>,
): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params) if (!isListParam(name)) out.append(name, value);
  const defaults = defaultListState(config);
  const { query, page } = state;

  if (page.pageNo !== defaults.page.pageNo) out.set(PAGE, String(page.pageNo));
  if (page.pageSize !== defaults.page.pageSize) out.set(SIZE, String(page.pageSize));
  const { sort } = query;
  if (sort.column !== defaults.query.sort.column || sort.order !== defaults.query.sort.order) {
    out.set(SORT, `${sort.order === 'desc' ? '-' : ''}${sort.column}`);
  }
  // Declared fields only, in the form's order: a link reads back what the form can show.
  for (const field of config.queryFields ?? []) {
    const value = query.values[field.name];
    if (isBlank(value)) continue;
    const key = `${FILTER}${field.name}`;
    if (Array.isArray(value)) for (const v of value) out.append(key, v);
    else out.set(key, String(value));
  }
  if (query.superParams.length > 0) {
    out.set(SUPER, JSON.stringify(query.superParams));
    if (query.matchType !== 'and') out.set(MATCH, query.matchType);
  }
  return out;
}
