import type { DepartNode } from '../../api/depart.ts';

/** A department field holds ids (default) or org codes. */
export type DepartValueKey = 'id' | 'orgCode';

/** Every department of the tree, parents before their children. */
export function flattenDeparts(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((n) => [n, ...flattenDeparts(n.children ?? [])]);
}

/**
 * The branches leading to departments whose name contains `keyword`, each match with its own subtree
 * (the whole tree when it is blank).
 */
export function filterDepartTree(nodes: readonly DepartNode[], keyword: string): DepartNode[] {
  const word = keyword.trim();
  if (!word) return [...nodes];
  return nodes.flatMap((node): DepartNode[] => {
    if (node.departName.includes(word)) return [node];
    const children = filterDepartTree(node.children ?? [], word);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Keys of every node with children: the tree opens fully, so each department (and match) shows. */
export function branchKeys(nodes: readonly DepartNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...branchKeys(n.children)] : []));
}

/**
 * The checked keys after a check in the tree. Single mode keeps only the newest checked node (spec §4
 * "Dialogs"); unchecking leaves what is still checked.
 */
export function nextChecked(
  previous: readonly string[],
  checked: readonly string[],
  multiple: boolean,
): string[] {
  if (multiple) return [...checked];
  const added = checked.filter((k) => !previous.includes(k));
  const newest = added.at(-1);
  if (newest !== undefined) return [newest];
  return checked.slice(-1);
}

export const departValue = (node: DepartNode, valueKey: DepartValueKey): string =>
  valueKey === 'orgCode' ? node.orgCode : node.id;
