import type { ApiResult, messageTemplateResource, ResourceRow } from '@hcs/shared';
import { postAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** Channels (dict msg_template_type): 1 短信, 2 邮件, 3 系统消息. */
export const MSG_TYPE_DICT = 'msg_template_type';
/** es_send_status (dict msg_send_status): 0 未发送, 1 发送成功, 2 发送失败, -1 失败不再重试. */
export const SEND_STATUS_DICT = 'msg_send_status';
export { SEND_STATUS } from '@hcs/shared';

/** 消息模板 as the list answers it. */
export type MessageTemplate = ResourceRow<typeof messageTemplateResource>;

/** 消息 (one message to one receiver) as the list answers it. */
export interface Message {
  id: string;
  esTitle: string;
  esType: string;
  esType_dictText?: string;
  esReceiver: string;
  esParam: string | null;
  esContent: string;
  esSendTime: string | null;
  esSendStatus: number;
  esSendStatus_dictText?: string;
  esSendNum: number;
  esResult: string | null;
  remark: string | null;
  createTime?: string;
  /** When the latest resend began. */
  updateTime?: string | null;
}

export interface SendMsgInput {
  msgType: string;
  receiver: string;
  templateCode: string;
  testData: string | null;
}

const TEMPLATE = '/sys/message/sysMessageTemplate';
const MESSAGE = '/sys/message/sysMessage';

export const MESSAGE_URLS: ListUrls = {
  list: `${MESSAGE}/list`,
  delete: `${MESSAGE}/delete`,
  deleteBatch: `${MESSAGE}/deleteBatch`,
  exportXls: `${MESSAGE}/exportXls`,
};

export const sendMsg = (input: SendMsgInput) =>
  postAction<{ total: number; sent: number; failed: number }>(`${TEMPLATE}/sendMsg`, input);
export const resendMessage = (id: string): Promise<ApiResult<{ sent: boolean }>> =>
  postAction<{ sent: boolean }>(`${MESSAGE}/resend`, { id });
