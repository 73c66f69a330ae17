import { z } from 'zod';
import {
  dictValue,
  optionalDateTime,
  optionalDictValue,
  optionalText,
  recordId,
  requiredText,
} from '../../core/schemaFields.ts';
import { SERVICE_TYPES } from '../audience/schema.ts';

const version = z.coerce.number({ message: '缺少版本号，请刷新后重试' }).int().min(0);

export const workOrderFields = z.object({
  title: requiredText('标题', 1, 100),
  audienceId: recordId('请选择服务对象'),
  serviceType: dictValue(SERVICE_TYPES, '请选择服务类型'),
  source: optionalDictValue(['1', '2', '3', '4'], '请选择来源'),
  priority: dictValue(['L', 'M', 'H'], '请选择优先级').default('L'),
  content: optionalText(200_000, '服务内容过长'),
  appointmentTime: optionalDateTime('预约时间格式应为 YYYY-MM-DD HH:mm:ss'),
  deadline: optionalDateTime('截止时间格式应为 YYYY-MM-DD HH:mm:ss'),
  departId: recordId('请选择所属部门'),
  /** Given at creation: the new order is dispatched at once (needs wo:order:dispatch). */
  assigneeId: optionalText(32, '处理人不正确'),
});

export const workOrderEdit = workOrderFields.omit({ assigneeId: true }).extend({
  id: recordId('id不能为空'),
  version,
});

const target = { id: recordId('id不能为空'), version };

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

export type WorkOrderInput = z.infer<typeof workOrderFields>;
export type WorkOrderEditInput = Omit<z.infer<typeof workOrderEdit>, 'id' | 'version'>;
