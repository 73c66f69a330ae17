import type { ThirdPartyProvider } from '@hcs/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../core/db/schema.ts';
import type { SysThirdLoginProviderTable } from '../../core/db/thirdLoginSchema.ts';
import { BusinessError } from '../../core/result.ts';

export type ProviderRow = Selectable<SysThirdLoginProviderTable>;

export const PROVIDER_UNAVAILABLE = '该登录方式不存在或未启用';

/** The enabled providers the login page offers, in the order they were added. */
export function enabledProviders(db: Kysely<Database>): Promise<ThirdPartyProvider[]> {
  return db
    .selectFrom('sysThirdLoginProvider')
    .select(['code', 'name'])
    .where('status', '=', 1)
    .orderBy('createTime')
    .orderBy('id')
    .execute();
}

/** An enabled provider by its code; refused as 该登录方式不存在或未启用 otherwise. */
export async function enabledProvider(db: Kysely<Database>, code: string): Promise<ProviderRow> {
  const row = await db
    .selectFrom('sysThirdLoginProvider')
    .selectAll()
    .where('code', '=', code)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!row) throw new BusinessError(PROVIDER_UNAVAILABLE);
  return row;
}
