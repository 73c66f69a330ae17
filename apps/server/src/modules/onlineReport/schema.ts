import { z } from 'zod';

export const reportCodeParams = z.object({
  code: z
    .string({ message: '报表编码不能为空' })
    .min(1, '报表编码不能为空')
    .max(100, '报表编码过长')
    .regex(/^[A-Za-z0-9_-]+$/, '报表编码只能包含字母、数字、下划线和短横线'),
});

export const reportIdParams = z.object({
  id: z.string({ message: '报表ID不能为空' }).min(1, '报表ID不能为空').max(32, '报表ID过长'),
});

/** A `${param}` value given as `self_<name>`. */
export const reportParamValue = z.string().max(200, '报表参数的值过长');
