import { fillRuleGenerator } from '../../core/codes/fillRuleGenerators.ts';
import { executeFillRule, ruleParamsOf } from '../../core/codes/fillRules.ts';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { FillRuleInput } from './schema.ts';

export const fillRuleEntity = defineEntity({
  title: '填值规则',
  defaultSort: 'createTime',
  menuComponent: 'system/FillRuleList',
  fields: {
    ruleName: { column: 'ruleName', type: 'string' },
    ruleCode: { column: 'ruleCode', type: 'string' },
    ruleClass: { column: 'ruleClass', type: 'string' },
    ruleParams: { column: 'ruleParams', type: 'string', queryable: false },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

/** Rules the server itself runs: they keep their code and cannot be deleted. */
const SYSTEM_RULES: Record<string, string> = { work_order_no: '工单编号' };

export const fillRulesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysFillRule');

/** The input with its generator and parameters checked; parameters stored as compact JSON. */
function checked(input: FillRuleInput) {
  const generator = fillRuleGenerator(input.ruleClass);
  if (!generator) throw new BusinessError(`规则实现不存在：${input.ruleClass}`);
  const params = ruleParamsOf(input.ruleParams ?? null);
  const problem = generator.checkParams(params);
  if (problem) throw new BusinessError(problem);
  const ruleParams = input.ruleParams?.trim() ? JSON.stringify(params) : null;
  return { ...input, ruleParams };
}

async function assertCodeFree(ctx: AppContext, code: string, exceptId: string | null) {
  let q = fillRulesBase(ctx).select('id').where('ruleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`规则编码已存在: ${code}`);
}

export async function addFillRule(ctx: AppContext, auth: AuthContext, input: FillRuleInput): Promise<void> {
  const values = checked(input);
  await assertCodeFree(ctx, values.ruleCode, null);
  await ctx.db.kysely
    .insertInto('sysFillRule')
    .values({
      id: newId(),
      ...values,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function editFillRule(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: FillRuleInput,
): Promise<void> {
  const values = checked(input);
  const current = await fillRuleById(ctx, id);
  const system = SYSTEM_RULES[current.ruleCode];
  if (system && values.ruleCode !== current.ruleCode) {
    throw new BusinessError(`${system}规则（${current.ruleCode}）由系统使用，不能修改规则编码`);
  }
  // Its values must stay unique (e.g. 工单编号 is a unique column), which only its own generator promises.
  if (system && values.ruleClass !== current.ruleClass) {
    throw new BusinessError(`${system}规则（${current.ruleCode}）由系统使用，不能修改规则实现`);
  }
  await assertCodeFree(ctx, values.ruleCode, id);
  await ctx.db.kysely
    .updateTable('sysFillRule')
    .set({ ...values, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

export async function deleteFillRules(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  const rows = await fillRulesBase(ctx).select('ruleCode').where('id', 'in', ids).execute();
  const system = rows.find((r) => SYSTEM_RULES[r.ruleCode]);
  if (system) {
    throw new BusinessError(`${SYSTEM_RULES[system.ruleCode]}规则（${system.ruleCode}）由系统使用，不能删除`);
  }
  await ctx.db.kysely.deleteFrom('sysFillRule').where('id', 'in', ids).execute();
}

export async function fillRuleById(ctx: AppContext, id: string) {
  const row = await fillRulesBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的填值规则');
  return row;
}

/** The value the rule `code` gives for the form; a clear message when there is no such rule. */
export async function runFillRule(
  ctx: AppContext,
  code: string,
  formData: Record<string, unknown>,
  preview = false,
): Promise<string> {
  const value = await executeFillRule(ctx.db.kysely, code, formData, { preview });
  if (value === undefined) throw new BusinessError(`填值规则不存在：${code}`);
  return value;
}
