import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { firstFailure } from './checkValue.ts';
import { parseRuleJson } from './ruleJson.ts';
import { MAX_CHECK_VALUE_LENGTH } from './schema.ts';

/** The client sends the value URL-encoded (spec §5); decoded like the reference's URLDecoder ('+' is a space). */
function decodeValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new BusinessError('校验值的编码有误');
  }
}

/**
 * checkByCode: the rule the value breaks is thrown with its message and itself as the result. Any
 * signed-in user's form checks a field by a rule, so the rule is read without the 编码校验规则 menu's
 * data rules (they limit who manages rules, not which rules a form may use).
 */
export async function checkByCode(ctx: AppContext, ruleCode: string, rawValue: string): Promise<void> {
  const row = await ctx.db.kysely
    .selectFrom('sysCheckRule')
    .select('ruleJson')
    .where('ruleCode', '=', ruleCode)
    .executeTakeFirst();
  if (!row) throw new BusinessError('该编码不存在');
  const value = decodeValue(rawValue);
  if (value.length > MAX_CHECK_VALUE_LENGTH) {
    throw new BusinessError(`校验值不能超过${MAX_CHECK_VALUE_LENGTH}个字符`);
  }
  const failed = firstFailure(parseRuleJson(row.ruleJson), value);
  if (failed) throw new BusinessError(failed.message, failed);
}
