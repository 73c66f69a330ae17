import { messageResource, messageTemplateResource } from '@hcs/shared';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import type { MessageSenders } from './channels.ts';
import { messagesBase, resendMessage, sendByTemplate } from './messageService.ts';
import { resendBody, sendMsgBody } from './schema.ts';
import { defaultSenders } from './senders.ts';
import { templatesBase } from './templateService.ts';

const TEMPLATE = '/sys/message/sysMessageTemplate';
const perm = (permission: string) => ({ config: { permission } });

/**
 * 消息模板 and 消息 (api-conventions: sys_sms_template, sys_sms, sendMsg). `senders` are the channels;
 * a deployment with an SMS gateway passes its own SMS sender instead of the logging one.
 */
export function messageRoutes(
  app: Api,
  ctx: AppContext,
  senders: MessageSenders = defaultSenders(ctx),
): void {
  resourceRoutes(app, ctx, {
    resource: messageTemplateResource,
    table: 'sysSmsTemplate',
    base: templatesBase,
  });
  app.post(
    `${TEMPLATE}/sendMsg`,
    { ...perm('system:messageTemplate:send'), schema: { body: sendMsgBody } },
    async (request) => {
      const outcome = await sendByTemplate(ctx, senders, currentUser(request), request.body);
      const skipped = outcome.skipped > 0 ? `，${outcome.skipped}条因接收人关闭该渠道未发送` : '';
      const message =
        outcome.failed === 0
          ? `消息发送成功，共${outcome.total}条${skipped}`
          : `共${outcome.total}条，成功${outcome.sent}条，失败${outcome.failed}条${skipped}，失败原因见消息列表`;
      return ok(outcome, message);
    },
  );

  // 消息: the message resource's list, export, queryById and delete; 重发 beside them.
  const { records: messages } = resourceRoutes(app, ctx, {
    resource: messageResource,
    table: 'sysSms',
    base: messagesBase,
  });
  app.post(
    `${messageResource.path}/resend`,
    { ...perm('system:message:resend'), schema: { body: resendBody } },
    async (request) => {
      const { id } = request.body;
      const sent = await resendMessage(ctx, senders, messages, currentUser(request), id);
      return ok({ sent }, sent ? '重发成功' : '重发失败，失败原因见发送结果');
    },
  );
}
