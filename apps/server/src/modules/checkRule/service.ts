import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { firstFailure } from './checkValue.ts';
import { parseRuleJson } from './ruleJson.ts';
import { type CheckRuleInput, MAX_CHECK_VALUE_LENGTH } from './schema.ts';

export const checkRuleEntity = defineEntity({
  title: '编码校验规则',
  defaultSort: 'createTime',
  fields: {
    ruleName: { column: 'ruleName', type: 'string' },
    ruleCode: { column: 'ruleCode', type: 'string' },
    ruleJson: { column: 'ruleJson', type: 'string', queryable: false },
    ruleDescription: { column: 'ruleDescription', type: 'string' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

export const checkRuleColumns: SheetColumn[] = [
  { field: 'ruleName', title: '规则名称', width: 20 },
  { field: 'ruleCode', title: '规则编码', width: 20 },
  { field: 'ruleJson', title: '规则JSON', width: 60 },
  { field: 'ruleDescription', title: '规则描述', width: 30 },
];

export const checkRulesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysCheckRule');

async function assertCodeFree(ctx: AppContext, code: string, exceptId: string | null) {
  let q = checkRulesBase(ctx).select('id').where('ruleCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`规则编码已存在: ${code}`);
}

/** The row's columns from the input, with the rules checked and stored in their normal form. */
function columnsOf(input: CheckRuleInput) {
  return {
    ruleName: input.ruleName,
    ruleCode: input.ruleCode,
    ruleJson: JSON.stringify(parseRuleJson(input.ruleJson)),
    ruleDescription: input.ruleDescription || null,
  };
}

export async function addCheckRule(ctx: AppContext, auth: AuthContext, input: CheckRuleInput): Promise<void> {
  const columns = columnsOf(input);
  await assertCodeFree(ctx, input.ruleCode, null);
  await ctx.db.kysely
    .insertInto('sysCheckRule')
    .values({
      id: newId(),
      ...columns,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function editCheckRule(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: CheckRuleInput,
): Promise<void> {
  const columns = columnsOf(input);
  await assertCodeFree(ctx, input.ruleCode, id);
  const result = await ctx.db.kysely
    .updateTable('sysCheckRule')
    .set({ ...columns, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('未找到对应的校验规则');
}

export async function deleteCheckRules(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysCheckRule').where('id', 'in', ids).execute();
}

export async function checkRuleById(ctx: AppContext, id: string) {
  const row = await checkRulesBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的校验规则');
  return row;
}

/** The client sends the value URL-encoded (spec §5); decoded like the reference's URLDecoder ('+' is a space). */
function decodeValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new BusinessError('校验值的编码有误');
  }
}

/** checkByCode: the rule the value breaks is thrown with its message and itself as the result. */
export async function checkByCode(ctx: AppContext, ruleCode: string, rawValue: string): Promise<void> {
  const row = await checkRulesBase(ctx)
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
