import { type ResourceInputValues, workOrderResource } from '@hcs/shared';
import { z } from 'zod';
import { resourceInputSchema } from '../../core/resource/inputSchema.ts';
import { optionalText, recordId } from '../../core/schemaFields.ts';

const version = z.coerce.number({ message: '缺少版本号，请刷新后重试' }).int().min(0);
const target = { id: recordId('id不能为空'), version };

/** 新建工单: the order's entered fields; a 处理人 given dispatches the new order at once (wo:order:dispatch). */
export const workOrderFields = resourceInputSchema(workOrderResource);

/** 编辑工单: the same but the 处理人 (changed through 改派), of the version the editor saw. */
export const workOrderEditFields = resourceInputSchema(workOrderResource, 'edit');
export const editTarget = z.object(target);

export const dispatchInput = z.object({
  ...target,
  assigneeId: recordId('请选择处理人'),
  comment: optionalText(500, '派单说明不能超过500个字符'),
});
export const acceptInput = z.object({ ...target, comment: optionalText(500, '备注不能超过500个字符') });
export const completeInput = z.object({
  ...target,
  result: z.string({ message: '请填写处理结果' }).trim().min(1, '请填写处理结果').max(20_000, '处理结果过长'),
  attachments: optionalText(2000, '附件过多'),
});
export const reviewInput = z.object({
  ...target,
  satisfaction: z.coerce
    .number({ message: '请选择满意度' })
    .int('请选择满意度')
    .min(1, '满意度应为1到5分')
    .max(5, '满意度应为1到5分'),
  feedback: optionalText(500, '回访意见不能超过500个字符'),
});
export const cancelInput = z.object({
  ...target,
  reason: z
    .string({ message: '请填写取消原因' })
    .trim()
    .min(1, '请填写取消原因')
    .max(500, '取消原因不能超过500个字符'),
});

export type WorkOrderInput = ResourceInputValues<typeof workOrderResource>;
export type WorkOrderEditInput = Omit<WorkOrderInput, 'assigneeId'>;
