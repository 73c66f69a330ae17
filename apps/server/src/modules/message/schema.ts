import { z } from 'zod';
import { MESSAGE_TYPES, type MessageType } from './channels.ts';

const messageType = (message: string) =>
  z.union([z.string(), z.number()], { message }).transform(String).pipe(z.enum(MESSAGE_TYPES, { message }));

/** POST /sys/message/sysMessageTemplate/sendMsg (api-conventions). */
export const sendMsgBody = z.object({
  msgType: messageType('请选择消息类型'),
  receiver: z
    .string({ message: '请输入消息接收方' })
    .trim()
    .min(1, '请输入消息接收方')
    .max(2000, '消息接收方过多'),
  templateCode: z.string({ message: '请选择消息模板' }).trim().min(1, '请选择消息模板').max(64),
  testData: z.string().max(5000, '测试数据不能超过5000个字符').nullish(),
});

export type SendMsgInput = z.infer<typeof sendMsgBody> & { msgType: MessageType };

export const resendBody = z.object({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});
