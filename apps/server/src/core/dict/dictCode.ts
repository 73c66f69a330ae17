import { isTableDictCode } from '@hcs/shared';
import { BusinessError } from '../result.ts';
import {
  checkWhere,
  resolveTableDict,
  type TableDict,
  type TableDictSpec,
  type WhereMap,
} from './tableDicts.ts';

export const EMPTY_CODE = '字典Code不能为空!';
export const WHERE_NOT_JSON = '字典查询条件必须是JSON对象，不支持SQL片段';

const MAX_WHERE_COLUMNS = 10;

/** A dictionary code as the widgets send it: a plain sys_dict code, or a registered table dictionary. */
export type DictSource =
  | { kind: 'plain'; code: string }
  | { kind: 'table'; dict: TableDict; where: WhereMap };

function parseJsonObject(text: string): unknown {
  for (const candidate of [text, safeDecode(text)]) {
    if (candidate === null) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // Not JSON as it is: it may still be URL-encoded JSON.
    }
  }
  return null;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A where part or tree condition: a JSON object of column → string/number, compared for equality with
 * bound values. Anything else (SQL such as `1=1 or …`, arrays, nested objects) is refused.
 */
export function parseWhere(spec: TableDictSpec, text: string | undefined): WhereMap {
  if (text === undefined || text.trim() === '') return {};
  const parsed = parseJsonObject(text.trim());
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BusinessError(WHERE_NOT_JSON);
  }
  const entries = Object.entries(parsed);
  if (entries.length > MAX_WHERE_COLUMNS) throw new BusinessError(WHERE_NOT_JSON);
  const where: WhereMap = {};
  for (const [column, value] of entries) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      where[column] = value;
    } else {
      throw new BusinessError(WHERE_NOT_JSON);
    }
  }
  return checkWhere(spec, where);
}

/** Reads `code` (already URL-decoded once, as a path parameter is): `table,text,code[,where]` or plain. */
export function parseDictCode(raw: string): DictSource {
  const code = raw.trim();
  if (!code) throw new BusinessError(EMPTY_CODE);
  if (!isTableDictCode(code)) return { kind: 'plain', code };
  const [table = '', text = '', value = '', ...rest] = code.split(',');
  const dict = resolveTableDict(table.trim(), text.trim(), value.trim());
  // The where part is JSON and may itself hold commas.
  return { kind: 'table', dict, where: parseWhere(dict.spec, rest.join(',')) };
}
