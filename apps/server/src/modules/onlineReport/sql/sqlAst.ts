import type { StringPart } from './sqlTokens.ts';

/** `alias.column` or a bare `column`, names lower-cased (SQL names are case-insensitive). */
export interface ColumnRef {
  kind: 'column';
  table?: string;
  column: string;
}

export type Operand =
  | ColumnRef
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
  column: ColumnRef;
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

/** The one statement form a report may have: a SELECT of columns over joined tables. */
export interface ReportQuery {
  distinct: boolean;
  select: SelectItem[];
  from: TableRef;
  joins: Join[];
  where?: Condition;
  orderBy: OrderItem[];
}
