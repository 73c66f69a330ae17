import { BusinessError } from '../result.ts';

export type ColumnType = 'string' | 'number';

/** A table that may be read as a tree (its rows' key is the `id` column): its parent column, what marks a root, its has-child flag. */
export interface TreeSpec {
  /** The column holding the parent's id. */
  pid: string;
  /** The parent value of roots; null: roots have no parent (NULL or ''). */
  rootPid: string | null;
  /** A '1'/NULL column kept by writes; without one, leaves are found by looking for children. */
  hasChild?: string;
}

/**
 * One table the dictionary endpoints may read (reference §5 table dictionaries, our deviation: only
 * registered names). Column names are as the client writes them (snake_case).
 */
export interface TableDictSpec {
  table: string;
  /** Columns shown as an item's text. */
  text: readonly string[];
  /** Columns stored as an item's value. */
  code: readonly string[];
  /** Columns a where part or tree condition may compare (equality, bound values), with their type. */
  where: Readonly<Record<string, ColumnType>>;
  /** The column items are listed by; the text column when not given. */
  orderBy?: string;
  tree?: TreeSpec;
  /** 0/1 soft-delete column: rows with 1 are never read. */
  deleteFlag?: string;
  /** Comma list of tenant ids: rows of other tenants are never read. */
  tenantColumn?: string;
}

/**
 * The tables the dictionary endpoints may read, each registered by the module that owns it (core/ keeps
 * no list of features): only these tables and their registered columns are ever named in SQL.
 */
const registry = new Map<string, TableDictSpec>();

/** Lets the table dictionaries read a module's table through the columns it names (and no others). */
export function registerTableDict(spec: TableDictSpec): void {
  registry.set(spec.table, spec);
}

export const UNSUPPORTED = '不支持的字典表或字段';

/** A registered table with the text and code columns the caller named. */
export interface TableDict {
  spec: TableDictSpec;
  text: string;
  code: string;
}

export function tableSpec(table: string): TableDictSpec {
  const spec = registry.get(table);
  if (!spec) throw new BusinessError(UNSUPPORTED);
  return spec;
}

/** The registered table and columns, or the refusal 不支持的字典表或字段 for any other name. */
export function resolveTableDict(table: string, text: string, code: string): TableDict {
  const spec = tableSpec(table);
  if (!spec.text.includes(text) || !spec.code.includes(code)) throw new BusinessError(UNSUPPORTED);
  return { spec, text, code };
}

/** Equality filters on registered where columns; any other column is refused. */
export type WhereMap = Record<string, string | number>;

/**
 * The filters with each value in its column's type; a column that is not registered, or a number
 * column given something other than an integer, is refused.
 */
export function checkWhere(spec: TableDictSpec, where: WhereMap): WhereMap {
  const checked: WhereMap = {};
  for (const [column, value] of Object.entries(where)) {
    const type = Object.hasOwn(spec.where, column) ? spec.where[column] : undefined;
    if (!type) throw new BusinessError(UNSUPPORTED);
    if (type === 'string') checked[column] = String(value);
    else {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(number) || String(value).trim() === '') throw new BusinessError(UNSUPPORTED);
      checked[column] = number;
    }
  }
  return checked;
}

/** The tree columns of a table: the registered ones; a client naming others is refused. */
export function resolveTree(spec: TableDictSpec, pidField?: string, hasChildField?: string): TreeSpec {
  const tree = spec.tree;
  if (!tree) throw new BusinessError(UNSUPPORTED);
  if (pidField && pidField !== tree.pid) throw new BusinessError(UNSUPPORTED);
  if (hasChildField && hasChildField !== tree.hasChild) throw new BusinessError(UNSUPPORTED);
  return tree;
}
