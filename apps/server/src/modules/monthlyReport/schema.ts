import { monthlyReportResource, type ResourceInputValues } from '@hcs/shared';
import { z } from 'zod';
import { resourceFieldShape } from '../../core/resource/inputSchema.ts';
import { recordId } from '../../core/schemaFields.ts';

const version = z.coerce.number({ message: '缺少版本号，请刷新后重试' }).int().min(0);
const target = { id: recordId('id不能为空'), version };
const fields = resourceFieldShape(monthlyReportResource, [
  'month',
  'departId',
  'title',
  'summary',
  'problems',
  'nextPlan',
  'reviewComment',
]);

type Values = ResourceInputValues<typeof monthlyReportResource>;

export const generateInput = z
  .object({ month: fields.month, departId: fields.departId })
  .refine((v) => String(v.month) <= currentMonth(), '不能生成未来月份的月报');

export const editInput = z.object({
  ...target,
  title: fields.title,
  summary: fields.summary,
  problems: fields.problems,
  nextPlan: fields.nextPlan,
});

export const submitInput = z.object(target);

export const reviewInput = z.object({
  ...target,
  approve: z.boolean({ message: '请选择审核结果' }),
  comment: fields.reviewComment,
});

function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export type GenerateInput = Pick<Values, 'month' | 'departId'>;
export type EditInput = { id: string; version: number } & Pick<
  Values,
  'title' | 'summary' | 'problems' | 'nextPlan'
>;
export type ReviewInput = { id: string; version: number; approve: boolean; comment: string | null };
