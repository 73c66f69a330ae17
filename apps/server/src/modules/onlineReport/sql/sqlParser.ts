import { BusinessError } from '../../../core/result.ts';
import type {
  Aggregate,
  AggregateFn,
  ColumnRef,
  CompareOp,
  Condition,
  Join,
  Operand,
  OrderItem,
  ReportQuery,
  SelectItem,
  TableRef,
} from './sqlAst.ts';
import { type SymbolText, type Token, tokenize } from './sqlTokens.ts';

/** Words of the report grammar: never names. */
const KEYWORDS = new Set([
  'SELECT',
  'DISTINCT',
  'FROM',
  'AS',
  'LEFT',
  'INNER',
  'OUTER',
  'JOIN',
  'ON',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'LIKE',
  'IN',
  'IS',
  'NULL',
  'BETWEEN',
  'ORDER',
  'BY',
  'ASC',
  'DESC',
  'GROUP',
  'HAVING',
]);

const AGGREGATES: ReadonlySet<string> = new Set<AggregateFn>(['count', 'sum', 'avg', 'min', 'max']);

/** SQL words outside the grammar that must not pass for names (so `from t union …` is refused by name). */
const REFUSED = new Set([
  'UNION',
  'INTERSECT',
  'EXCEPT',
  'LIMIT',
  'OFFSET',
  'FETCH',
  'RIGHT',
  'FULL',
  'CROSS',
  'NATURAL',
  'USING',
  'WITH',
  'INTO',
  'FOR',
  'WINDOW',
  'RETURNING',
  'EXISTS',
  'CASE',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'REPLACE',
  'DROP',
  'CREATE',
  'ALTER',
  'TRUNCATE',
  'GRANT',
  'REVOKE',
  'ATTACH',
  'DETACH',
  'PRAGMA',
  'VACUUM',
  'EXEC',
  'EXECUTE',
  'CALL',
  'COPY',
  'SET',
  'VALUES',
]);

