import { messageResource, type messageTemplateResource, type ResourceRow, type SendState } from '@hcs/shared';
import { type Done, postAction } from '../../../api/request.ts';

/** Channels (dict msg_template_type): 1 短信, 2 邮件, 3 系统消息. */
export const MSG_TYPE_DICT = 'msg_template_type';
export { SEND_STATUS } from '@hcs/shared';

/** 消息模板 as the list answers it. */
export type MessageTemplate = ResourceRow<typeof messageTemplateResource>;

/** 消息 (one message to one receiver) as the list answers it: its status and attempts always set. */
export type Message = ResourceRow<typeof messageResource> & SendState;

export interface SendMsgInput {
  msgType: string;
  receiver: string;
  templateCode: string;
  testData: string | null;
}

const TEMPLATE = '/sys/message/sysMessageTemplate';

export const sendMsg = (input: SendMsgInput) =>
  postAction<{ total: number; sent: number; failed: number }>(`${TEMPLATE}/sendMsg`, input);
export const resendMessage = (id: string): Promise<Done<{ sent: boolean }>> =>
  postAction<{ sent: boolean }>(`${messageResource.path}/resend`, { id });
