import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Validation rules of the add/edit form, with the server's messages. */
export const workOrderRules = {
  title: [
    { required: true, whitespace: true, message: '请输入标题' },
    { max: 100, message: '标题不能超过100个字符' },
  ],
  audienceId: [{ required: true, message: '请选择服务对象' }],
  serviceType: [{ required: true, message: '请选择服务类型' }],
  priority: [{ required: true, message: '请选择优先级' }],
  departId: [{ required: true, message: '请选择所属部门' }],
  deadline: [
    ({ getFieldValue }) => ({
      validator(_, deadline: Dayjs | null | undefined) {
        if (!deadline) return Promise.resolve();
        if (deadline.isBefore(dayjs())) return Promise.reject(new Error('截止时间不能早于当前时间'));
        const appointment = getFieldValue('appointmentTime') as Dayjs | null | undefined;
        if (appointment && deadline.isBefore(appointment)) {
          return Promise.reject(new Error('截止时间不能早于预约时间'));
        }
        return Promise.resolve();
      },
    }),
  ],
} satisfies Record<string, FormRule[]>;

/** Days before today cannot be a deadline. */
export const beforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));
