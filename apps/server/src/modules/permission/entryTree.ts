import type { Selectable } from 'kysely';
import type { SysPermissionTable } from '../../core/db/schema.ts';

export type EntryRow = Selectable<SysPermissionTable>;

/** A menu, sub-menu or button with its children, as 菜单管理's tree table shows it. */
export type EntryNode = EntryRow & { children?: EntryNode[] };

const byOrder = (a: EntryRow, b: EntryRow) =>
  a.sortNo - b.sortNo || (a.createTime ?? '').localeCompare(b.createTime ?? '') || a.id.localeCompare(b.id);

/**
 * The entries as a tree ordered by sort number. An entry whose parent is missing is shown at the top,
 * so it can still be found and repaired. Leaves carry no children array.
 */
export function buildEntryTree(rows: readonly EntryRow[]): EntryNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string | null, EntryRow[]>();
  for (const r of [...rows].sort(byOrder)) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(r);
    childrenOf.set(parent, list);
  }
  const build = (parentId: string | null): EntryNode[] =>
    (childrenOf.get(parentId) ?? []).map((r) => {
      const children = build(r.id);
      return children.length > 0 ? { ...r, children } : { ...r };
    });
  return build(null);
}

/** The nodes whose name contains `text` (any case), each with its ancestors; other branches are cut. */
export function filterTreeByName(tree: readonly EntryNode[], text: string): EntryNode[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...tree];
  const keep = (nodes: readonly EntryNode[]): EntryNode[] =>
    nodes.flatMap((node) => {
      const { children: _children, ...row } = node;
      const children = keep(node.children ?? []);
      if (children.length > 0) return [{ ...row, children }];
      return row.name.toLowerCase().includes(wanted) ? [row] : [];
    });
  return keep(tree);
}

/** The tree's rows, parents before their children (the order an import can rebuild them in). */
export function flattenTree(tree: readonly EntryNode[]): EntryRow[] {
  return tree.flatMap((node) => {
    const { children, ...row } = node;
    return [row, ...flattenTree(children ?? [])];
  });
}

/** `ids` and every entry below them. */
export function withDescendants(rows: readonly Pick<EntryRow, 'id' | 'parentId'>[], ids: readonly string[]) {
  const childrenOf = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.parentId) continue;
    const list = childrenOf.get(r.parentId) ?? [];
    list.push(r.id);
    childrenOf.set(r.parentId, list);
  }
  const out = new Set<string>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(childrenOf.get(id) ?? []));
  }
  return out;
}
