import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import { BusinessError } from '../../core/result.ts';

/** Every message template (templates have no tenant and no delete flag). */
export const templatesBase = (db: Kysely<Database> | Transaction<Database>) =>
  db.selectFrom('sysSmsTemplate');

export async function templateByCode(ctx: AppContext, code: string) {
  const row = await templatesBase(ctx.db.kysely)
    .selectAll()
    .where('templateCode', '=', code)
    .executeTakeFirst();
  if (!row) throw new BusinessError(`消息模板不存在: ${code}`);
  return row;
}
