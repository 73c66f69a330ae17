import { z } from 'zod';

/** The conditions a data rule may use (dictionary rule_conditions); no SQL fragments. */
export const RULE_CONDITIONS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
] as const;

const required = (max: number, label: string) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

const id = (message: string) => z.string({ message }).min(1, message).max(32);

/** A data rule (数据规则) of a menu: rows of the menu's list must match `ruleColumn ruleConditions ruleValue`. */
export const dataRuleFields = z.object({
  permissionId: id('请选择菜单'),
  ruleName: required(50, '规则名称'),
  ruleColumn: required(50, '规则字段'),
  ruleConditions: z.enum(RULE_CONDITIONS, { message: '请选择条件' }),
  ruleValue: required(300, '规则值'),
  status: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '1' : String(v)),
    z.enum(['1', '0'], { message: '请选择状态' }),
  ),
});

export const dataRuleEdit = dataRuleFields.extend({ id: id('id不能为空') });

export type DataRuleInput = z.infer<typeof dataRuleFields>;

export const permissionIdQuery = z.object({ permissionId: id('请选择菜单') });

/** queryPermissionRule: a menu's rules whose name / column contain the given text (*v* or plain). */
export const dataRuleQuery = permissionIdQuery.extend({
  ruleName: z.string().max(50).optional(),
  ruleColumn: z.string().max(50).optional(),
});
