import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError, badRequest } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { EntryInput } from './entrySchema.ts';
import {
  buildEntryTree,
  type EntryNode,
  type EntryRow,
  filterTreeByName,
  withDescendants,
} from './entryTree.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The role that holds every menu (the seeds grant it all); new entries are granted to it too. */
const ADMIN_ROLE_CODE = 'admin';

const live = (db: Db) => db.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0);

/** The whole menu tree (menus, sub-menus, buttons), optionally cut down to names containing `name`. */
export async function entryTree(ctx: AppContext, name = ''): Promise<EntryNode[]> {
  return filterTreeByName(buildEntryTree(await live(ctx.db.kysely).execute()), name);
}

const ordered = (db: Db) => live(db).orderBy('sortNo').orderBy('createTime').orderBy('id');

/** The top-level menus (getSystemMenuList). */
export function topMenus(ctx: AppContext): Promise<EntryRow[]> {
  return ordered(ctx.db.kysely).where('parentId', 'is', null).execute();
}

/** The direct children of each parent (getSystemSubmenu / getSystemSubmenuBatch). */
export async function childrenByParent(
  ctx: AppContext,
  parentIds: readonly string[],
): Promise<Record<string, EntryRow[]>> {
  const out: Record<string, EntryRow[]> = Object.fromEntries(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return out;
  const rows = await ordered(ctx.db.kysely).where('parentId', 'in', parentIds.slice(0, 1000)).execute();
  for (const r of rows) out[r.parentId ?? '']?.push(r);
  return out;
}

export async function entryById(ctx: AppContext, id: string): Promise<EntryRow> {
  const row = await live(ctx.db.kysely).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的菜单');
  return row;
}

type EntryValues = Omit<EntryRow, 'id' | 'isLeaf' | 'delFlag' | 'ruleFlag' | keyof AuditColumns>;
type AuditColumns = Pick<EntryRow, 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** The columns of an entry of its type: a button has no route fields, a menu no authorisation code. */
function valuesOf(input: EntryInput): EntryValues {
  const button = input.menuType === 2;
  return {
    menuType: input.menuType,
    name: input.name,
    parentId: input.menuType === 0 ? null : input.parentId,
    url: button ? null : input.url,
    component: button ? null : input.component,
    componentName: button ? null : input.componentName,
    redirect: button ? null : input.redirect,
    icon: button ? null : input.icon,
    sortNo: input.sortNo,
    perms: button ? input.perms : null,
    permsType: button ? input.permsType : null,
    status: button ? input.status : '1',
    isRoute: button ? 1 : input.isRoute,
    hidden: button ? 0 : input.hidden,
    keepAlive: button ? 0 : input.keepAlive,
    alwaysShow: button ? 0 : input.alwaysShow,
    internalOrExternal: button ? 0 : input.internalOrExternal,
    description: input.description,
  };
}

/** What each type needs: a parent menu below the top, a path and a component for menus, a unique code for buttons. */
async function check(db: Db, values: EntryValues, id: string | null): Promise<void> {
  if (values.menuType !== 0) {
    if (!values.parentId) throw badRequest('请选择上级菜单');
    const parent = await live(db).where('id', '=', values.parentId).executeTakeFirst();
    if (!parent) throw new BusinessError('上级菜单不存在');
    if (parent.menuType === 2) throw new BusinessError('上级菜单必须是菜单，不能是按钮');
    if (id) {
      const all = await db.selectFrom('sysPermission').select(['id', 'parentId']).execute();
      if (withDescendants(all, [id]).has(parent.id))
        throw new BusinessError('上级菜单不能是当前菜单或其下级');
    }
  }
  if (values.menuType === 2) {
    if (!values.perms) throw badRequest('请输入授权标识');
    let taken = live(db).where('perms', '=', values.perms);
    if (id) taken = taken.where('id', '!=', id);
    if (await taken.executeTakeFirst()) throw new BusinessError('授权标识已存在');
    return;
  }
  if (!values.url) throw badRequest('请输入访问路径');
  if (!values.component) throw badRequest('请输入前端组件');
  let taken = live(db).where('url', '=', values.url).where('menuType', '!=', 2);
  if (id) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) throw new BusinessError('访问路径已存在');
}

