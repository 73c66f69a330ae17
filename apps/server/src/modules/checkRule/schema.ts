import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

export const checkRuleFields = z.object({
  ruleName: requiredMax('规则名称', 100),
  ruleCode: requiredMax('规则编码', 100).regex(
    /^[A-Za-z0-9_-]+$/,
    '规则编码只能包含字母、数字、下划线和短横线',
  ),
  /** A JSON text or the array itself; checked item by item by parseRuleJson. */
  ruleJson: z.union([z.string().max(4000, '校验规则过长'), z.array(z.unknown())], {
    message: '请添加校验规则',
  }),
  ruleDescription: z.string().trim().max(200, '规则描述不能超过200个字符').nullish(),
});

export const checkRuleEdit = checkRuleFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export type CheckRuleInput = z.infer<typeof checkRuleFields>;

/** The longest value checkByCode tests: codes are short, and it keeps any pattern's work small. */
export const MAX_CHECK_VALUE_LENGTH = 200;

export const checkByCodeQuery = z.object({
  ruleCode: z.string({ message: '请指定规则编码' }).trim().min(1, '请指定规则编码').max(100, '规则编码过长'),
  value: z.string({ message: '请输入校验值' }).max(MAX_CHECK_VALUE_LENGTH * 12, '校验值过长'),
});
