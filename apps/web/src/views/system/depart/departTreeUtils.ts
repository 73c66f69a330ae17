import type { DepartNode } from '../../../api/depart.ts';

/** The node with `id` anywhere in the tree. */
export function findDepart(nodes: readonly DepartNode[], id: string): DepartNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepart(node.children ?? [], id);
    if (found) return found;
  }
  return null;
}

/** Keys of every node with children: a searched tree opens fully so each match shows. */
export function branchKeys(nodes: readonly DepartNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...branchKeys(n.children)] : []));
}
