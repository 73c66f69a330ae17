import type { Transaction } from 'kysely';
import { fillRuleGenerator } from '../../core/codes/fillRuleGenerators.ts';
import { executeFillRule, ruleParamsOf } from '../../core/codes/fillRules.ts';
import type { AppContext } from '../../core/context.ts';
import type { ScopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import type { ResourceValues } from '../../core/resource/inputSchema.ts';
import { BusinessError } from '../../core/result.ts';

/** Rules the server itself runs: they keep their code and generator and cannot be deleted. */
const SYSTEM_RULES: Record<string, string> = { work_order_no: '工单编号' };

export const NO_SUCH_RULE = '填值规则不存在';

/**
 * The stored columns of a checked rule, inside the save's transaction: a system rule keeps its code
 * and generator (editing, `id` given), the generator must be registered and take the parameters,
 * which are stored as compact JSON.
 */
export async function fillRuleColumns(
  values: ResourceValues,
  write: { db: Transaction<Database>; id: string | null },
): Promise<ResourceValues> {
  const ruleCode = String(values.ruleCode);
  const ruleClass = String(values.ruleClass);
  if (write.id) {
    const current = await write.db
      .selectFrom('sysFillRule')
      .select(['ruleCode', 'ruleClass'])
      .where('id', '=', write.id)
      .executeTakeFirstOrThrow();
    const system = SYSTEM_RULES[current.ruleCode];
    if (system && ruleCode !== current.ruleCode) {
      throw new BusinessError(`${system}规则（${current.ruleCode}）由系统使用，不能修改规则编码`);
    }
    // Its values must stay unique (e.g. 工单编号 is a unique column), which only its own generator promises.
    if (system && ruleClass !== current.ruleClass) {
      throw new BusinessError(`${system}规则（${current.ruleCode}）由系统使用，不能修改规则实现`);
    }
  }
  const generator = fillRuleGenerator(ruleClass);
  if (!generator) throw new BusinessError(`规则实现不存在：${ruleClass}`);
  const text = typeof values.ruleParams === 'string' ? values.ruleParams : null;
  const params = ruleParamsOf(text);
  const problem = generator.checkParams(params);
  if (problem) throw new BusinessError(problem);
  return { ...values, ruleParams: text ? JSON.stringify(params) : null };
}

/** Refuses to delete a rule the server itself runs (in the delete's transaction, before the rows go). */
export async function assertNoSystemRule(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  const rows = await trx.selectFrom('sysFillRule').select('ruleCode').where('id', 'in', ids).execute();
  const system = rows.find((r) => SYSTEM_RULES[r.ruleCode]);
  if (system) {
    throw new BusinessError(`${SYSTEM_RULES[system.ruleCode]}规则（${system.ruleCode}）由系统使用，不能删除`);
  }
}

/**
 * The value the rule `code` gives for the form, the rule reached by its code through the caller's data
 * rules; a clear message when there is no such rule, or none the caller may see.
 */
export async function runFillRule(
  ctx: AppContext,
  byCode: ScopedTable<unknown>,
  auth: AuthContext,
  code: string,
  formData: Record<string, unknown>,
  preview = false,
): Promise<string> {
  const missing = new BusinessError(`${NO_SUCH_RULE}：${code}`);
  try {
    await byCode.one(ctx, auth, code);
  } catch (error) {
    // scopedTable's refusal is one fixed text; the screens name the code.
    throw error instanceof BusinessError && error.message === NO_SUCH_RULE ? missing : error;
  }
  const value = await executeFillRule(ctx.db.kysely, code, formData, { preview });
  if (value === undefined) throw missing;
  return value;
}
