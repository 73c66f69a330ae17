import type { AppContext } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { formatDateTime } from '../../core/time.ts';

export interface SystemMessage {
  title: string;
  /** Rich text. */
  content: string;
  userIds: string[];
  sender: string;
  /** The page 前往处理 opens, e.g. /wo/order?id=…. */
  openPage?: string;
  busType?: string;
  busId?: string;
  priority?: 'L' | 'M' | 'H';
}

/**
 * A system message (系统消息) to some users, published at once: it is in their bell and inbox, and
 * those online get it over the websocket now.
 */
export async function sendSystemMessage(ctx: AppContext, message: SystemMessage): Promise<string> {
  const id = newId();
  const now = formatDateTime();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('sysAnnouncement')
      .values({
        id,
        titile: message.title,
        msgContent: message.content,
        msgAbstract: null,
        startTime: null,
        endTime: null,
        sender: message.sender,
        priority: message.priority ?? 'M',
        msgCategory: '2',
        msgType: 'USER',
        userIds: `${message.userIds.join(',')},`,
        sendStatus: '1',
        sendTime: now,
        cancelTime: null,
        delFlag: 0,
        busType: message.busType ?? null,
        busId: message.busId ?? null,
        openType: message.openPage ? 'url' : null,
        openPage: message.openPage ?? null,
        createBy: message.sender,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await trx
      .insertInto('sysAnnouncementSend')
      .values(
        message.userIds.map((userId) => ({
          id: newId(),
          anntId: id,
          userId,
          readFlag: '0',
          readTime: null,
          createTime: now,
        })),
      )
      .execute();
  });
  await ctx.realtime.sendToUsers(message.userIds, { cmd: 'user', msgId: id, msgTxt: message.title });
  return id;
}
