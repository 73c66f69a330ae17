import type { Kysely } from 'kysely';
import { formatDateTime, newId } from './rows.ts';

// Frozen (see README.md): a copy of core/db/seed/dictSeed.ts as the migrations used it.

/** The columns of sys_dict and sys_dict_item this helper writes, as 0001 created them. */
type DictTables = {
  sysDict: {
    id: string;
    dictName: string;
    dictCode: string;
    description: string | null;
    delFlag: number;
    type: number;
    createBy: string | null;
    createTime: string | null;
    updateBy: string | null;
    updateTime: string | null;
  };
  sysDictItem: {
    id: string;
    dictId: string;
    itemText: string;
    itemValue: string;
    description: string | null;
    sortOrder: number;
    status: number;
    createBy: string | null;
    createTime: string | null;
    updateBy: string | null;
    updateTime: string | null;
  };
};

export interface DictSeed {
  code: string;
  name: string;
  /** 0 string values, 1 numeric values. */
  type?: 0 | 1;
  items: [value: string, text: string][];
}

/** Inserts dictionaries that do not exist yet, with their items in the given order. */
export async function seedDicts(migrating: Kysely<unknown>, dicts: DictSeed[]): Promise<void> {
  const db = migrating.withTables<DictTables>();
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
        d.items.map(([value, text], i) =>
          itemRow(dictId, { value, text, description: null, sortOrder: i + 1 }, now),
        ),
      )
      .execute();
  }
}

export interface DictItemSeed {
  value: string;
  text: string;
  description: string | null;
  sortOrder: number;
}

function itemRow(dictId: string, item: DictItemSeed, now: string) {
  return {
    id: newId(),
    dictId,
    itemText: item.text,
    itemValue: item.value,
    description: item.description,
    sortOrder: item.sortOrder,
    status: 1,
    createBy: 'system',
    createTime: now,
    updateBy: null,
    updateTime: null,
  };
}

/** Adds items to a dictionary that an earlier migration seeded; nothing when the dictionary is missing. */
export async function addDictItems(
  migrating: Kysely<unknown>,
  code: string,
  items: DictItemSeed[],
): Promise<void> {
  const db = migrating.withTables<DictTables>();
  const dict = await db.selectFrom('sysDict').select('id').where('dictCode', '=', code).executeTakeFirst();
  if (!dict) return;
  const now = formatDateTime();
  await db
    .insertInto('sysDictItem')
    .values(items.map((item) => itemRow(dict.id, item, now)))
    .execute();
}
