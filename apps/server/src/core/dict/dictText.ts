import type { DictCache } from './dictCache.ts';

/**
 * Adds `<field>_dictText` to each record for the given field → dictionary code map; comma lists are
 * translated item by item and joined with ",".
 */
export async function withDictText<T extends object>(
  dicts: DictCache,
  records: T[],
  fields: Record<string, string>,
): Promise<(T & Record<`${string}_dictText`, string>)[]> {
  const all = await dicts.all();
  const maps = Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [
      field,
      new Map((all[code] ?? []).map((o) => [o.value, o.text])),
    ]),
  );
  return records.map((record) => {
    const texts: Record<string, string> = {};
    for (const [field, map] of Object.entries(maps)) {
      const value = (record as Record<string, unknown>)[field];
      if (value === null || value === undefined || value === '') continue;
      texts[`${field}_dictText`] = String(value)
        .split(',')
        .filter((v) => v !== '')
        .map((v) => map.get(v) ?? v)
        .join(',');
    }
    return { ...record, ...texts };
  });
}
