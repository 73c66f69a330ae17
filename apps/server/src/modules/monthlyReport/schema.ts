import { REPORT_MONTH_PATTERN } from '@hcs/shared';
import { z } from 'zod';
import { recordId, requiredText } from '../../core/schemaFields.ts';

const version = z.coerce.number({ message: '缺少版本号，请刷新后重试' }).int().min(0);
const target = { id: recordId('id不能为空'), version };

/** Rich text (shown sanitised by the client), empty allowed while drafting. */
const narrative = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .max(100_000, `${label}过长`)
    .nullish()
    .transform((v) => (v?.trim() ? v : null));

export const generateInput = z.object({
  month: z
    .string({ message: '请选择月份' })
    .regex(REPORT_MONTH_PATTERN, '月份格式应为 YYYY-MM')
    .refine((m) => m <= currentMonth(), '不能生成未来月份的月报'),
  departId: recordId('请选择部门'),
});

export const editInput = z.object({
  ...target,
  title: requiredText('标题', 1, 100),
  summary: narrative('工作总结'),
  problems: narrative('存在问题'),
  nextPlan: narrative('下月计划'),
});

export const submitInput = z.object(target);

export const reviewInput = z.object({
  ...target,
  approve: z.boolean({ message: '请选择审核结果' }),
  comment: z
    .string({ message: '审核意见格式不正确' })
    .trim()
    .max(500, '审核意见不能超过500个字符')
    .nullish()
    .transform((v) => (v ? v : null)),
});

function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export type GenerateInput = z.infer<typeof generateInput>;
export type EditInput = z.infer<typeof editInput>;
export type ReviewInput = z.infer<typeof reviewInput>;
