import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { defineEntity } from '../../core/query/entity.ts';
import type { FileStorage } from '../../core/storage/fileStorage.ts';

export const fileEntity = defineEntity({
  title: '文件',
  defaultSort: 'createTime',
  menuComponent: 'system/FileList',
  fields: {
    fileName: { column: 'fileName', type: 'string' },
    biz: { column: 'biz', type: 'string' },
    fileType: { column: 'fileType', type: 'string' },
    fileSize: { column: 'fileSize', type: 'number' },
    storeType: { column: 'storeType', type: 'string' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const filesBase = (db: Kysely<Database>) => db.selectFrom('sysFile').where('delFlag', '=', 0);

const files = scopedTable({
  entity: fileEntity,
  base: filesBase,
  select: (qb) => qb.selectAll(),
  notFound: '未找到对应的文件',
});

/** Adds the uploader's name (上传人) to a page of file records. */
export async function withUploaderNames<T extends { createBy: string | null }>(
  ctx: AppContext,
  records: T[],
): Promise<(T & { uploaderName: string | null })[]> {
  const usernames = [...new Set(records.map((r) => r.createBy).filter((u): u is string => u !== null))];
  const users =
    usernames.length === 0
      ? []
      : await ctx.db.kysely
          .selectFrom('sysUser')
          .select(['username', 'realname'])
          .where('username', 'in', usernames)
          .execute();
  const names = new Map(users.map((u) => [u.username, u.realname]));
  return records.map((r) => ({
    ...r,
    uploaderName: r.createBy ? (names.get(r.createBy) ?? r.createBy) : null,
  }));
}

/**
 * Deletes the records and their stored files. The rows go first: a file whose row is gone is never
 * listed again, and its removal goes through the storage, which touches only paths inside its root.
 */
export async function deleteFiles(
  ctx: AppContext,
  auth: AuthContext,
  storage: FileStorage,
  ids: string[],
): Promise<void> {
  const rows = await files.change(ctx, auth, ids, async (trx, visible) => {
    const gone = await trx
      .selectFrom('sysFile')
      .select(['url', 'storeType'])
      .where('id', 'in', visible)
      .execute();
    await trx.deleteFrom('sysFile').where('id', 'in', visible).execute();
    return gone;
  });
  for (const row of rows) {
    if (row.storeType === storage.type) await storage.remove(row.url);
  }
}
