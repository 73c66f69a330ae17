import type { Kysely } from 'kysely';
import { newId } from '../../ids.ts';
import { formatDateTime } from '../../time.ts';
import type { Database } from '../schema.ts';

export interface DictSeed {
  code: string;
  name: string;
  /** 0 string values, 1 numeric values. */
  type?: 0 | 1;
  items: [value: string, text: string][];
}

/** Inserts dictionaries that do not exist yet, with their items in the given order. */
export async function seedDicts(db: Kysely<Database>, dicts: DictSeed[]): Promise<void> {
  const now = formatDateTime();
  for (const d of dicts) {
    const exists = await db
      .selectFrom('sysDict')
      .select('id')
      .where('dictCode', '=', d.code)
      .executeTakeFirst();
    if (exists) continue;
    const dictId = newId();
    await db
      .insertInto('sysDict')
      .values({
        id: dictId,
        dictName: d.name,
        dictCode: d.code,
        description: null,
        delFlag: 0,
        type: d.type ?? 0,
        createBy: 'system',
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await db
      .insertInto('sysDictItem')
      .values(
        d.items.map(([value, text], i) => ({
          id: newId(),
          dictId,
          itemText: text,
          itemValue: value,
          description: null,
          sortOrder: i + 1,
          status: 1,
          createBy: 'system',
          createTime: now,
          updateBy: null,
          updateTime: null,
        })),
      )
      .execute();
  }
}
