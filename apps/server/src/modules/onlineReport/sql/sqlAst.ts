import type { StringPart } from './sqlTokens.ts';

/** `alias.column` or a bare `column`, names lower-cased (SQL names are case-insensitive). */
export interface ColumnRef {
  kind: 'column';
  table?: string;
  column: string;
}

/** The aggregate functions a report may use. */
export type AggregateFn = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** `count(*)`, `count(distinct col)`, `sum(col)`…: only over one plain column (or `*` for count). */
export interface Aggregate {
  kind: 'aggregate';
  fn: AggregateFn;
  /** null: `count(*)`. */
  column: ColumnRef | null;
  distinct: boolean;
}

export type Operand =
  | ColumnRef
  | Aggregate
  | { kind: 'number'; value: number }
  | { kind: 'string'; parts: StringPart[] }
  | { kind: 'param'; name: string };

export type CompareOp = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type Condition =
  | { kind: 'and' | 'or'; items: Condition[] }
  | { kind: 'not'; item: Condition }
  | { kind: 'compare'; left: Operand; op: CompareOp; right: Operand }
  | { kind: 'like'; left: Operand; pattern: Operand; negated: boolean }
  | { kind: 'in'; left: Operand; values: Operand[]; negated: boolean }
  | { kind: 'isNull'; operand: Operand; negated: boolean }
  | { kind: 'between'; operand: Operand; low: Operand; high: Operand; negated: boolean };

export interface SelectItem {
  expr: ColumnRef | Aggregate;
  /** The output name as written (`as name`), case kept: it names the field in the records. */
  alias?: string;
}

export interface TableRef {
  table: string;
  alias: string;
}

export interface Join {
  type: 'left' | 'inner';
  table: TableRef;
  on: Condition;
}

export interface OrderItem {
  column: ColumnRef;
  direction: 'asc' | 'desc';
}

/**
 * The one statement form a report may have: a SELECT of columns and aggregates over joined tables,
 * optionally grouped.
 */
export interface ReportQuery {
  distinct: boolean;
  select: SelectItem[];
  from: TableRef;
  joins: Join[];
  where?: Condition;
  groupBy: ColumnRef[];
  having?: Condition;
  orderBy: OrderItem[];
}
