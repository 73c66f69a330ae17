import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

const formData = z.record(z.string(), z.unknown(), { message: '表单数据必须是 JSON 对象' });

export const fillRuleFields = z.object({
  ruleName: requiredMax('规则名称', 100),
  ruleCode: requiredMax('规则编码', 64).regex(/^[A-Za-z0-9_]+$/, '规则编码只能包含字母、数字和下划线'),
  ruleClass: z
    .string({ message: '请选择规则实现' })
    .trim()
    .min(1, '请选择规则实现')
    .max(64, '请选择规则实现'),
  ruleParams: z
    .string({ message: '规则参数必须是 JSON 对象' })
    .trim()
    .max(1000, '规则参数不能超过1000个字符')
    .nullish(),
});

export const fillRuleEdit = fillRuleFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export type FillRuleInput = z.infer<typeof fillRuleFields>;

export const ruleCodeParams = z.object({
  ruleCode: z
    .string({ message: '请指定规则编码' })
    .min(1, '请指定规则编码')
    .max(64, '规则编码不能超过64个字符'),
});

/** The form the rule runs for (e.g. pid for the category code); any JSON object, or nothing. */
export const executeBody = formData.nullish();

export const executeBatchBody = z.object({
  commonFormData: formData.nullish(),
  rules: z
    .array(z.object({ ruleCode: ruleCodeParams.shape.ruleCode, formData: formData.nullish() }), {
      message: '请指定要执行的规则',
    })
    .min(1, '请指定要执行的规则')
    .max(20, '一次最多执行20条规则'),
});
