import { cronError } from '@hcs/shared';
import { z } from 'zod';
import { optionalText } from '../../core/schemaFields.ts';
import { jobHandler } from './handlers/registry.ts';
import { QuartzStatus } from './status.ts';

export const jobFields = z.object({
  jobClassName: z
    .string({ message: '请选择任务类名' })
    .trim()
    .min(1, '请选择任务类名')
    .max(100, '任务类名不能超过100个字符')
    .refine((name) => jobHandler(name) !== undefined, {
      error: (issue) => `未知的任务类名：${String(issue.input).slice(0, 100)}，请从列表中选择`,
    }),
  cronExpression: z
    .string({ message: '请输入Cron表达式' })
    .trim()
    .max(100, 'Cron表达式不能超过100个字符')
    .superRefine((expression, issue) => {
      const error = cronError(expression);
      if (error) issue.addIssue({ code: 'custom', message: error });
    }),
  parameter: optionalText(500, '参数不能超过500个字符'),
  description: optionalText(200, '描述不能超过200个字符'),
  status: z.coerce
    .number({ message: '状态只能是正常或停止' })
    .refine((s) => s === QuartzStatus.running || s === QuartzStatus.stopped, '状态只能是正常或停止')
    .default(QuartzStatus.running),
});

export const jobEdit = jobFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export type JobInput = z.infer<typeof jobFields>;
