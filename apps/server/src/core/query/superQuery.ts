import { z } from 'zod';
import { badRequest } from '../result.ts';
import type { Condition, Operator } from './conditions.ts';

const RULES: Record<string, Operator> = {
  eq: 'eq',
  '=': 'eq',
  ne: 'ne',
  '!=': 'ne',
  gt: 'gt',
  '>': 'gt',
  ge: 'ge',
  '>=': 'ge',
  lt: 'lt',
  '<': 'lt',
  le: 'le',
  '<=': 'le',
  in: 'in',
  like: 'like',
  left_like: 'left_like',
  right_like: 'right_like',
};

const itemSchema = z.object({
  field: z.string().min(1).max(64),
  rule: z.string().max(20),
  val: z.union([
    z.string().max(500),
    z.number(),
    z.array(z.union([z.string().max(200), z.number()])).max(200),
  ]),
  type: z.string().max(20).optional(),
  dbType: z.string().max(20).optional(),
});

/**
 * The advanced query: `superQueryParams` is the URI-encoded JSON list of {field, rule, val}; the rules
 * are spec §9's eq, like, right_like, left_like, in, ne, gt, ge, lt, le (or their symbols).
 */
export function parseSuperQuery(raw: unknown): Condition[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string' || raw.length > 20_000) throw badRequest('高级查询条件格式错误');
  let decoded: unknown;
  try {
    // The client encodes once more than the URL layer decodes.
    decoded = JSON.parse(raw.startsWith('[') ? raw : decodeURIComponent(raw));
  } catch {
    throw badRequest('高级查询条件格式错误');
  }
  const parsed = z.array(itemSchema).max(50).safeParse(decoded);
  if (!parsed.success) throw badRequest('高级查询条件格式错误');
  return parsed.data
    .filter((item) => !(item.val === '' || (Array.isArray(item.val) && item.val.length === 0)))
    .map((item) => {
      const op = RULES[item.rule] ?? RULES[item.rule.toLowerCase()];
      if (!op) throw badRequest(`不支持的查询规则: ${item.rule}`);
      const value =
        op === 'in' ? (Array.isArray(item.val) ? item.val : String(item.val).split(',')) : item.val;
      if (op !== 'in' && Array.isArray(value)) throw badRequest(`查询规则 ${item.rule} 只接受一个值`);
      return { field: item.field, op, value };
    });
}

export function parseMatchType(raw: unknown): 'and' | 'or' {
  if (raw === undefined || raw === '' || raw === 'and') return 'and';
  if (raw === 'or') return 'or';
  throw badRequest('高级查询匹配方式只能是 and 或 or');
}