/** A parent is a leaf exactly when no live entry hangs below it. */
async function refreshLeaf(db: Db, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const child = await live(db).where('parentId', '=', parentId).executeTakeFirst();
  await db
    .updateTable('sysPermission')
    .set({ isLeaf: child ? 0 : 1 })
    .where('id', '=', parentId)
    .execute();
}

/** Adds an entry under its parent and grants it to the administrator role, so it can be used at once. */
export async function addEntry(ctx: AppContext, auth: AuthContext, input: EntryInput): Promise<string> {
  const values = valuesOf(input);
  const id = newId();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await check(trx, values, null);
    const now = formatDateTime();
    await trx
      .insertInto('sysPermission')
      .values({
        id,
        ...values,
        isLeaf: 1,
        delFlag: 0,
        ruleFlag: 0,
        createBy: auth.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await refreshLeaf(trx, values.parentId);
    const admin = await trx
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', ADMIN_ROLE_CODE)
      .executeTakeFirst();
    if (admin) {
      await trx
        .insertInto('sysRolePermission')
        .values({
          id: newId(),
          roleId: admin.id,
          permissionId: id,
          dataRuleIds: null,
          operateDate: now,
          operateIp: null,
        })
        .execute();
    }
  });
  return id;
}

export async function editEntry(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: EntryInput,
): Promise<void> {
  const values = valuesOf(input);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await live(trx).where('id', '=', id).executeTakeFirst();
    if (!current) throw new BusinessError('未找到对应的菜单');
    await check(trx, values, id);
    const becomesButton = values.menuType === 2 && current.menuType !== 2;
    if (becomesButton && (await live(trx).where('parentId', '=', id).executeTakeFirst())) {
      throw new BusinessError('该菜单下还有下级，不能改为按钮');
    }
    if (becomesButton) await trx.deleteFrom('sysPermissionDataRule').where('permissionId', '=', id).execute();
    await trx
      .updateTable('sysPermission')
      .set({
        ...values,
        ...(becomesButton ? { ruleFlag: 0 } : {}),
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', id)
      .execute();
    if (current.parentId !== values.parentId) {
      await refreshLeaf(trx, current.parentId);
      await refreshLeaf(trx, values.parentId);
    }
  });
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Deletes the entries with everything below them, and with them their role, department and
 * department-role grants and their data rules. The parents left behind are re-marked as leaves.
 */
export async function deleteEntries(ctx: AppContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const all = await trx.selectFrom('sysPermission').select(['id', 'parentId']).execute();
    const known = new Set(all.map((r) => r.id));
    const roots = ids.filter((id) => known.has(id));
    if (roots.length === 0) throw new BusinessError('未找到对应的菜单');
    const doomed = withDescendants(all, roots);
    const parents = new Set(
      all
        .filter((r) => roots.includes(r.id) && r.parentId !== null && !doomed.has(r.parentId))
        .map((r) => r.parentId),
    );
    for (const part of chunks([...doomed])) {
      await trx.deleteFrom('sysPermissionDataRule').where('permissionId', 'in', part).execute();
      await trx.deleteFrom('sysRolePermission').where('permissionId', 'in', part).execute();
      await trx.deleteFrom('sysDepartPermission').where('permissionId', 'in', part).execute();
      await trx.deleteFrom('sysDepartRolePermission').where('permissionId', 'in', part).execute();
      await trx.deleteFrom('sysPermission').where('id', 'in', part).execute();
    }
    for (const parentId of parents) await refreshLeaf(trx, parentId);
  });
}
