import { AnnouncementSendStatus, announcementResource, splitUserIds } from '@hcs/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { ScopedTable } from '../../core/crud/scopedTable.ts';
import type { Database, SysAnnouncementTable } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import type { RealtimeHub } from '../../core/realtime/hub.ts';
import type { ResourceValues } from '../../core/resource/inputSchema.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';

export type AnnouncementRow = Selectable<SysAnnouncementTable>;
/** The announcements a manager reads, edits, releases, revokes and deletes: those their data rules let through. */
export type AnnouncementRecords = ScopedTable<Record<string, unknown>>;

type Db = Kysely<Database> | Transaction<Database>;

/** The dictionary of each field that has one, for the texts of one announcement. */
export const ANNOUNCEMENT_DICTS: Record<string, string> = Object.fromEntries(
  Object.entries(announcementResource.fields).flatMap(([name, field]) =>
    'dict' in field && field.dict ? [[name, field.dict]] : [],
  ),
);

/** The announcements 系统通告 lists and exports: those not deleted. */
export const announcementsBase = (db: Db) => db.selectFrom('sysAnnouncement').where('delFlag', '=', 0);

/** A record `records.change` has just let through. */
const stored = (trx: Db, id: string): Promise<AnnouncementRow> =>
  trx.selectFrom('sysAnnouncement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The recipients as stored (a comma list with a trailing comma), each an existing user; none for everyone. */
async function recipientsOf(db: Db, values: ResourceValues): Promise<string | null> {
  if (values.msgType !== 'USER') return null;
  const ids = splitUserIds(values.userIds);
  const found = await db
    .selectFrom('sysUser')
    .select('id')
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .execute();
  if (found.length !== ids.length) throw new BusinessError('接收用户不存在或已删除');
  return `${ids.join(',')},`;
}

/**
 * The columns an add or edit stores: the recipients checked; a new announcement is a draft. A published
 * one is not edited: it is revoked first.
 */
export async function announcementColumns(
  values: ResourceValues,
  write: { db: Transaction<Database>; id: string | null },
): Promise<Record<string, unknown>> {
  if (write.id) {
    const row = await stored(write.db, write.id);
    if (row.sendStatus === AnnouncementSendStatus.published) {
      throw new BusinessError('已发布的通告不能编辑，请先撤销');
    }
  }
  const columns = { ...values, userIds: await recipientsOf(write.db, values) };
  if (write.id) return columns;
  return {
    ...columns,
    sender: null,
    sendStatus: AnnouncementSendStatus.draft,
    sendTime: null,
    cancelTime: null,
    delFlag: 0,
    busType: null,
    busId: null,
  };
}

/** Publishes a draft or revoked announcement and tells its online recipients at once. */
export async function releaseAnnouncement(
  ctx: AppContext,
  hub: RealtimeHub,
  records: AnnouncementRecords,
  auth: AuthContext,
  id: string,
) {
  const now = formatDateTime();
  const { row, recipients } = await records.change(ctx, auth, [id], async (trx) => {
    const row = await stored(trx, id);
    if (row.sendStatus === AnnouncementSendStatus.published) throw new BusinessError('该通告已发布');
    const sender = await trx
      .selectFrom('sysUser')
      .select('realname')
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    await trx
      .updateTable('sysAnnouncement')
      .set({
        sendStatus: AnnouncementSendStatus.published,
        sendTime: now,
        cancelTime: null,
        sender: sender?.realname ?? auth.username,
      })
      .where('id', '=', id)
      .execute();
    const recipients = row.msgType === 'USER' ? splitUserIds(row.userIds) : null;
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

export async function revokeAnnouncement(
  ctx: AppContext,
  records: AnnouncementRecords,
  auth: AuthContext,
  id: string,
) {
  await records.change(ctx, auth, [id], async (trx) => {
    const row = await stored(trx, id);
    if (row.sendStatus !== AnnouncementSendStatus.published) {
      throw new BusinessError('只有已发布的通告才能撤销');
    }
    await trx
      .updateTable('sysAnnouncement')
      .set({
        sendStatus: AnnouncementSendStatus.revoked,
        cancelTime: formatDateTime(),
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', id)
      .execute();
  });
}
