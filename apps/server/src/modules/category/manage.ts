import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { containsPattern, escapeLike, likeEscaped, offsetOf } from '../../core/query/paging.ts';
import { BusinessError, page } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { isUniqueViolation } from '../dict/uniqueViolation.ts';
import { nextCategoryCode } from './categoryCode.ts';

const ROOT = '0';
const ADD_ATTEMPTS = 3;

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

export async function categoryById(ctx: AppContext, id: string) {
  const row = await managed(ctx.db.kysely).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的分类');
  return row;
}

async function assertNameFree(db: Kysely<Database>, pid: string, name: string, exceptId: string | null) {
  let q = db.selectFrom('sysCategory').select('id').where('pid', '=', pid).where('name', '=', name);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`同级下已存在名为【${name}】的分类`);
}

async function insertChild(trx: Transaction<Database>, auth: AuthContext, pid: string, name: string) {
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
  const id = newId();
  await trx
    .insertInto('sysCategory')
    .values({
      id,
      pid,
      name,
      code,
      hasChild: null,
      sysOrgCode: null,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  if (pid !== ROOT)
    await trx.updateTable('sysCategory').set({ hasChild: '1' }).where('id', '=', pid).execute();
  return { id, code };
}

/** add: the next code of the parent's level (A01, A01A01, …); a save racing for the same code retries. */
export async function addCategory(ctx: AppContext, auth: AuthContext, pid: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.kysely.transaction().execute((trx) => insertChild(trx, auth, pid, name));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ADD_ATTEMPTS) throw error;
    }
  }
}

export async function editCategory(ctx: AppContext, auth: AuthContext, id: string, name: string) {
  const row = await categoryById(ctx, id);
  await assertNameFree(ctx.db.kysely, row.pid, name, id);
  await ctx.db.kysely
    .updateTable('sysCategory')
    .set({ name, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

/** delete: each category with everything under it; a parent left without children becomes a leaf. */
export async function deleteCategories(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('sysCategory')
      .select(['id', 'pid', 'code'])
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) throw new BusinessError('未找到对应的分类');
    for (const row of rows) {
      await trx
        .deleteFrom('sysCategory')
        .where(likeEscaped('code', `${escapeLike(row.code)}%`))
        .execute();
    }
    const parents = [...new Set(rows.map((r) => r.pid).filter((pid) => pid !== ROOT))];
    for (const pid of parents) {
      const child = await trx
        .selectFrom('sysCategory')
        .select('id')
        .where('pid', '=', pid)
        .executeTakeFirst();
      if (!child)
        await trx.updateTable('sysCategory').set({ hasChild: null }).where('id', '=', pid).execute();
    }
  });
}
