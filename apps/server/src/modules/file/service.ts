import type { Kysely } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { FileStorage } from '../../core/storage/fileStorage.ts';

export const filesBase = (db: Kysely<Database>) => db.selectFrom('sysFile').where('delFlag', '=', 0);

/** Adds the uploader's name (上传人) to a page of file records. */
export async function withUploaderNames(
  ctx: AppContext,
  records: Record<string, unknown>[],
): Promise<(Record<string, unknown> & { uploaderName: string | null })[]> {
  const uploader = (record: Record<string, unknown>) =>
    typeof record.createBy === 'string' ? record.createBy : null;
  const usernames = [...new Set(records.map(uploader).filter((u): u is string => u !== null))];
  const users =
    usernames.length === 0
      ? []
      : await ctx.db.kysely
          .selectFrom('sysUser')
          .select(['username', 'realname'])
          .where('username', 'in', usernames)
          .execute();
  const names = new Map(users.map((u) => [u.username, u.realname]));
  return records.map((r) => {
    const username = uploader(r);
    return { ...r, uploaderName: username ? (names.get(username) ?? username) : null };
  });
}

/**
 * After their records are deleted: removes the stored files. The rows go first, so a file whose row is
 * gone is never listed again; its removal goes through the storage, which touches only paths inside
 * its root.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  removed: readonly Record<string, unknown>[],
): Promise<void> {
  for (const row of removed) {
    if (row.storeType === storage.type && typeof row.url === 'string') await storage.remove(row.url);
  }
}
