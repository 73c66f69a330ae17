import { canResend, STUCK_SENDING_MINUTES } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { MAX_SEND_ATTEMPTS, type MessageSenders, MessageType, SendStatus } from './channels.ts';
import { resolveReceivers } from './receivers.ts';
import { parseTemplateData, renderTemplate } from './render.ts';
import type { SendMsgInput } from './schema.ts';
import { templateByCode } from './templateService.ts';

export const messageEntity = defineEntity({
  title: '消息',
  defaultSort: 'createTime',
  fields: {
    esTitle: { column: 'esTitle', type: 'string' },
    esType: { column: 'esType', type: 'string', dict: 'msg_template_type' },
    esReceiver: { column: 'esReceiver', type: 'string' },
    esContent: { column: 'esContent', type: 'string' },
    esSendTime: { column: 'esSendTime', type: 'datetime' },
    esSendStatus: { column: 'esSendStatus', type: 'number', dict: 'msg_send_status' },
    esSendNum: { column: 'esSendNum', type: 'number' },
    esResult: { column: 'esResult', type: 'string' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const messageColumns: SheetColumn[] = [
  { field: 'esTitle', title: '消息标题', width: 24 },
  { field: 'esType', title: '发送方式', dict: 'msg_template_type', width: 10 },
  { field: 'esReceiver', title: '接收人', width: 24 },
  { field: 'esContent', title: '发送内容', width: 50 },
  { field: 'esSendTime', title: '发送时间', width: 20 },
  { field: 'esSendStatus', title: '发送状态', dict: 'msg_send_status', width: 12 },
  { field: 'esSendNum', title: '发送次数', width: 10 },
  { field: 'esResult', title: '发送结果', width: 40 },
];

export const messagesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysSms');

const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 997)}...` : text);
const reason = (err: unknown) => clip(err instanceof Error ? err.message : String(err));

/**
 * Makes attempt number `tries` (already counted in the row) and records the outcome; a failure of the
 * last allowed attempt gives up for good.
 */
async function attempt(ctx: AppContext, senders: MessageSenders, id: string, sender: string) {
  const row = await messagesBase(ctx).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const tries = row.esSendNum;
  const now = formatDateTime();
  let status: number = SendStatus.sent;
  let result: string;
  try {
    result = await senders[row.esType as MessageType].send({
      receiver: row.esReceiver,
      title: row.esTitle,
      content: row.esContent,
      sender,
    });
  } catch (err) {
    status = tries >= MAX_SEND_ATTEMPTS ? SendStatus.abandoned : SendStatus.failed;
    result = reason(err);
  }
  await ctx.db.kysely
    .updateTable('sysSms')
    .set({ esSendStatus: status, esResult: clip(result), esSendTime: now, updateTime: now })
    .where('id', '=', id)
    .execute();
  return status;
}

export interface SendOutcome {
  total: number;
  sent: number;
  failed: number;
}

/** sendMsg: renders the template with the test data and sends it to every receiver, one log row each. */
export async function sendByTemplate(
  ctx: AppContext,
  senders: MessageSenders,
  auth: Pick<AuthContext, 'username'>,
  input: SendMsgInput,
): Promise<SendOutcome> {
  const template = await templateByCode(ctx, input.templateCode);
  const dataJson = input.testData?.trim() || template.templateTestJson;
  const data = parseTemplateData(dataJson);
  const content = renderTemplate(template.templateContent, data, input.msgType !== MessageType.sms);
  const receivers = await resolveReceivers(ctx, input.msgType, input.receiver);
  const now = formatDateTime();
  const ids = receivers.map(() => newId());
  await ctx.db.kysely
    .insertInto('sysSms')
    .values(
      receivers.map((receiver, i) => ({
        id: ids[i] as string,
        esTitle: template.templateName,
        esType: input.msgType,
        esReceiver: receiver,
        esParam: dataJson,
        esContent: content,
        esSendTime: null,
        esSendStatus: SendStatus.pending,
        esSendNum: 1,
        esResult: null,
        remark: `模板 ${template.templateCode}`,
        createBy: auth.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();
  let sent = 0;
  for (const id of ids) {
    if ((await attempt(ctx, senders, id, auth.username)) === SendStatus.sent) sent += 1;
  }
  return { total: ids.length, sent, failed: ids.length - sent };
}

/** The local time STUCK_SENDING_MINUTES ago: a message still 发送中 since before then was cut off. */
const stuckBefore = () => formatDateTime(new Date(Date.now() - STUCK_SENDING_MINUTES * 60_000));

/**
 * 重发: a failed message is tried again, until the limit of attempts; so is one whose attempt was cut
 * off (still 发送中 after STUCK_SENDING_MINUTES, the server having stopped while sending).
 */
export async function resendMessage(
  ctx: AppContext,
  senders: MessageSenders,
  auth: Pick<AuthContext, 'username'>,
  id: string,
): Promise<boolean> {
  const row = await messagesBase(ctx)
    .select(['esSendStatus', 'esSendNum', 'createTime', 'updateTime'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的消息');
  if (row.esSendStatus === SendStatus.sent) throw new BusinessError('该消息已发送成功，无需重发');
  if (row.esSendStatus === SendStatus.abandoned || row.esSendNum >= MAX_SEND_ATTEMPTS) {
    throw new BusinessError(`该消息已发送${row.esSendNum}次失败，不再重试`);
  }
  if (!canResend(row, stuckBefore())) throw new BusinessError('该消息正在发送，请稍后刷新查看');
  // Claims this attempt (the count goes up once), so two clicks at once send it once.
  const claimed = await ctx.db.kysely
    .updateTable('sysSms')
    .set({ esSendStatus: SendStatus.pending, esSendNum: row.esSendNum + 1, updateTime: formatDateTime() })
    .where('id', '=', id)
    .where('esSendStatus', '=', row.esSendStatus)
    .where('esSendNum', '=', row.esSendNum)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new BusinessError('该消息正在发送，请稍后刷新查看');
  return (await attempt(ctx, senders, id, auth.username)) === SendStatus.sent;
}

export async function deleteMessages(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysSms').where('id', 'in', ids).execute();
}

export async function messageById(ctx: AppContext, id: string) {
  const row = await messagesBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的消息');
  return row;
}
