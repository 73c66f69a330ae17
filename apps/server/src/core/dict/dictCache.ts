import type { DictOption } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Every enabled dictionary item by dictionary code, loaded once and reloaded on refresh. */
export class DictCache {
  private cache: Promise<Map<string, DictOption[]>> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  private load(): Promise<Map<string, DictOption[]>> {
    this.cache ??= this.db
      .selectFrom('sysDict as d')
      .innerJoin('sysDictItem as i', 'i.dictId', 'd.id')
      .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
      .where('d.delFlag', '=', 0)
      .where('i.status', '=', 1)
      .orderBy('d.dictCode')
      .orderBy('i.sortOrder')
      .execute()
      .then((rows) => {
        const map = new Map<string, DictOption[]>();
        for (const r of rows) {
          const list = map.get(r.dictCode) ?? [];
          list.push({ value: r.itemValue, text: r.itemText });
          map.set(r.dictCode, list);
        }
        return map;
      })
      .catch((err: unknown) => {
        this.cache = null;
        throw err;
      });
    return this.cache;
  }

  async items(code: string): Promise<DictOption[]> {
    return (await this.load()).get(code) ?? [];
  }

  async all(): Promise<Record<string, DictOption[]>> {
    return Object.fromEntries(await this.load());
  }

  async refresh(): Promise<void> {
    this.cache = null;
    await this.load();
  }
}
