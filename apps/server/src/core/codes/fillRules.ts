import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../result.ts';
import { fillRuleGenerator } from './fillRuleGenerators.ts';

/** The parameters a rule stores (a JSON object), or {} when it stores none. */
export function ruleParamsOf(text: string | null): unknown {
  if (!text?.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Runs the fill rule `code` as sys_fill_rule defines it: its generator (rule_class, a name of the
 * server's registry) with its parameters (rule_params) and the caller's form data. Undefined when no
 * rule has that code. `preview` shows the value without taking a number from a sequence.
 */
export async function executeFillRule(
  db: Kysely<Database>,
  code: string,
  formData: Record<string, unknown> = {},
  { now = new Date(), preview = false }: { now?: Date; preview?: boolean } = {},
): Promise<string | undefined> {
  const rule = await db
    .selectFrom('sysFillRule')
    .select(['ruleClass', 'ruleParams'])
    .where('ruleCode', '=', code)
    .executeTakeFirst();
  if (!rule) return undefined;
  const generator = fillRuleGenerator(rule.ruleClass);
  if (!generator) throw new BusinessError(`填值规则【${code}】的实现不存在：${rule.ruleClass}`);
  return generator.run({ db, ruleCode: code, params: ruleParamsOf(rule.ruleParams), formData, now, preview });
}
