import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttlCache.ts';
import type { Database } from '../db/schema.ts';

const TTL_MS = 60_000;

/**
 * What an operation is called in the log: "<menu>-<button>" from the menu entry that holds the
 * route's permission (e.g. 用户管理-编辑用户), or null when no entry names it.
 */
export class PermissionNames {
  private readonly names = new TtlCache<string, string | null>(TTL_MS, 2_000);

  constructor(private readonly db: Kysely<Database>) {}

  async nameOf(perms: string): Promise<string | null> {
    const cached = this.names.get(perms);
    if (cached !== undefined) return cached;
    const row = await this.db
      .selectFrom('sysPermission as b')
      .leftJoin('sysPermission as m', 'm.id', 'b.parentId')
      .select(['b.name as button', 'm.name as menu'])
      .where('b.perms', '=', perms)
      .where('b.delFlag', '=', 0)
      .executeTakeFirst();
    const name = row ? (row.menu ? `${row.menu}-${row.button}` : row.button) : null;
    this.names.set(perms, name);
    return name;
  }
}
