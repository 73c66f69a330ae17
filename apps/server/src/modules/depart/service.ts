import type { Selectable } from 'kysely';
import { nextChildCode } from '../../core/codes/levelCode.ts';
import type { AppContext } from '../../core/context.ts';
import { addMembers } from '../../core/crud/membership.ts';
import type { SysDepartTable } from '../../core/db/schema.ts';
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

export const departsBase = (ctx: AppContext) =>
  ctx.db.kysely.selectFrom('sysDepart').where('delFlag', '=', 0);

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

async function allDeparts(ctx: AppContext): Promise<DepartRow[]> {
  return departsBase(ctx).selectAll().orderBy('departOrder').orderBy('orgCode').execute();
}

/** The department tree (queryTreeList / queryIdTree), optionally only the branches holding `keep` ids. */
export async function departTree(ctx: AppContext, keep?: Set<string>): Promise<DepartNode[]> {
  const rows = await allDeparts(ctx);
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
export async function departChildren(ctx: AppContext, pid: string | null): Promise<DepartNode[]> {
  let q = departsBase(ctx).selectAll();
  q = pid
    ? q.where('parentId', '=', pid)
    : q.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')]));
  const rows = await q.orderBy('departOrder').orderBy('orgCode').execute();
  const withChildren = new Set(
    rows.length === 0
      ? []
      : (
          await departsBase(ctx)
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
export async function searchDeparts(ctx: AppContext, keyword: string): Promise<DepartNode[]> {
  const rows = await allDeparts(ctx);
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
  return keep.size === 0 ? [] : departTree(ctx, keep);
}

async function requireDepart(ctx: AppContext, id: string): Promise<DepartRow> {
  const row = await departsBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的部门');
  return row;
}

/** Adds a department with the next free code of its level; a clash from a concurrent add is retried. */
export async function addDepart(ctx: AppContext, auth: AuthContext, input: DepartInput): Promise<string> {
  const parent = input.parentId ? await requireDepart(ctx, input.parentId) : null;
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
  await requireDepart(ctx, id);
  // A department keeps its place (and so its code); moving one is not offered.
  const { parentId: _ignored, ...changes } = input;
  await ctx.db.kysely
    .updateTable('sysDepart')
    .set({ ...changes, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

/** Deletes departments with their whole subtree and the memberships in them. */
export async function deleteDeparts(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  const roots = await departsBase(ctx).select('orgCode').where('id', 'in', ids).execute();
  if (roots.length === 0) throw new BusinessError('未找到对应的部门');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const { orgCode } of roots) {
      const subtree = (
        await trx.selectFrom('sysDepart').select('id').where('orgCode', 'like', `${orgCode}%`).execute()
      ).map((d) => d.id);
      await trx.deleteFrom('sysUserDepart').where('depId', 'in', subtree).execute();
      // The department roles, their users and grants, and the department permissions go with it.
      const roles = trx.selectFrom('sysDepartRole').select('id').where('departId', 'in', subtree);
      await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', roles).execute();
      await trx.deleteFrom('sysDepartRolePermission').where('departId', 'in', subtree).execute();
      await trx.deleteFrom('sysDepartRole').where('departId', 'in', subtree).execute();
      await trx.deleteFrom('sysDepartPermission').where('departId', 'in', subtree).execute();
      await trx.deleteFrom('sysDepart').where('id', 'in', subtree).execute();
    }
  });
}

export async function addUsersToDepart(ctx: AppContext, depId: string, userIds: string[]): Promise<void> {
  await requireDepart(ctx, depId);
  await addMembers(ctx.db.kysely, 'sysUserDepart', depId, userIds);
}

export async function removeUsersFromDepart(
  ctx: AppContext,
  depId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.transaction().execute(async (trx) => {
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
export async function myDepartTree(ctx: AppContext, userId: string): Promise<DepartNode[]> {
  const mine = await ctx.db.kysely
    .selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .select('d.orgCode')
    .where('ud.userId', '=', userId)
    .where('d.delFlag', '=', 0)
    .execute();
  if (mine.length === 0) return [];
  const rows = await allDeparts(ctx);
  const keep = new Set(
    rows.filter((r) => mine.some((m) => r.orgCode.startsWith(m.orgCode))).map((r) => r.id),
  );
  const full = await departTree(ctx, keep);
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
export async function parentIdByCode(ctx: AppContext, code: string | undefined): Promise<string | null> {
  const parentCode = code?.trim();
  if (!parentCode) return null;
  const parent = await departsBase(ctx).select('id').where('orgCode', '=', parentCode).executeTakeFirst();
  if (!parent) throw new BusinessError(`上级机构编码不存在: ${parentCode}`);
  return parent.id;
}
