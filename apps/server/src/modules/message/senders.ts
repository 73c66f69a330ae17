import nodemailer from 'nodemailer';
import type { SmsGatewayConfig, SmtpConfig } from '../../config.ts';
import type { AppContext } from '../../core/context.ts';
import { sendSystemMessage } from '../announcement/systemMessage.ts';
import type { MessageSender, MessageSenders } from './channels.ts';
import { userIdOf } from './receivers.ts';

/** The default SMS sender: no gateway is wired in, so the message is only kept in the log (消息). */
export const loggingSmsSender: MessageSender = {
  send: async () => '未接入短信网关：短信仅记录在消息日志中，未实际发送',
};

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A real SMS provider behind an HTTP gateway (HCS_SMS_GATEWAY_URL): each text is posted as
 * `{mobile, content}` JSON; a 2xx answer is sent, anything else fails with the status (and is retried as
 * any failed message is).
 */
export function httpSmsSender(gateway: SmsGatewayConfig): MessageSender {
  return {
    async send(message) {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
        },
        body: JSON.stringify({ mobile: message.receiver, content: message.content }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      const answer = (await response.text()).slice(0, 200);
      if (!response.ok) throw new Error(`短信网关返回 ${response.status}: ${answer}`);
      return `短信网关已接收: ${answer}`;
    },
  };
}

/** In-app: a system message in the user's bell (the receiver is a username). */
export function systemMessageSender(ctx: AppContext): MessageSender {
  return {
    async send(message) {
      await sendSystemMessage(ctx, {
        title: message.title,
        content: message.content,
        userIds: [await userIdOf(ctx, message.receiver)],
        sender: message.sender,
      });
      return '已发送到用户的系统消息';
    },
  };
}

/** E-mail over the SMTP server of the settings (HCS_SMTP_*). */
export function smtpSender(smtp: SmtpConfig | null): MessageSender {
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  return {
    async send(message) {
      if (!transport || !smtp) throw new Error('未配置邮件服务器（HCS_SMTP_HOST）');
      const info = await transport.sendMail({
        from: smtp.from,
        to: message.receiver,
        subject: message.title,
        html: message.content,
      });
      return `邮件已发送: ${info.response}`;
    },
  };
}

export function defaultSenders(ctx: AppContext): MessageSenders {
  const sms = ctx.config.smsGateway ? httpSmsSender(ctx.config.smsGateway) : loggingSmsSender;
  return { '1': sms, '2': smtpSender(ctx.config.smtp), '3': systemMessageSender(ctx) };
}
