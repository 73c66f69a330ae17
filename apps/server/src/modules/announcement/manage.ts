import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database, SysAnnouncementTable } from '../../core/db/schema.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import type { RealtimeHub } from '../../core/realtime/hub.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { AnnouncementInput } from './schema.ts';

export type AnnouncementRow = Selectable<SysAnnouncementTable>;

export const ANNOUNCEMENT_DICTS = {
  priority: 'priority',
  msgCategory: 'msg_category',
  sendStatus: 'send_status',
  msgType: 'msg_type',
} as const;

export const SendStatus = { draft: '0', published: '1', revoked: '2' } as const;

export const announcementEntity = defineEntity({
  title: '系统通告',
  defaultSort: 'createTime',
  menuComponent: 'system/AnnouncementList',
  fields: {
    titile: { column: 'titile', type: 'string' },
    msgAbstract: { column: 'msgAbstract', type: 'string' },
    sender: { column: 'sender', type: 'string' },
    priority: { column: 'priority', type: 'string', dict: 'priority' },
    msgCategory: { column: 'msgCategory', type: 'string', dict: 'msg_category' },
    msgType: { column: 'msgType', type: 'string', dict: 'msg_type' },
    sendStatus: { column: 'sendStatus', type: 'string', dict: 'send_status' },
    startTime: { column: 'startTime', type: 'datetime' },
    endTime: { column: 'endTime', type: 'datetime' },
    sendTime: { column: 'sendTime', type: 'datetime' },
    cancelTime: { column: 'cancelTime', type: 'datetime' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

/** The announcements 系统通告 lists and exports: those not deleted. */
export const announcementsBase = (db: Kysely<Database>) =>
  db.selectFrom('sysAnnouncement').where('delFlag', '=', 0);

const announcementRecords = {
  entity: announcementEntity,
  base: announcementsBase,
  select: (qb: ReturnType<typeof announcementsBase>) => qb.selectAll(),
  notFound: '未找到对应的通告',
};
/** The announcements a manager edits, releases, revokes and deletes: those their data rules let through. */
const announcements = scopedTable(announcementRecords);
/** Refuses reading one, saying nothing of whether it exists. */
export const ANNOUNCEMENT_DENIED = '该通告不存在或您无权查看';
/** The same, for reading one as its manager. */
export const managedAnnouncements = scopedTable({ ...announcementRecords, notFound: ANNOUNCEMENT_DENIED });

/** A record `announcements.change` has just let through. */
const stored = (trx: Transaction<Database>, id: string): Promise<AnnouncementRow> =>
  trx.selectFrom('sysAnnouncement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The export's columns (the family's, without the HTML body). */
export const announcementColumns: SheetColumn[] = [
  { field: 'titile', title: '标题', width: 24 },
  { field: 'msgAbstract', title: '摘要', width: 30 },
  { field: 'startTime', title: '开始时间', width: 20 },
  { field: 'endTime', title: '结束时间', width: 20 },
  { field: 'sender', title: '发布人', width: 12 },
  { field: 'priority', title: '优先级', dict: ANNOUNCEMENT_DICTS.priority, width: 8 },
  { field: 'msgCategory', title: '消息类型', dict: ANNOUNCEMENT_DICTS.msgCategory, width: 10 },
  { field: 'msgType', title: '通告对象类型', dict: ANNOUNCEMENT_DICTS.msgType, width: 12 },
  { field: 'sendStatus', title: '发布状态', dict: ANNOUNCEMENT_DICTS.sendStatus, width: 10 },
  { field: 'sendTime', title: '发布时间', width: 20 },
  { field: 'cancelTime', title: '撤销时间', width: 20 },
];

async function checkRecipients(db: Kysely<Database>, input: AnnouncementInput): Promise<string | null> {
  if (input.msgType !== 'USER') return null;
  const ids = splitIds(input.userIds);
  const found = await db
    .selectFrom('sysUser')
    .select('id')
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .execute();
  if (found.length !== ids.length) throw new BusinessError('接收用户不存在或已删除');
  return `${ids.join(',')},`;
}

export async function addAnnouncement(
  ctx: AppContext,
  auth: AuthContext,
  input: AnnouncementInput,
): Promise<string> {
  const userIds = await checkRecipients(ctx.db.kysely, input);
  const id = newId();
  await ctx.db.kysely
    .insertInto('sysAnnouncement')
    .values({
      id,
      ...input,
      userIds,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      sender: null,
      sendStatus: SendStatus.draft,
      sendTime: null,
      cancelTime: null,
      delFlag: 0,
      busType: null,
      busId: null,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

export async function editAnnouncement(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: AnnouncementInput,
) {
  await announcements.change(ctx, auth, [id], async (trx) => {
    const row = await stored(trx, id);
    if (row.sendStatus === SendStatus.published) throw new BusinessError('已发布的通告不能编辑，请先撤销');
    const userIds = await checkRecipients(trx, input);
    await trx
      .updateTable('sysAnnouncement')
      .set({
        ...input,
        userIds,
        startTime: input.startTime ?? null,
        endTime: input.endTime ?? null,
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', id)
      .where('sendStatus', '!=', SendStatus.published)
      .execute();
  });
}

export async function deleteAnnouncements(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await announcements.change(ctx, auth, ids, (trx, visible) =>
    trx
      .updateTable('sysAnnouncement')
      .set({ delFlag: 1, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute(),
  );
}

/** Publishes a draft or revoked announcement and tells its online recipients at once. */
export async function releaseAnnouncement(ctx: AppContext, hub: RealtimeHub, auth: AuthContext, id: string) {
  const now = formatDateTime();
  const { row, recipients } = await announcements.change(ctx, auth, [id], async (trx) => {
    const row = await stored(trx, id);
    if (row.sendStatus === SendStatus.published) throw new BusinessError('该通告已发布');
    const sender = await trx
      .selectFrom('sysUser')
      .select('realname')
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    await trx
      .updateTable('sysAnnouncement')
      .set({
        sendStatus: SendStatus.published,
        sendTime: now,
        cancelTime: null,
        sender: sender?.realname ?? auth.username,
      })
      .where('id', '=', id)
      .execute();
    const recipients = row.msgType === 'USER' ? splitIds(row.userIds) : null;
    if (recipients) await addRecipientRows(trx, id, recipients, now);
    return { row, recipients };
  });
  const message = { msgId: id, msgTxt: row.titile };
  if (recipients) await hub.sendToUsers(recipients, { cmd: 'user', ...message });
  else await hub.broadcast({ cmd: 'topic', ...message });
}

/** The read-state rows of an announcement's chosen recipients that it does not have yet. */
async function addRecipientRows(trx: Transaction<Database>, id: string, recipients: string[], now: string) {
  const existing = new Set(
    (await trx.selectFrom('sysAnnouncementSend').select('userId').where('anntId', '=', id).execute()).map(
      (r) => r.userId,
    ),
  );
  const missing = recipients.filter((u) => !existing.has(u));
  if (missing.length === 0) return;
  await trx
    .insertInto('sysAnnouncementSend')
    .values(
      missing.map((userId) => ({
        id: newId(),
        anntId: id,
        userId,
        readFlag: '0',
        readTime: null,
        createTime: now,
      })),
    )
    .execute();
}

export async function revokeAnnouncement(ctx: AppContext, auth: AuthContext, id: string) {
  await announcements.change(ctx, auth, [id], async (trx) => {
    const row = await stored(trx, id);
    if (row.sendStatus !== SendStatus.published) throw new BusinessError('只有已发布的通告才能撤销');
    await trx
      .updateTable('sysAnnouncement')
      .set({
        sendStatus: SendStatus.revoked,
        cancelTime: formatDateTime(),
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', id)
      .execute();
  });
}
