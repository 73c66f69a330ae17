import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';
import type { AppContext } from '../../core/context.ts';
import { sendSystemMessage } from '../announcement/systemMessage.ts';
import type { MessageSender, MessageSenders } from './channels.ts';
import { userIdOf } from './receivers.ts';

/** The default SMS sender: no gateway is wired in, so the message is only kept in the log (消息). */
export const loggingSmsSender: MessageSender = {
  send: async () => '未接入短信网关：短信仅记录在消息日志中，未实际发送',
};

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
  return { '1': loggingSmsSender, '2': smtpSender(ctx.config.smtp), '3': systemMessageSender(ctx) };
}
