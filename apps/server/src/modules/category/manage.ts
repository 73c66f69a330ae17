import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import { containsPattern, escapeLike, likeEscaped, offsetOf } from '../../core/query/paging.ts';
import type { ResourceValues } from '../../core/resource/inputSchema.ts';
import type { ResourceWrite } from '../../core/resource/routes.ts';
import { BusinessError, page } from '../../core/result.ts';
import { nextCategoryCode } from './categoryCode.ts';

const ROOT = '0';
export const CATEGORY_NOT_FOUND = '未找到对应的分类';

type Db = Kysely<Database> | Transaction<Database>;

export const categoriesBase = (db: Db) => db.selectFrom('sysCategory');

const managed = (db: Kysely<Database>) =>
  db
    .selectFrom('sysCategory')
    .select(['id', 'pid', 'name', 'code', 'hasChild', 'createBy', 'createTime', 'updateBy', 'updateTime']);

/** rootList: a page of the roots in code order; with a name or code, matches at every level. */
export async function categoryRootPage(
  ctx: AppContext,
  q: { pageNo: number; pageSize: number; name?: string | undefined; code?: string | undefined },
) {
  let base = ctx.db.kysely.selectFrom('sysCategory');
  if (q.name) base = base.where(likeEscaped('name', containsPattern(q.name)));
  if (q.code) base = base.where(likeEscaped('code', `${escapeLike(q.code)}%`));
  if (!q.name && !q.code) base = base.where('pid', '=', ROOT);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'pid', 'name', 'code', 'hasChild', 'createBy', 'createTime', 'updateBy', 'updateTime'])
      .orderBy('code')
      .limit(q.pageSize)
      .offset(offsetOf({ ...q, order: 'asc' }))
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(rows, Number(count.n), q.pageNo, q.pageSize);
}

/** childList: the children of one category, in code order. */
export function categoryChildren(ctx: AppContext, pid: string) {
  return managed(ctx.db.kysely).where('pid', '=', pid).orderBy('code').execute();
}

/** getChildListBatch: the children of several categories, as one page (the family's shape). */
export async function categoryChildrenBatch(ctx: AppContext, pids: string[]) {
  const rows =
    pids.length === 0 ? [] : await managed(ctx.db.kysely).where('pid', 'in', pids).orderBy('code').execute();
  return page(rows, rows.length, 1, rows.length);
}

/** checkCode: a category's code must start with its parent's code (a root's may be anything). */
export async function checkCategoryCode(ctx: AppContext, pid: string, code: string): Promise<void> {
  if (!code) throw new BusinessError('错误,类型编码为空!');
  if (!pid || pid === ROOT) return;
  const parent = await ctx.db.kysely
    .selectFrom('sysCategory')
    .select('code')
    .where('id', '=', pid)
    .executeTakeFirst();
  if (!parent) throw new BusinessError('上级分类不存在');
  if (!code.startsWith(parent.code)) throw new BusinessError(`编码不符合规范,须以"${parent.code}"开头!`);
}

async function assertNameFree(db: Db, pid: string, name: string, exceptId: string | null) {
  let q = db.selectFrom('sysCategory').select('id').where('pid', '=', pid).where('name', '=', name);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`同级下已存在名为【${name}】的分类`);
}

/**
 * The stored columns of a saved category. A new one goes under `pid` (empty: a root) with the next code of
 * its parent's level (A01, A01A01, …; a save racing for the same code is tried again by the engine); an
 * edit changes only the name, unique among its siblings.
 */
export async function categoryColumns(
  trx: Transaction<Database>,
  values: ResourceValues,
  id: string | null,
): Promise<Record<string, unknown>> {
  const name = String(values.name);
  if (id) {
    const own = await trx.selectFrom('sysCategory').select('pid').where('id', '=', id).executeTakeFirst();
    if (!own) throw new BusinessError(CATEGORY_NOT_FOUND);
    await assertNameFree(trx, own.pid, name, id);
    return { name };
  }
  const pid = values.pid ? String(values.pid) : ROOT;
  let parentCode: string | null = null;
  if (pid !== ROOT) {
    const parent = await trx
      .selectFrom('sysCategory')
      .select('code')
      .where('id', '=', pid)
      .executeTakeFirst();
    if (!parent) throw new BusinessError('上级分类不存在');
    parentCode = parent.code;
  }
  await assertNameFree(trx, pid, name, null);
  const siblings = await trx.selectFrom('sysCategory').select('code').where('pid', '=', pid).execute();
  let code: string;
  try {
    code = nextCategoryCode(
      parentCode,
      siblings.map((s) => s.code),
    );
  } catch {
    throw new BusinessError('该层级的分类编码已用完');
  }
  return { pid, name, code, hasChild: null, sysOrgCode: null };
}

/**
 * Keeps the tree whole: a new category's parent has children; a deleted category takes everything under
 * it, and a parent left without children becomes a leaf.
 */
export async function keepTree(trx: Transaction<Database>, write: ResourceWrite): Promise<void> {
  if (write.action === 'add') {
    const added = await trx
      .selectFrom('sysCategory')
      .select('pid')
      .where('id', 'in', write.ids)
      .executeTakeFirstOrThrow();
    if (added.pid !== ROOT) {
      await trx.updateTable('sysCategory').set({ hasChild: '1' }).where('id', '=', added.pid).execute();
    }
    return;
  }
  if (write.action !== 'delete') return;
  const rows = await trx
    .selectFrom('sysCategory')
    .select(['id', 'pid', 'code'])
    .where('id', 'in', write.ids)
    .execute();
  for (const row of rows) {
    await trx
      .deleteFrom('sysCategory')
      .where(likeEscaped('code', `${escapeLike(row.code)}%`))
      .execute();
  }
  const parents = [...new Set(rows.map((r) => r.pid).filter((pid) => pid !== ROOT))];
  for (const pid of parents) {
    const child = await trx.selectFrom('sysCategory').select('id').where('pid', '=', pid).executeTakeFirst();
    if (!child) await trx.updateTable('sysCategory').set({ hasChild: null }).where('id', '=', pid).execute();
  }
}