const COMPARE: Partial<Record<SymbolText, CompareOp>> = {
  '=': '=',
  '<>': '<>',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

const fail = (message: string): never => {
  throw new BusinessError(message);
};

function describe(token: Token): string {
  switch (token.kind) {
    case 'word':
      return token.text;
    case 'number':
      return String(token.value);
    case 'string':
      return "'…'";
    case 'param':
      return `\${${token.name}}`;
    case 'symbol':
      return token.text;
    default:
      return '结尾';
  }
}

/** A recursive-descent reader of the report grammar (see ReportQuery); anything else is refused. */
class Parser {
  private pos = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)] ?? { kind: 'end' };
  }

  private next(): Token {
    const token = this.peek();
    if (this.pos < this.tokens.length - 1) this.pos++;
    return token;
  }

  private isWord(upper: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === 'word' && t.text.toUpperCase() === upper;
  }

  private isSymbol(text: SymbolText, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === 'symbol' && t.text === text;
  }

  private acceptWord(upper: string): boolean {
    if (!this.isWord(upper)) return false;
    this.next();
    return true;
  }

  private acceptSymbol(text: SymbolText): boolean {
    if (!this.isSymbol(text)) return false;
    this.next();
    return true;
  }

  private unexpected(): never {
    const t = this.peek();
    if (t.kind === 'end') return fail('报表SQL不完整');
    if (t.kind === 'word' && REFUSED.has(t.text.toUpperCase())) {
      return fail(`报表SQL不支持 ${t.text.toUpperCase()}`);
    }
    return fail(`报表SQL语法错误，无法识别: ${describe(t)}`);
  }

  private expectWord(upper: string): void {
    if (!this.acceptWord(upper)) this.unexpected();
  }

  private expectSymbol(text: SymbolText): void {
    if (!this.acceptSymbol(text)) this.unexpected();
  }

  /** A plain name (table, column, alias), not a keyword. */
  private name(): string {
    const t = this.peek();
    if (t.kind !== 'word') return this.unexpected();
    const upper = t.text.toUpperCase();
    if (KEYWORDS.has(upper) || REFUSED.has(upper)) return this.unexpected();
    this.next();
    if (this.isSymbol('(')) fail(`报表SQL不支持函数: ${t.text}`);
    return t.text;
  }

  /** An alias after `as`, or a bare name that is not a keyword; undefined when there is none. */
  private alias(): string | undefined {
    if (this.acceptWord('AS')) return this.name();
    const t = this.peek();
    if (t.kind === 'word' && !KEYWORDS.has(t.text.toUpperCase()) && !REFUSED.has(t.text.toUpperCase())) {
      return this.name();
    }
    return undefined;
  }

  private refuseSubquery(): void {
    if (this.isSymbol('(') && this.isWord('SELECT', 1)) fail('报表SQL不支持子查询');
  }

  query(): ReportQuery {
    if (!this.acceptWord('SELECT')) fail('报表SQL只能是一条SELECT查询语句');
    const distinct = this.acceptWord('DISTINCT');
    const select: SelectItem[] = [];
    do {
      if (this.isSymbol('*')) fail('报表SQL须列出要查询的字段，不支持 *');
      this.refuseSubquery();
      const expr = this.aggregate() ?? this.columnRef();
      const alias = this.alias();
      select.push(alias ? { expr, alias } : { expr });
    } while (this.acceptSymbol(','));
    this.expectWord('FROM');
    const from = this.tableRef();
    const joins: Join[] = [];
    for (;;) {
      let type: Join['type'] | null = null;
      if (this.acceptWord('LEFT')) {
        this.acceptWord('OUTER');
        type = 'left';
      } else if (this.acceptWord('INNER')) type = 'inner';
      if (type === null && !this.isWord('JOIN')) break;
      this.expectWord('JOIN');
      const table = this.tableRef();
      this.expectWord('ON');
      joins.push({ type: type ?? 'inner', table, on: this.condition() });
    }
    const where = this.acceptWord('WHERE') ? this.condition() : undefined;
    const groupBy: ColumnRef[] = [];
    if (this.acceptWord('GROUP')) {
      this.expectWord('BY');
      do groupBy.push(this.columnRef());
      while (this.acceptSymbol(','));
    }
    const having = this.acceptWord('HAVING') ? this.condition() : undefined;
    const orderBy: OrderItem[] = [];
    if (this.acceptWord('ORDER')) {
      this.expectWord('BY');
      do {
        const column = this.columnRef();
        const descending = this.acceptWord('DESC');
        if (!descending) this.acceptWord('ASC');
        orderBy.push({ column, direction: descending ? 'desc' : 'asc' });
      } while (this.acceptSymbol(','));
    }
    if (this.peek().kind !== 'end') this.unexpected();
    return {
      distinct,
      select,
      from,
      joins,
      ...(where ? { where } : {}),
      groupBy,
      ...(having ? { having } : {}),
      orderBy,
    };
  }

  /** `count(*)`, `count([distinct] col)`, `sum|avg|min|max([distinct] col)`; null when no aggregate starts here. */
  private aggregate(): Aggregate | null {
    const t = this.peek();
    if (t.kind !== 'word' || !AGGREGATES.has(t.text.toLowerCase()) || !this.isSymbol('(', 1)) return null;
    const fn = t.text.toLowerCase() as AggregateFn;
    this.next();
    this.next();
    this.refuseSubquery();
    let aggregate: Aggregate;
    if (fn === 'count' && this.acceptSymbol('*')) {
      aggregate = { kind: 'aggregate', fn, column: null, distinct: false };
    } else {
      const distinct = this.acceptWord('DISTINCT');
      if (this.isSymbol('*')) fail(`报表SQL不支持 ${fn}(*)，请写出字段`);
      const next = this.peek();
      if (next.kind !== 'word') fail(`报表SQL的聚合函数 ${fn} 只能作用于一个字段`);
      if (next.kind === 'word' && AGGREGATES.has(next.text.toLowerCase()) && this.isSymbol('(', 1)) {
        fail('报表SQL不支持嵌套的聚合函数');
      }
      aggregate = { kind: 'aggregate', fn, column: this.columnRef(), distinct };
    }
    if (!this.acceptSymbol(')')) fail(`报表SQL的聚合函数 ${fn} 只能作用于一个字段`);
    return aggregate;
  }

  private tableRef(): TableRef {
    this.refuseSubquery();
    const table = this.name().toLowerCase();
    if (this.isSymbol('.')) fail('报表SQL不支持指定库名或模式名');
    const alias = this.alias()?.toLowerCase() ?? table;
    return { table, alias };
  }

  private columnRef(): ColumnRef {
    const first = this.name().toLowerCase();
    if (!this.acceptSymbol('.')) return { kind: 'column', column: first };
    if (this.isSymbol('*')) fail('报表SQL须列出要查询的字段，不支持 *');
    return { kind: 'column', table: first, column: this.name().toLowerCase() };
  }

  private condition(): Condition {
    const items = [this.conjunction()];
    while (this.acceptWord('OR')) items.push(this.conjunction());
    return items.length === 1 && items[0] ? items[0] : { kind: 'or', items };
  }

  private conjunction(): Condition {
    const items = [this.negation()];
    while (this.acceptWord('AND')) items.push(this.negation());
    return items.length === 1 && items[0] ? items[0] : { kind: 'and', items };
  }

  private negation(): Condition {
    if (this.acceptWord('NOT')) return { kind: 'not', item: this.negation() };
    this.refuseSubquery();
    if (this.acceptSymbol('(')) {
      const inner = this.condition();
      this.expectSymbol(')');
      return inner;
    }
    return this.predicate();
  }

  private predicate(): Condition {
    const left = this.operand();
    const t = this.peek();
    const op = t.kind === 'symbol' ? COMPARE[t.text] : undefined;
    if (op) {
      this.next();
      return { kind: 'compare', left, op, right: this.operand() };
    }
    if (this.acceptWord('IS')) {
      const negated = this.acceptWord('NOT');
      this.expectWord('NULL');
      return { kind: 'isNull', operand: left, negated };
    }
    const negated = this.acceptWord('NOT');
    if (this.acceptWord('LIKE')) return { kind: 'like', left, pattern: this.operand(), negated };
    if (this.acceptWord('BETWEEN')) {
      const low = this.operand();
      this.expectWord('AND');
      return { kind: 'between', operand: left, low, high: this.operand(), negated };
    }
    if (this.acceptWord('IN')) {
      this.refuseSubquery();
      this.expectSymbol('(');
      const values: Operand[] = [];
      do values.push(this.operand());
      while (this.acceptSymbol(','));
      this.expectSymbol(')');
      return { kind: 'in', left, values, negated };
    }
    return this.unexpected();
  }

  private operand(): Operand {
    this.refuseSubquery();
    const t = this.peek();
    switch (t.kind) {
      case 'number':
        this.next();
        return { kind: 'number', value: t.value };
      case 'string':
        this.next();
        return { kind: 'string', parts: t.parts };
      case 'param':
        this.next();
        return { kind: 'param', name: t.name };
      case 'word':
        return this.aggregate() ?? this.columnRef();
      default:
        return this.unexpected();
    }
  }
}

/**
 * Reads a report's SQL into its syntax tree. The text is never run: the tree is checked against the
 * report table registry and turned into a query of bound parameters (see compileReport).
 */
export function parseReportSql(text: string): ReportQuery {
  return new Parser(tokenize(text)).query();
}
