import { z } from 'zod';

const formData = z.record(z.string(), z.unknown(), { message: '表单数据必须是 JSON 对象' });

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
