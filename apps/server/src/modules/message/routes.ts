import { messageTemplateResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import type { MessageSenders } from './channels.ts';
import {
  deleteMessages,
  messageById,
  messageColumns,
  messageEntity,
  messagesBase,
  resendMessage,
  sendByTemplate,
} from './messageService.ts';
import { resendBody, sendMsgBody } from './schema.ts';
import { defaultSenders } from './senders.ts';
import { templatesBase } from './templateService.ts';

const TEMPLATE = '/sys/message/sysMessageTemplate';
const MESSAGE = '/sys/message/sysMessage';
const perm = (permission: string) => ({ config: { permission } });

/**
 * 消息模板 and 消息 (api-conventions: sys_sms_template, sys_sms, sendMsg). `senders` are the channels;
 * a deployment with an SMS gateway passes its own SMS sender instead of the logging one.
 */
export function messageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  senders: MessageSenders = defaultSenders(ctx),
): void {
  resourceRoutes(app, ctx, {
    resource: messageTemplateResource,
    table: 'sysSmsTemplate',
    base: templatesBase,
  });
  app.post(`${TEMPLATE}/sendMsg`, perm('system:messageTemplate:send'), async (request) => {
    const outcome = await sendByTemplate(
      ctx,
      senders,
      currentUser(request),
      parseInput(sendMsgBody, request.body),
    );
    const message =
      outcome.failed === 0
        ? `消息发送成功，共${outcome.total}条`
        : `共${outcome.total}条，成功${outcome.sent}条，失败${outcome.failed}条，失败原因见消息列表`;
    return ok(outcome, message);
  });

  listEndpoints(app, ctx, {
    path: MESSAGE,
    permissionPrefix: 'system:message',
    entity: messageEntity,
    base: () => messagesBase(ctx),
    select: (qb) => qb.selectAll(),
    columns: messageColumns,
  });
  app.post(`${MESSAGE}/resend`, perm('system:message:resend'), async (request) => {
    const { id } = parseInput(resendBody, request.body);
    const sent = await resendMessage(ctx, senders, currentUser(request), id);
    return ok({ sent }, sent ? '重发成功' : '重发失败，失败原因见发送结果');
  });
  deleteEndpoints(app, MESSAGE, 'system:message:delete', (_r, ids) => deleteMessages(ctx, ids));
  app.get(`${MESSAGE}/queryById`, perm('system:message:list'), async (request) =>
    ok(await messageById(ctx, parseInput(idQuery, request.query).id)),
  );
}
