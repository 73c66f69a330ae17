import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

/** Validation rules of the add/edit form, with their messages. */
export const announcementRules = {
  titile: [
    { required: true, whitespace: true, message: '请输入标题' },
    { max: 100, message: '最大长度100位字符' },
  ],
  msgAbstract: [{ max: 500, message: '最大长度500位字符' }],
  endTime: [
    ({ getFieldValue }) => ({
      validator(_, end: Dayjs | null | undefined) {
        const start = getFieldValue('startTime') as Dayjs | null | undefined;
        if (!end || !start || !end.isBefore(start)) return Promise.resolve();
        return Promise.reject(new Error('结束时间不能早于开始时间'));
      },
    }),
  ],
  priority: [{ required: true, message: '请选择优先级' }],
  msgCategory: [{ required: true, message: '请选择消息类型' }],
  msgType: [{ required: true, message: '请选择通告对象' }],
  userIds: [{ required: true, type: 'array', min: 1, message: '请选择接收用户' }],
  openPage: [
    { required: true, whitespace: true, message: '请输入打开页面' },
    { max: 255, message: '最大长度255位字符' },
  ],
  msgContent: [{ required: true, whitespace: true, message: '请输入内容' }],
} satisfies Record<string, FormRule[]>;
