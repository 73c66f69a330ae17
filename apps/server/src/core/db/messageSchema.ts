import type { Audit } from './schema.ts';

/** 消息模板: a text with `${var}` placeholders, for one channel. */
export interface SysSmsTemplateTable extends Audit {
  id: string;
  templateName: string;
  /** Unique; sendMsg names the template by it. */
  templateCode: string;
  /** 1 SMS, 2 e-mail, 3 in-app system message (dict `msg_template_type`). */
  templateType: string;
  templateContent: string;
  /** Sample values of the placeholders, as a JSON object. */
  templateTestJson: string | null;
}

/** 消息: one message to one receiver over one channel, with its sending state. */
export interface SysSmsTable extends Audit {
  id: string;
  esTitle: string;
  /** The channel, as templateType. */
  esType: string;
  esReceiver: string;
  /** The placeholder values it was rendered with (JSON). */
  esParam: string | null;
  /** The rendered content that is (re)sent. */
  esContent: string;
  esSendTime: string | null;
  /** 0 pending, 1 sent, 2 failed, -1 failed with no retry (dict `msg_send_status`). */
  esSendStatus: number;
  /** Attempts so far; no retry after 5. */
  esSendNum: number;
  /** What the channel answered, or why it failed. */
  esResult: string | null;
  remark: string | null;
}

export interface MessageDatabase {
  sysSmsTemplate: SysSmsTemplateTable;
  sysSms: SysSmsTable;
}
