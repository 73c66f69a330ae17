/** The channels (dict `msg_template_type`), as sys_sms_template.template_type and sys_sms.es_type. */
export const MessageType = { sms: '1', email: '2', system: '3' } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export const MESSAGE_TYPES: readonly MessageType[] = Object.values(MessageType);

/** sys_sms.es_send_status and the limit of attempts, as the message list in the browser knows them. */
export { MAX_SEND_ATTEMPTS, SEND_STATUS as SendStatus } from '@hcs/shared';

/** One message as a channel delivers it. */
export interface OutgoingMessage {
  /** An e-mail address, a mobile number, or a username (in-app). */
  receiver: string;
  title: string;
  /** Rendered; HTML for e-mail and in-app. */
  content: string;
  /** Who sends it (the admin's username). */
  sender: string;
}

/** A channel: delivers one message and says what happened, or throws why it failed. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<string>;
}

export type MessageSenders = Record<MessageType, MessageSender>;
