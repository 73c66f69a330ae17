/**
 * The grant state of the role permission tree. A role holds a set of menu and button ids; the tree
 * shows a node checked when it and everything below it is granted, half-checked when only part of
 * it is. Checking a node grants it, its subtree and its ancestors (a button is of no use without
 * its menu); unchecking removes its subtree, and an ancestor left with nothing granted below it.
 */

export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

export interface TreeIndex {
  parentOf: Map<string, string | null>;
  childrenOf: Map<string, string[]>;
  allKeys: string[];
  /** Keys of nodes with children, for 展开全部. */
  branchKeys: string[];
}

export function indexTree(nodes: readonly GrantNode[]): TreeIndex {
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  const allKeys: string[] = [];
  const branchKeys: string[] = [];
  const walk = (list: readonly GrantNode[], parent: string | null) => {
    for (const node of list) {
      parentOf.set(node.key, parent);
      allKeys.push(node.key);
      const kids = node.children ?? [];
      childrenOf.set(
        node.key,
        kids.map((k) => k.key),
      );
      if (kids.length > 0) branchKeys.push(node.key);
      walk(kids, node.key);
    }
  };
  walk(nodes, null);
  return { parentOf, childrenOf, allKeys, branchKeys };
}

function descendants(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(key) ?? [])];
  while (stack.length > 0) {
    const k = stack.pop() as string;
    out.push(k);
    stack.push(...(index.childrenOf.get(k) ?? []));
  }
  return out;
}

function ancestors(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  let parent = index.parentOf.get(key) ?? null;
  while (parent !== null) {
    out.push(parent);
    parent = index.parentOf.get(parent) ?? null;
  }
  return out;
}

/** The grants the server answered, limited to nodes the tree knows. */
export function grantsFrom(index: TreeIndex, ids: readonly string[]): Set<string> {
  return new Set(ids.filter((id) => index.parentOf.has(id)));
}

/** Grants or revokes `key` with the rules above. */
export function toggleGrant(
  index: TreeIndex,
  granted: ReadonlySet<string>,
  key: string,
  checked: boolean,
): Set<string> {
  const next = new Set(granted);
  const subtree = [key, ...descendants(index, key)];
  if (checked) {
    for (const k of [...subtree, ...ancestors(index, key)]) next.add(k);
    return next;
  }
  for (const k of subtree) next.delete(k);
  for (const a of ancestors(index, key)) {
    if (!descendants(index, a).some((d) => next.has(d))) next.delete(a);
  }
  return next;
}

/** What the tree shows (checkStrictly): checked and half-checked keys. */
export function displayedKeys(
  index: TreeIndex,
  granted: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of index.allKeys) {
    const below = descendants(index, key);
    const grantedBelow = below.filter((d) => granted.has(d)).length;
    if (granted.has(key) && grantedBelow === below.length) checked.push(key);
    else if (granted.has(key) || grantedBelow > 0) halfChecked.push(key);
  }
  return { checked, halfChecked };
}

/** The ids to save: every granted node plus the ancestors of each, so no grant hangs without its menu. */
export function idsToSave(index: TreeIndex, granted: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const key of index.allKeys) {
    if (!granted.has(key)) continue;
    out.add(key);
    for (const a of ancestors(index, key)) out.add(a);
  }
  return index.allKeys.filter((k) => out.has(k));
}

/**
 * The tree limited to nodes whose title contains `keyword`, with their ancestors (to reach them)
 * and their subtrees (what checking them grants). An empty keyword keeps the whole tree.
 */
export function filterTree<T extends GrantNode>(nodes: readonly T[], keyword: string): T[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...nodes];
  const out: T[] = [];
  for (const node of nodes) {
    if (node.title.toLowerCase().includes(word)) {
      out.push(node);
      continue;
    }
    const kids = filterTree((node.children ?? []) as T[], word);
    if (kids.length > 0) out.push({ ...node, children: kids });
  }
  return out;
}
