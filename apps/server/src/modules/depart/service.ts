import type { Kysely, Selectable, Transaction } from 'kysely';
import { nextChildCode } from '../../core/codes/levelCode.ts';
import type { AppContext } from '../../core/context.ts';
import { addMembers } from '../../core/crud/membership.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database, SysDepartTable } from '../../core/db/schema.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { DepartInput } from './schema.ts';

type DepartRow = Selectable<SysDepartTable>;

export const departEntity = defineEntity({
  title: '部门',
  defaultSort: 'orgCode',
  menuComponent: 'system/DepartList',
  fields: {
    departName: { column: 'departName', type: 'string' },
    orgCode: { column: 'orgCode', type: 'string' },
    orgCategory: { column: 'orgCategory', type: 'string', dict: 'org_category' },
    parentId: { column: 'parentId', type: 'string' },
    mobile: { column: 'mobile', type: 'string' },
    address: { column: 'address', type: 'string' },
    departOrder: { column: 'departOrder', type: 'number' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const departColumns: SheetColumn[] = [
  { field: 'departName', title: '机构名称', width: 20 },
  { field: 'orgCode', title: '机构编码', width: 16 },
  { field: 'parentOrgCode', title: '上级机构编码', width: 16 },
  { field: 'orgCategory', title: '机构类型', dict: 'org_category', width: 10 },
  { field: 'departOrder', title: '排序', width: 8 },
  { field: 'mobile', title: '电话', width: 14 },
  { field: 'address', title: '地址', width: 24 },
];

export const departsBase = (db: Kysely<Database>) => db.selectFrom('sysDepart').where('delFlag', '=', 0);

/** Every by-id path of a department (itself, its subtree, its members) goes through here. */
const departs = scopedTable({
  entity: departEntity,
  base: departsBase,
  select: (qb) => qb.selectAll(),
  notFound: '未找到对应的部门',
});

export const departById = (ctx: AppContext, auth: AuthContext, id: string) => departs.one(ctx, auth, id);

/**
 * Changes records that belong to departments (their roles, role users, grants) in one transaction, once
 * every department of `departIds` lies within the caller's 部门管理 rules; otherwise 未找到对应的部门 and
 * nothing changes. `change` must use `trx` only (SQLite has one connection, which it holds).
 */
export const changeInDeparts = <T>(
  ctx: AppContext,
  auth: AuthContext,
  departIds: readonly string[],
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> => departs.change(ctx, auth, departIds, (trx) => change(trx));

/** The departments the caller may see under 部门管理's data rules: what every tree of them shows. */
const visibleDeparts = (ctx: AppContext, auth: AuthContext) =>
  withinDataScope(ctx, auth, departEntity, departsBase(ctx.db.kysely));

export interface DepartNode {
  key: string;
  value: string;
  title: string;
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string | null;
  departOrder: number;
  isLeaf: boolean;
  children?: DepartNode[];
}

const toNode = (d: DepartRow, hasChildren: boolean): DepartNode => ({
  key: d.id,
  value: d.id,
  title: d.departName,
  id: d.id,
  parentId: d.parentId,
  departName: d.departName,
  orgCode: d.orgCode,
  orgCategory: d.orgCategory,
  departOrder: d.departOrder,
  isLeaf: !hasChildren,
});

async function allDeparts(ctx: AppContext, auth: AuthContext): Promise<DepartRow[]> {
  return (await visibleDeparts(ctx, auth)).selectAll().orderBy('departOrder').orderBy('orgCode').execute();
}

/**
 * The department tree (queryTreeList / queryIdTree), optionally only the branches holding `keep` ids.
 * A department whose parent the caller may not see stands at the top.
 */
export async function departTree(
  ctx: AppContext,
  auth: AuthContext,
  keep?: Set<string>,
): Promise<DepartNode[]> {
  return buildTree(await allDeparts(ctx, auth), keep);
}

function buildTree(rows: DepartRow[], keep?: Set<string>): DepartNode[] {
  const byParent = new Map<string | null, DepartRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const build = (parentId: string | null): DepartNode[] =>
    (byParent.get(parentId) ?? []).flatMap((r) => {
      const children = build(r.id);
      if (keep && !keep.has(r.id) && children.length === 0) return [];
      const node = toNode(r, children.length > 0);
      return [children.length > 0 ? { ...node, children } : node];
    });
  return build(null);
}

/** One level of the tree, for lazy loading (queryDepartTreeSync?pid=). */
export async function departChildren(
  ctx: AppContext,
  auth: AuthContext,
  pid: string | null,
): Promise<DepartNode[]> {
  const visible = await visibleDeparts(ctx, auth);
  let q = visible.selectAll();
  q = pid
    ? q.where('parentId', '=', pid)
    : q.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')]));
  const rows = await q.orderBy('departOrder').orderBy('orgCode').execute();
  const withChildren = new Set(
    rows.length === 0
      ? []
      : (
          await visible
            .select('parentId')
            .where(
              'parentId',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => r.parentId),
  );
  return rows.map((r) => toNode(r, withChildren.has(r.id)));
}

/** Departments whose name contains the keyword, shown with their ancestors. */
export async function searchDeparts(
  ctx: AppContext,
  auth: AuthContext,
  keyword: string,
): Promise<DepartNode[]> {
  const rows = await allDeparts(ctx, auth);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!r.departName.includes(keyword)) continue;
    for (
      let cur: DepartRow | undefined = r;
      cur && !keep.has(cur.id);
      cur = cur.parentId ? byId.get(cur.parentId) : undefined
    ) {
      keep.add(cur.id);
    }
  }
  return keep.size === 0 ? [] : buildTree(rows, keep);
}

/** Adds a department with the next free code of its level; a clash from a concurrent add is retried. */
export async function addDepart(ctx: AppContext, auth: AuthContext, input: DepartInput): Promise<string> {
  const parent = input.parentId ? await departs.one(ctx, auth, input.parentId) : null;
  const id = newId();
  for (let attempt = 0; attempt < 5; attempt++) {
    const siblings = await ctx.db.kysely
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('orgCode', 'like', `${parent?.orgCode ?? ''}___`)
      .execute();
    const orgCode = nextChildCode(
      parent?.orgCode ?? '',
      siblings.map((s) => s.orgCode),
    );
    try {
      await ctx.db.kysely
        .insertInto('sysDepart')
        .values({
          id,
          ...input,
          parentId: parent?.id ?? null,
          orgCode,
          orgType: parent ? '2' : '1',
          status: '1',
          delFlag: 0,
          createBy: auth.username,
          createTime: formatDateTime(),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return id;
    } catch (err) {
      const clash = await ctx.db.kysely
        .selectFrom('sysDepart')
        .select('id')
        .where('orgCode', '=', orgCode)
        .executeTakeFirst();
      if (!clash) throw err;
    }
  }
  throw new BusinessError('部门编码生成失败，请重试');
}

export async function editDepart(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: DepartInput,
): Promise<void> {
  // A department keeps its place (and so its code); moving one is not offered.
  const { parentId: _ignored, ...changes } = input;
  await departs.change(ctx, auth, [id], (trx) =>
    trx
      .updateTable('sysDepart')
      .set({ ...changes, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute(),
  );
}

/** The departments in the subtrees of `ids`, themselves included (org codes are hierarchical prefixes). */
async function subtreeIds(
  db: Kysely<Database>,
  ids: readonly string[],
  liveOnly: boolean,
): Promise<string[]> {
  const roots = await db.selectFrom('sysDepart').select('orgCode').where('id', 'in', ids).execute();
  if (roots.length === 0) return [];
  let q = db
    .selectFrom('sysDepart')
    .select('id')
    .where((eb) => eb.or(roots.map((r) => eb('orgCode', 'like', `${r.orgCode}%`))));
  if (liveOnly) q = q.where('delFlag', '=', 0);
  return (await q.execute()).map((d) => d.id);
}

/**
 * Deletes departments with their whole subtree and the memberships in them. The caller must be allowed
 * every live department of those subtrees, not only the ones chosen.
 */
export async function deleteDeparts(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  const checked = [...ids, ...(await subtreeIds(ctx.db.kysely, ids, true))];
  await departs.change(ctx, auth, checked, async (trx, allowed) => {
    const within = new Set(allowed);
    // A department added to a subtree since the check above was not checked.
    if ((await subtreeIds(trx, ids, true)).some((id) => !within.has(id))) {
      throw new BusinessError('未找到对应的部门');
    }
    const subtree = await subtreeIds(trx, ids, false);
    await trx.deleteFrom('sysUserDepart').where('depId', 'in', subtree).execute();
    // The department roles, their users and grants, and the department permissions go with it.
    const roles = trx.selectFrom('sysDepartRole').select('id').where('departId', 'in', subtree);
    await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', roles).execute();
    await trx.deleteFrom('sysDepartRolePermission').where('departId', 'in', subtree).execute();
    await trx.deleteFrom('sysDepartRole').where('departId', 'in', subtree).execute();
    await trx.deleteFrom('sysDepartPermission').where('departId', 'in', subtree).execute();
    await trx.deleteFrom('sysDepart').where('id', 'in', subtree).execute();
  });
}

export async function addUsersToDepart(
  ctx: AppContext,
  auth: AuthContext,
  depId: string,
  userIds: string[],
): Promise<void> {
  await departs.change(ctx, auth, [depId], (trx) => addMembers(trx, 'sysUserDepart', depId, userIds));
}

export async function removeUsersFromDepart(
  ctx: AppContext,
  auth: AuthContext,
  depId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) throw new BusinessError('请选择一条记录！');
  await departs.change(ctx, auth, [depId], async (trx) => {
    await trx.deleteFrom('sysUserDepart').where('depId', '=', depId).where('userId', 'in', userIds).execute();
    // Leaving a department ends the user's roles in it.
    await trx
      .deleteFrom('sysDepartRoleUser')
      .where('userId', 'in', userIds)
      .where('droleId', 'in', trx.selectFrom('sysDepartRole').select('id').where('departId', '=', depId))
      .execute();
  });
}

/** The departments a user belongs to, with their subtrees: the branch a manager looks after. */
export async function myDepartTree(ctx: AppContext, auth: AuthContext): Promise<DepartNode[]> {
  const mine = await ctx.db.kysely
    .selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .select('d.orgCode')
    .where('ud.userId', '=', auth.userId)
    .where('d.delFlag', '=', 0)
    .execute();
  if (mine.length === 0) return [];
  const rows = await allDeparts(ctx, auth);
  const keep = new Set(
    rows.filter((r) => mine.some((m) => r.orgCode.startsWith(m.orgCode))).map((r) => r.id),
  );
  const full = buildTree(rows, keep);
  // Start the tree at the user's own departments, not at the centre above them.
  const roots: DepartNode[] = [];
  const walk = (nodes: DepartNode[]) => {
    for (const n of nodes) {
      if (mine.some((m) => m.orgCode === n.orgCode)) roots.push(n);
      else walk(n.children ?? []);
    }
  };
  walk(full);
  return roots;
}

/** The id of the department with this code (imports name parents by code); empty code → top level. */
export async function parentIdByCode(
  ctx: AppContext,
  auth: AuthContext,
  code: string | undefined,
): Promise<string | null> {
  const parentCode = code?.trim();
  if (!parentCode) return null;
  const parent = await (await visibleDeparts(ctx, auth))
    .select('id')
    .where('orgCode', '=', parentCode)
    .executeTakeFirst();
  if (!parent) throw new BusinessError(`上级机构编码不存在: ${parentCode}`);
  return parent.id;
}
