import { BusinessError } from '../../../core/result.ts';

/** Text of a quoted string, where `${name}` parts are filled with parameter values (bound, never spliced). */
export type StringPart = string | { param: string };

export type SymbolText = ',' | '.' | '(' | ')' | '*' | '=' | '<>' | '!=' | '<' | '<=' | '>' | '>=';

export type Token =
  /** An identifier or a keyword, as written. */
  | { kind: 'word'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'string'; parts: StringPart[] }
  /** An unquoted `${name}`. */
  | { kind: 'param'; name: string }
  | { kind: 'symbol'; text: SymbolText }
  | { kind: 'end' };

export const MAX_REPORT_SQL_LENGTH = 1000;

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /\d+(?:\.\d+)?/y;
const PARAM = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/y;
const SYMBOLS: SymbolText[] = ['<>', '!=', '<=', '>=', ',', '.', '(', ')', '*', '=', '<', '>'];

const refuse = (message: string): never => {
  throw new BusinessError(message);
};

function match(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** Reads a quoted string starting at `at` (the opening quote); `''` is a quote. */
function readString(text: string, at: number): { parts: StringPart[]; next: number } {
  const parts: StringPart[] = [];
  let literal = '';
  let i = at + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === "'") {
      if (text[i + 1] === "'") {
        literal += "'";
        i += 2;
        continue;
      }
      if (literal !== '' || parts.length === 0) parts.push(literal);
      return { parts, next: i + 1 };
    }
    const param = c === '$' ? match(PARAM, text, i) : null;
    if (param?.[1]) {
      if (literal !== '') parts.push(literal);
      literal = '';
      parts.push({ param: param[1] });
      i += param[0].length;
      continue;
    }
    literal += c;
    i++;
  }
  return refuse('报表SQL中的字符串缺少结束引号');
}

/**
 * Splits a report's SQL into tokens. Only what the report grammar uses is accepted: comments,
 * statement separators, quoted identifiers and any other character are refused here.
 */
export function tokenize(text: string): Token[] {
  if (text.length > MAX_REPORT_SQL_LENGTH) refuse(`报表SQL不能超过${MAX_REPORT_SQL_LENGTH}个字符`);
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === ';') refuse('报表SQL只能是一条语句，不能包含分号');
    if (text.startsWith('--', i) || text.startsWith('/*', i) || c === '#') refuse('报表SQL不能包含注释');
    if (c === '"' || c === '`' || c === '[') refuse('报表SQL不支持带引号的表名或字段名');
    if (c === "'") {
      const { parts, next } = readString(text, i);
      tokens.push({ kind: 'string', parts });
      i = next;
      continue;
    }
    const param = c === '$' ? match(PARAM, text, i) : null;
    if (param?.[1]) {
      tokens.push({ kind: 'param', name: param[1] });
      i += param[0].length;
      continue;
    }
    const name = match(NAME, text, i);
    if (name) {
      tokens.push({ kind: 'word', text: name[0] });
      i += name[0].length;
      continue;
    }
    const number = match(NUMBER, text, i);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
    if (!symbol) return refuse(`报表SQL含有不支持的字符: ${c}`);
    tokens.push({ kind: 'symbol', text: symbol });
    i += symbol.length;
  }
  tokens.push({ kind: 'end' });
  return tokens;
}
