import type { Kysely } from 'kysely';
import { fillRuleGenerator } from '../../core/codes/fillRuleGenerators.ts';
import { executeFillRule, ruleParamsOf } from '../../core/codes/fillRules.ts';
import type { AppContext } from '../../core/context.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
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

export const fillRulesBase = (db: Kysely<Database>) => db.selectFrom('sysFillRule');

const fillRules = scopedTable({
  entity: fillRuleEntity,
  base: fillRulesBase,
  select: (qb) => qb.selectAll(),
  notFound: '未找到对应的填值规则',
});

const NO_SUCH_RULE = '填值规则不存在';

/** The same rules reached by their code, as the execute and test routes name them. */
const fillRulesByCode = scopedTable({
  entity: fillRuleEntity,
  base: fillRulesBase,
  select: (qb) => qb.select('id'),
  idColumn: 'ruleCode',
  notFound: NO_SUCH_RULE,
});

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

async function assertCodeFree(db: Kysely<Database>, code: string, exceptId: string | null) {
  let q = fillRulesBase(db).select('id').where('ruleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`规则编码已存在: ${code}`);
}

export async function addFillRule(ctx: AppContext, auth: AuthContext, input: FillRuleInput): Promise<void> {
  const values = checked(input);
  await assertCodeFree(ctx.db.kysely, values.ruleCode, null);
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
  await fillRules.change(ctx, auth, [id], async (trx) => {
    const current = await trx
      .selectFrom('sysFillRule')
      .select(['ruleCode', 'ruleClass'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const system = SYSTEM_RULES[current.ruleCode];
    if (system && values.ruleCode !== current.ruleCode) {
      throw new BusinessError(`${system}规则（${current.ruleCode}）由系统使用，不能修改规则编码`);
    }
    // Its values must stay unique (e.g. 工单编号 is a unique column), which only its own generator promises.
    if (system && values.ruleClass !== current.ruleClass) {
      throw new BusinessError(`${system}规则（${current.ruleCode}）由系统使用，不能修改规则实现`);
    }
    await assertCodeFree(trx, values.ruleCode, id);
    await trx
      .updateTable('sysFillRule')
      .set({ ...values, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
  });
}

export async function deleteFillRules(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await fillRules.change(ctx, auth, ids, async (trx, visible) => {
    const rows = await trx.selectFrom('sysFillRule').select('ruleCode').where('id', 'in', visible).execute();
    const system = rows.find((r) => SYSTEM_RULES[r.ruleCode]);
    if (system) {
      throw new BusinessError(
        `${SYSTEM_RULES[system.ruleCode]}规则（${system.ruleCode}）由系统使用，不能删除`,
      );
    }
    await trx.deleteFrom('sysFillRule').where('id', 'in', visible).execute();
  });
}

export const fillRuleById = (ctx: AppContext, auth: AuthContext, id: string) => fillRules.one(ctx, auth, id);

/**
 * The value the rule `code` gives for the form; a clear message when there is no such rule, or none the
 * caller's data rules let them see.
 */
export async function runFillRule(
  ctx: AppContext,
  auth: AuthContext,
  code: string,
  formData: Record<string, unknown>,
  preview = false,
): Promise<string> {
  const missing = new BusinessError(`${NO_SUCH_RULE}：${code}`);
  try {
    await fillRulesByCode.one(ctx, auth, code);
  } catch (error) {
    // scopedTable's refusal is one fixed text; the screens name the code.
    throw error instanceof BusinessError && error.message === NO_SUCH_RULE ? missing : error;
  }
  const value = await executeFillRule(ctx.db.kysely, code, formData, { preview });
  if (value === undefined) throw missing;
  return value;
}
