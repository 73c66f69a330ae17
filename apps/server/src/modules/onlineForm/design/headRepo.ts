import type { OnlineFormHead, PageResult } from '@hcs/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../core/db/schema.ts';
import { containsPattern, likeEscaped, offsetOf } from '../../../core/query/paging.ts';
import { page } from '../../../core/result.ts';
import { toHead } from '../definitionRepo.ts';
import type { listQuery } from './schema.ts';

type ListInput = ReturnType<typeof listQuery.parse>;

/** GET head/list: the form definitions, originals by default, newest first. */
export async function listHeads(db: Kysely<Database>, input: ListInput): Promise<PageResult<OnlineFormHead>> {
  let query = db.selectFrom('onlCgformHead').where('copyType', '=', input.copyType);
  if (input.tableName?.trim())
    query = query.where(likeEscaped('tableName', containsPattern(input.tableName.trim())));
  if (input.tableTxt?.trim())
    query = query.where(likeEscaped('tableTxt', containsPattern(input.tableTxt.trim())));
  if (input.tableType !== undefined) query = query.where('tableType', '=', input.tableType);
  const countRow = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const rows = await query
    .selectAll()
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset(offsetOf(input))
    .execute();
  return page(rows.map(toHead), total, input.pageNo, input.pageSize);
}

/** The original form named `tableName`, other than `exceptId`. */
export async function originalByTableName(
  db: Kysely<Database>,
  tableName: string,
  exceptId: string | null = null,
): Promise<{ id: string } | undefined> {
  let query = db
    .selectFrom('onlCgformHead')
    .select('id')
    .where('tableName', '=', tableName)
    .where('copyType', '=', 0);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}
