import type { DictOption, TreeDictNode } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { SysCategoryTable } from '../../core/db/schema.ts';
import { parseWhere } from '../../core/dict/dictCode.ts';
import { type DictScope, TABLE_DICT_MAX_ITEMS, tableDictReader } from '../../core/dict/tableDictReader.ts';
import type { WhereMap } from '../../core/dict/tableDicts.ts';
import { escapeLike, likeEscaped } from '../../core/query/paging.ts';
import { BusinessError } from '../../core/result.ts';
import { categoryTableDict } from './tableDict.ts';

const CATEGORY = categoryTableDict;
const ROOT_CODE = '0';

export type CategoryRow = Pick<SysCategoryTable, 'id' | 'pid' | 'name' | 'code' | 'hasChild'>;

const categories = (ctx: AppContext) =>
  ctx.db.kysely.selectFrom('sysCategory').select(['id', 'pid', 'name', 'code', 'hasChild']);

/** One level of the tree: the children of the category `parentId` (null: the roots). */
export function categoryLevel(
  ctx: AppContext,
  parentId: string | null,
  where: WhereMap,
  scope: DictScope,
): Promise<TreeDictNode[]> {
  return tableDictReader(ctx.db).treeLevel(
    {
      spec: CATEGORY,
      tree: CATEGORY.tree,
      text: 'name',
      code: 'id',
      withCode: 'code',
      parentKey: parentId,
      where,
    },
    scope,
  );
}

/** The id of the category with this code; null for the root code '0' (or none); refused when unknown. */
export async function idOfCode(ctx: AppContext, pcode: string): Promise<string | null> {
  if (pcode === '' || pcode === ROOT_CODE) return null;
  const row = await ctx.db.kysely
    .selectFrom('sysCategory')
    .select('id')
    .where('code', '=', pcode)
    .executeTakeFirst();
  if (!row) throw new BusinessError(`该编码【${pcode}】不存在，请核实!`);
  return row.id;
}

function toNode(row: CategoryRow): TreeDictNode {
  return {
    key: row.id,
    value: row.id,
    title: row.name,
    label: row.name,
    leaf: row.hasChild !== '1',
    parentId: row.pid === ROOT_CODE ? null : row.pid,
    code: row.code,
  };
}

/** Everything under the category `pcode` ('0': every category), nested, in code order. */
export async function categorySubtree(ctx: AppContext, pcode: string): Promise<TreeDictNode[]> {
  const parentId = await idOfCode(ctx, pcode);
  let q = categories(ctx);
  if (parentId) q = q.where(likeEscaped('code', `${escapeLike(pcode)}_%`));
  const rows = await q.orderBy('code').execute();
  const byParent = new Map<string, TreeDictNode[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.pid) ?? [];
    siblings.push(toNode(row));
    byParent.set(row.pid, siblings);
  }
  const attach = (nodes: TreeDictNode[]): TreeDictNode[] =>
    nodes.map((node) => {
      const children = byParent.get(node.key);
      return children ? { ...node, children: attach(children) } : node;
    });
  return attach(byParent.get(parentId ?? ROOT_CODE) ?? []);
}

/** loadTreeData: children of `pid`, else of the category `pcode`, filtered by the JSON condition. */
export async function categoryTreeData(
  ctx: AppContext,
  q: { pid?: string; pcode?: string; condition?: string },
  scope: DictScope,
): Promise<TreeDictNode[]> {
  const where = parseWhere(CATEGORY, q.condition);
  const parentId = q.pid ? q.pid : await idOfCode(ctx, q.pcode ?? '');
  return categoryLevel(ctx, parentId === ROOT_CODE ? null : parentId, where, scope);
}

/** loadOne: the single category whose field has this value. */
export async function categoryByField(
  ctx: AppContext,
  field: 'id' | 'code' | 'name',
  value: string,
): Promise<CategoryRow> {
  const rows = await categories(ctx).where(field, '=', value).limit(2).execute();
  const [row, other] = rows;
  if (!row) throw new BusinessError('查询无果');
  if (other) throw new BusinessError(`查询数据异常,[${field}]存在多个值:${value}`);
  return row;
}

/** loadDictItem: the names of the ids, in the ids' order; unknown ids dropped unless `keepMissing`. */
export async function categoryNames(
  ctx: AppContext,
  ids: string[],
  keepMissing: boolean,
  scope: DictScope,
): Promise<string[]> {
  const items = await tableDictReader(ctx.db).items(
    { spec: CATEGORY, text: 'name', code: 'id' },
    { where: {}, keys: [...new Set(ids)], limit: ids.length },
    scope,
  );
  const names = new Map(items.map((o) => [o.value, o.text]));
  return ids.flatMap((id) => {
    const name = names.get(id);
    if (name !== undefined) return [name];
    return keepMissing ? [id] : [];
  });
}

/** loadAllData: `{value: id, text: name}` of the categories whose code starts with `code` (all for '' or '0'). */
export async function categoriesByCodePrefix(ctx: AppContext, code: string): Promise<DictOption[]> {
  let q = categories(ctx);
  if (code !== '' && code !== ROOT_CODE) q = q.where(likeEscaped('code', `${escapeLike(code)}%`));
  const rows = await q.orderBy('code').limit(TABLE_DICT_MAX_ITEMS).execute();
  return rows.map((r) => ({ value: r.id, text: r.name }));
}
