import { departResource } from '@hcs/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nextChildCode } from '../../core/codes/levelCode.ts';
import type { AppContext } from '../../core/context.ts';
import { addMembers } from '../../core/crud/membership.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import type { Database, SysDepartTable } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { resourceEntity } from '../../core/resource/entity.ts';
import { type ResourceServer, resourceRecords } from '../../core/resource/routes.ts';
import { BusinessError } from '../../core/result.ts';

type DepartRow = Selectable<SysDepartTable>;

/** The live departments (the organisation has no tenants). */
export const departsBase = (db: Kysely<Database> | Transaction<Database>) =>
  db.selectFrom('sysDepart').where('delFlag', '=', 0);

/** Every by-id path of a department (itself, its subtree, its members, its roles and grants) goes through here. */
const departs = () => resourceRecords(departResource);

export const departById = (ctx: AppContext, auth: AuthContext, id: string) => departs().one(ctx, auth, id);

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
): Promise<T> => departs().change(ctx, auth, departIds, (trx) => change(trx));

/** The departments the caller may see under 部门管理's data rules: what every tree of them shows. */
const visibleDeparts = (ctx: AppContext, auth: AuthContext) =>
  withinDataScope(ctx, auth, resourceEntity(departResource), departsBase(ctx.db.kysely));

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

/** The code (机构编码) of a new department: the next free one of its level, under its parent's. */
async function nextOrgCode(trx: Transaction<Database>, parentCode: string): Promise<string> {
  const siblings = await trx
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('orgCode', 'like', `${parentCode}___`)
    .execute();
  return nextChildCode(
    parentCode,
    siblings.map((s) => s.orgCode),
  );
}

/**
 * What 部门管理's add, edit and import do beyond storing the form: a new department goes under a parent
 * the writer may reach (an import names it by its code), with the next code of its level (a clash with a
 * concurrent add is tried again), and keeps its place after.
 */
export function departWrites(
  ctx: AppContext,
): Pick<ResourceServer<'sysDepart'>, 'receive' | 'beforeWrite' | 'prepare' | 'decorate'> {
  return {
    async receive(body, { auth, imported }) {
      if (!imported || typeof body !== 'object' || body === null) return body;
      const code = (body as { parentOrgCode?: unknown }).parentOrgCode;
      return { ...body, parentId: await parentIdByCode(ctx, auth, typeof code === 'string' ? code : '') };
    },

    async beforeWrite(values, { auth, id }) {
      if (id === null && typeof values.parentId === 'string') await departById(ctx, auth, values.parentId);
      return values;
    },

    async prepare(values, { db: trx, id }) {
      if (id !== null) return values;
      const parent =
        typeof values.parentId === 'string'
          ? await trx
              .selectFrom('sysDepart')
              .select(['id', 'orgCode'])
              .where('id', '=', values.parentId)
              .executeTakeFirstOrThrow()
          : null;
      return {
        ...values,
        parentId: parent?.id ?? null,
        orgCode: await nextOrgCode(trx, parent?.orgCode ?? ''),
        orgType: parent ? '2' : '1',
        status: '1',
        delFlag: 0,
      };
    },

    // The export names each department's parent by its code.
    async decorate(records) {
      const parentIds = [
        ...new Set(records.flatMap((r) => (typeof r.parentId === 'string' ? [r.parentId] : []))),
      ];
      const parents =
        parentIds.length === 0
          ? []
          : await ctx.db.kysely
              .selectFrom('sysDepart')
              .select(['id', 'orgCode'])
              .where('id', 'in', parentIds)
              .execute();
      const codes = new Map(parents.map((p) => [p.id, p.orgCode]));
      return records.map((r) => ({
        ...r,
        parentOrgCode: typeof r.parentId === 'string' ? (codes.get(r.parentId) ?? null) : null,
      }));
    },
  };
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
  await departs().change(ctx, auth, checked, async (trx, allowed) => {
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
  await departs().change(ctx, auth, [depId], (trx) => addMembers(trx, 'sysUserDepart', depId, userIds));
}

export async function removeUsersFromDepart(
  ctx: AppContext,
  auth: AuthContext,
  depId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) throw new BusinessError('请选择一条记录！');
  await departs().change(ctx, auth, [depId], async (trx) => {
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
