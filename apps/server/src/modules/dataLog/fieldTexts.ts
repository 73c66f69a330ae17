import type { RecordRef, TrackedTable } from '../../core/audit/dataLogTables.ts';
import type { AppContext } from '../../core/context.ts';

type Snapshot = Record<string, unknown>;

async function refNames(ctx: AppContext, kind: RecordRef, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const db = ctx.db.kysely;
  const rows =
    kind === 'depart'
      ? await db.selectFrom('sysDepart').select(['id', 'departName as name']).where('id', 'in', ids).execute()
      : kind === 'user'
        ? await db.selectFrom('sysUser').select(['id', 'realname as name']).where('id', 'in', ids).execute()
        : await db.selectFrom('woAudience').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * What a person reads for a snapshot's coded fields: dictionary texts (comma lists item by item) and
 * the names of referenced records. Returns field → (value → text) lookups.
 */
export async function fieldTexts(
  ctx: AppContext,
  table: TrackedTable,
  snapshots: Snapshot[],
): Promise<(field: string, value: unknown) => string | null> {
  const all = await ctx.dicts.all();
  const maps = new Map<string, Map<string, string>>();
  for (const [field, code] of Object.entries(table.dicts ?? {})) {
    maps.set(field, new Map((all[code] ?? []).map((o) => [o.value, o.text])));
  }
  for (const [field, kind] of Object.entries(table.refs ?? {})) {
    const ids = snapshots.map((s) => s[field]).filter((v): v is string => typeof v === 'string' && v !== '');
    maps.set(field, await refNames(ctx, kind, [...new Set(ids)]));
  }
  return (field, value) => {
    const map = maps.get(field);
    if (!map || value === null || value === undefined || value === '') return null;
    return String(value)
      .split(',')
      .filter((v) => v !== '')
      .map((v) => map.get(v) ?? v)
      .join(',');
  };
}
