import { canResend, STUCK_SENDING_MINUTES } from '@hcs/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import type { ServedResource } from '../../core/resource/routes.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { optedOutReason } from '../account/preferences.ts';
import { MAX_SEND_ATTEMPTS, type MessageSenders, MessageType, SendStatus } from './channels.ts';
import { resolveReceivers } from './receivers.ts';
import { parseTemplateData, renderTemplate } from './render.ts';
import type { SendMsgInput } from './schema.ts';
import { templateByCode } from './templateService.ts';

/** Every message (messages have no tenant and no delete flag). */
export const messagesBase = (db: Kysely<Database> | Transaction<Database>) => db.selectFrom('sysSms');

const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 997)}...` : text);
const reason = (err: unknown) => clip(err instanceof Error ? err.message : String(err));

/**
 * Makes attempt number `tries` (already counted in the row) and records the outcome; a failure of the
 * last allowed attempt gives up for good.
 */
async function attempt(ctx: AppContext, senders: MessageSenders, id: string, sender: string) {
  const row = await messagesBase(ctx.db.kysely).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
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
  /** Not sent: the receiver turned the channel off (新消息通知). */
  skipped: number;
}

/** Why this receiver must not get a message over this channel, or null; system messages always go. */
function optOutOf(ctx: AppContext, type: MessageType, receiver: string): Promise<string | null> {
  if (type === MessageType.sms) return optedOutReason(ctx, 'sms', receiver);
  if (type === MessageType.email) return optedOutReason(ctx, 'email', receiver);
  return Promise.resolve(null);
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
  const skipped = await Promise.all(receivers.map((r) => optOutOf(ctx, input.msgType, r)));
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
        esSendStatus: skipped[i] ? SendStatus.skipped : SendStatus.pending,
        esSendNum: skipped[i] ? 0 : 1,
        esResult: skipped[i] ?? null,
        remark: `模板 ${template.templateCode}`,
        createBy: auth.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();
  let sent = 0;
  for (const [i, id] of ids.entries()) {
    if (skipped[i]) continue;
    if ((await attempt(ctx, senders, id, auth.username)) === SendStatus.sent) sent += 1;
  }
  const skippedCount = skipped.filter((r) => r !== null).length;
  return { total: ids.length, sent, failed: ids.length - sent - skippedCount, skipped: skippedCount };
}

/** A message the system composes itself (e.g. a verification code): one 消息 row, sent at once. */
export interface ComposedMessage {
  type: MessageType;
  receiver: string;
  title: string;
  content: string;
  /** Who sends it, as create_by. */
  sender: string;
  remark: string | null;
}

/** Logs the message in 消息 and makes its first attempt; true when the channel took it. */
export async function sendComposed(
  ctx: AppContext,
  senders: MessageSenders,
  message: ComposedMessage,
): Promise<boolean> {
  const id = newId();
  await ctx.db.kysely
    .insertInto('sysSms')
    .values({
      id,
      esTitle: message.title,
      esType: message.type,
      esReceiver: message.receiver,
      esParam: null,
      esContent: message.content,
      esSendTime: null,
      esSendStatus: SendStatus.pending,
      esSendNum: 1,
      esResult: null,
      remark: message.remark,
      createBy: message.sender,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return (await attempt(ctx, senders, id, message.sender)) === SendStatus.sent;
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
  messages: ServedResource['records'],
  auth: AuthContext,
  id: string,
): Promise<boolean> {
  // Through the message's records: one the caller may not reach is 未找到对应的消息.
  await messages.one(ctx, auth, id);
  const row = await messagesBase(ctx.db.kysely)
    .select(['esSendStatus', 'esSendNum', 'createTime', 'updateTime'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.esSendStatus === SendStatus.sent) throw new BusinessError('该消息已发送成功，无需重发');
  if (row.esSendStatus === SendStatus.skipped) throw new BusinessError('接收人已关闭该渠道的通知，不能重发');
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
