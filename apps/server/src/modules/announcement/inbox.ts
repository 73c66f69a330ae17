import { AnnouncementSendStatus as SendStatus } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import { withDictText } from '../../core/dict/dictText.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { PreparedResult } from '../../core/http/preparedResult.ts';
import { newId } from '../../core/ids.ts';
import { userHasPermission } from '../../core/permission/grants.ts';
import { containsPattern, likeEscaped, offsetOf } from '../../core/query/paging.ts';
import type { RealtimeHub } from '../../core/realtime/hub.ts';
import { BusinessError, page } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { ANNOUNCEMENT_DICTS, type AnnouncementRecords } from './manage.ts';
import type { myListQuery } from './schema.ts';

const LIST_LIMIT = 5;

/** Refuses reading one, saying nothing of whether it exists. */
const ANNOUNCEMENT_DENIED = '该通告不存在或您无权查看';

/**
 * Announcements to everyone get a per-user read row the first time that user looks: every published one
 * still current when the user joined (no end time, or ending after the account was created).
 */
async function ensureBroadcastRows(db: Kysely<Database>, userId: string): Promise<void> {
  const user = await db
    .selectFrom('sysUser')
    .select('createTime')
    .where('id', '=', userId)
    .executeTakeFirst();
  const joined = user?.createTime ?? '';
  const missing = await db
    .selectFrom('sysAnnouncement as a')
    .select('a.id')
    .where('a.msgType', '=', 'ALL')
    .where('a.sendStatus', '=', SendStatus.published)
    .where('a.delFlag', '=', 0)
    .where((eb) => eb.or([eb('a.endTime', 'is', null), eb('a.endTime', '>=', joined)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sysAnnouncementSend as s')
            .select('s.id')
            .whereRef('s.anntId', '=', 'a.id')
            .where('s.userId', '=', userId),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return;
  const now = formatDateTime();
  await db
    .insertInto('sysAnnouncementSend')
    .values(
      missing.map((a) => ({
        id: newId(),
        anntId: a.id,
        userId,
        readFlag: '0',
        readTime: null,
        createTime: now,
      })),
    )
    .onConflict((oc) => oc.columns(['userId', 'anntId']).doNothing())
    .execute();
}

/** The user's rows joined with published, live announcements. */
const inbox = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('sysAnnouncementSend as s')
    .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
    .where('s.userId', '=', userId)
    .where('a.sendStatus', '=', SendStatus.published)
    .where('a.delFlag', '=', 0);

const summaryColumns = [
  'a.id',
  'a.titile',
  'a.msgAbstract',
  'a.sender',
  'a.sendTime',
  'a.priority',
  'a.msgCategory',
  'a.openType',
  'a.openPage',
  'a.busId',
  'a.createTime',
] as const;

/** The header bell: up to 5 newest unread of each category, and the unread counts. */
async function listByUser(ctx: AppContext, auth: AuthContext) {
  const db = ctx.db.kysely;
  await ensureBroadcastRows(db, auth.userId);
  const unread = (category: string) =>
    inbox(db, auth.userId).where('s.readFlag', '=', '0').where('a.msgCategory', '=', category);
  const [anntMsgList, sysMsgList, counts] = await Promise.all([
    unread('1').select(summaryColumns).orderBy('a.sendTime', 'desc').limit(LIST_LIMIT).execute(),
    unread('2').select(summaryColumns).orderBy('a.sendTime', 'desc').limit(LIST_LIMIT).execute(),
    inbox(db, auth.userId)
      .where('s.readFlag', '=', '0')
      .select((eb) => ['a.msgCategory', eb.fn.countAll<number>().as('n')])
      .groupBy('a.msgCategory')
      .execute(),
  ]);
  const count = (category: string) => Number(counts.find((c) => c.msgCategory === category)?.n ?? 0);
  return { anntMsgList, anntMsgTotal: count('1'), sysMsgList, sysMsgTotal: count('2') };
}

/** What the bell's answer is read from. */
const INBOX_TABLES = ['sys_announcement', 'sys_announcement_send'];

/**
 * The bell's answers (listByUser, asked by every open tab every 6 s), kept per user until this copy
 * writes an announcement or a read mark, or a notification reaches this copy from any copy; and for
 * at most 5 s, which bounds how long a read mark made through another copy takes to show here.
 */
export function bellAnswers(ctx: AppContext, hub: RealtimeHub) {
  const answers = new VersionedCache<PreparedResult>(ctx.db.writes, INBOX_TABLES, 5_000, 20_000);
  hub.onDelivery((userIds, message) => {
    if (message.cmd === 'topic' || message.cmd === 'user') answers.invalidate(userIds ?? undefined);
  });
  return (auth: AuthContext) =>
    answers.get(auth.userId, async () => new PreparedResult(await listByUser(ctx, auth)));
}

/**
 * One announcement: a published one sent to everyone or to the caller, or, for those who manage
 * announcements, one their data rules on 系统通告 let through.
 */
export async function announcementFor(
  ctx: AppContext,
  records: AnnouncementRecords,
  auth: AuthContext,
  id: string,
) {
  const db = ctx.db.kysely;
  const received = await db
    .selectFrom('sysAnnouncement as a')
    .selectAll('a')
    .where('a.id', '=', id)
    .where('a.delFlag', '=', 0)
    .where('a.sendStatus', '=', SendStatus.published)
    .where((eb) =>
      eb.or([
        eb('a.msgType', '!=', 'USER'),
        eb.exists(
          eb
            .selectFrom('sysAnnouncementSend as s')
            .select('s.id')
            .whereRef('s.anntId', '=', 'a.id')
            .where('s.userId', '=', auth.userId),
        ),
      ]),
    )
    .executeTakeFirst();
  const row = received ?? (await managedAnnouncement(ctx, records, auth, id));
  if (!row) throw new BusinessError(ANNOUNCEMENT_DENIED);
  const [withText] = await withDictText(ctx.dicts, [row], ANNOUNCEMENT_DICTS);
  return withText;
}

/** The announcement as its manager reads it, through their data rules; undefined where they may not. */
async function managedAnnouncement(
  ctx: AppContext,
  records: AnnouncementRecords,
  auth: AuthContext,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  if (!(await userHasPermission(ctx.db.kysely, auth.userId, 'system:announcement:list'))) return undefined;
  try {
    return await records.one(ctx, auth, id);
  } catch (error) {
    // Refused like any other: the answer does not tell a manager's refusal from a reader's.
    if (error instanceof BusinessError) return undefined;
    throw error;
  }
}

export async function markRead(
  ctx: AppContext,
  records: AnnouncementRecords,
  auth: AuthContext,
  anntId: string,
): Promise<void> {
  const db = ctx.db.kysely;
  await announcementFor(ctx, records, auth, anntId);
  await ensureBroadcastRows(db, auth.userId);
  await db
    .updateTable('sysAnnouncementSend')
    .set({ readFlag: '1', readTime: formatDateTime() })
    .where('anntId', '=', anntId)
    .where('userId', '=', auth.userId)
    .where('readFlag', '=', '0')
    .execute();
}

export async function markAllRead(ctx: AppContext, auth: AuthContext): Promise<void> {
  const db = ctx.db.kysely;
  await ensureBroadcastRows(db, auth.userId);
  const published = db
    .selectFrom('sysAnnouncement')
    .select('id')
    .where('sendStatus', '=', SendStatus.published)
    .where('delFlag', '=', 0);
  await db
    .updateTable('sysAnnouncementSend')
    .set({ readFlag: '1', readTime: formatDateTime() })
    .where('userId', '=', auth.userId)
    .where('readFlag', '=', '0')
    .where('anntId', 'in', published)
    .execute();
}

/** The user's own announcements with read state (我的消息), newest first. */
export async function myAnnouncements(ctx: AppContext, auth: AuthContext, q: z.infer<typeof myListQuery>) {
  const db = ctx.db.kysely;
  await ensureBroadcastRows(db, auth.userId);
  let base = inbox(db, auth.userId);
  if (q.titile) base = base.where(likeEscaped('a.titile', containsPattern(q.titile)));
  if (q.msgCategory) base = base.where('a.msgCategory', '=', q.msgCategory);
  if (q.readFlag) base = base.where('s.readFlag', '=', q.readFlag);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      's.id',
      's.anntId',
      's.userId',
      's.readFlag',
      's.readTime',
      'a.titile',
      'a.msgAbstract',
      'a.msgContent',
      'a.sender',
      'a.priority',
      'a.msgCategory',
      'a.sendTime',
      'a.busId',
      'a.openType',
      'a.openPage',
    ])
    .orderBy('s.readFlag', 'asc')
    .orderBy('a.sendTime', 'desc')
    .orderBy('s.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const records = await withDictText(ctx.dicts, rows, { priority: 'priority', msgCategory: 'msg_category' });
  return page(records, Number(total.n), q.pageNo, q.pageSize);
}
