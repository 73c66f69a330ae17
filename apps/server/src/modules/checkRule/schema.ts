import { z } from 'zod';

/** The longest value checkByCode tests: codes are short, and it keeps any pattern's work small. */
export const MAX_CHECK_VALUE_LENGTH = 200;

export const checkByCodeQuery = z.object({
  ruleCode: z.string({ message: '请指定规则编码' }).trim().min(1, '请指定规则编码').max(100, '规则编码过长'),
  value: z.string({ message: '请输入校验值' }).max(MAX_CHECK_VALUE_LENGTH * 12, '校验值过长'),
});
