import { inputFields, type Resource, resourceMessages } from '@hcs/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import { BusinessError, badRequest } from '../result.ts';
import { formatDateTime } from '../time.ts';
import type { ResourceValues } from './inputSchema.ts';

/**
 * The steps of a record's write that every resource takes, the built-in ones (`resourceRoutes`) and the
 * online forms (`modules/onlineForm/runtime/records.ts`) alike, so the two cannot drift apart: the
 * dictionary check, the unique check, a secret left empty, the audit stamps.
 */

type Db = Kysely<Database> | Transaction<Database>;
/**
 * A resource names its table and columns from its definition, which the compiler cannot follow through a
 * union of tables: its reads and writes go through this untyped view of the same connection.
 */
export type AnyTables = Record<string, Record<string, unknown>>;
export const untyped = (db: Db) => db as unknown as Kysely<AnyTables>;

/** The stamps of an added record. */
export const addedStamps = (auth: AuthContext) => ({
  createBy: auth.username,
  createTime: formatDateTime(),
});

/** The stamps of a changed record (a soft delete's too: the recycle bin's 删除时间). */
export const changedStamps = (auth: AuthContext) => ({
  updateBy: auth.username,
  updateTime: formatDateTime(),
});

const isTableDict = (dict: string) => dict.includes(',');

/**
 * Every dictionary field's value is an item of its dictionary (or empty where it is optional). A table
 * dictionary (`table,text,code`) is checked against its table by its reader, which knows the caller's
 * tenant (the online forms' `assertTableDictValues`).
 */
export async function assertDictValues(ctx: AppContext, resource: Resource, values: ResourceValues) {
  for (const [name, field] of inputFields(resource)) {
    const value = values[name];
    if (!field.dict || isTableDict(field.dict) || value === null || value === undefined) continue;
    const items = await ctx.dicts.items(field.dict);
    const chosen = field.multiple ? String(value).split(',') : [String(value)];
    if (!chosen.every((one) => items.some((item) => item.value === one))) {
      // A value the form cannot offer: refused like any other malformed input.
      throw badRequest(field.input.invalid ?? resourceMessages.required(field));
    }
  }
}

/** Where a unique value must not be taken yet. */
export interface UniqueWithin {
  /** The resource's table, as the database names it. */
  table: string;
  /** Deleted rows are kept (`delFlag` 1): one there is refused with the field's `takenInRecycleBin`. */
  softDelete?: boolean;
  /** Unique within one tenant's rows (the table's `tenant_id`), not across the table. */
  tenantId?: number;
}

/**
 * Refuses a value of a unique field another record holds (`{label}已存在: {value}`). Called in the save's
 * transaction, so two saves cannot both take it unseen.
 */
export async function assertUnique(
  db: Db,
  resource: Resource,
  within: UniqueWithin,
  values: Record<string, unknown>,
  exceptId: string | null,
) {
  for (const [name, field] of inputFields(resource)) {
    const value = values[name];
    if (!field.input.unique || value === null || value === undefined || value === '') continue;
    let taken = untyped(db)
      .selectFrom(within.table)
      .select(within.softDelete ? ['id', 'delFlag'] : ['id'])
      .where(name, '=', value);
    if (within.tenantId !== undefined) taken = taken.where('tenantId', '=', within.tenantId);
    if (exceptId) taken = taken.where('id', '!=', exceptId);
    const holder = await taken.executeTakeFirst();
    if (!holder) continue;
    const binned = holder.delFlag === 1 ? field.input.takenInRecycleBin : undefined;
    throw new BusinessError(binned ?? resourceMessages.taken(field, String(value)));
  }
}

/** An edit's values without the secrets it leaves empty: the stored ones are kept. */
export function keepStoredSecrets(resource: Resource, values: ResourceValues): ResourceValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        !(resource.fields[name]?.sensitive && (value === null || value === undefined || value === '')),
    ),
  );
}
