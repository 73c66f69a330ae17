import type { TreeDictNode } from '@hcs/shared';

/** A node as antd's TreeSelect takes it: `key` is the row id (children are asked by it). */
export interface SelectTreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: SelectTreeNode[];
}

export function toSelectTree(nodes: readonly TreeDictNode[]): SelectTreeNode[] {
  return nodes.map((n) => ({
    key: n.key,
    value: n.value,
    title: n.title || n.label,
    isLeaf: n.leaf,
    ...(n.children ? { children: toSelectTree(n.children) } : {}),
  }));
}

/** The tree with `children` placed under the node `key`; a node that has none becomes a leaf. */
export function withChildren(
  nodes: readonly SelectTreeNode[],
  key: string,
  children: SelectTreeNode[],
): SelectTreeNode[] {
  return nodes.map((n) => {
    if (n.key === key) return { ...n, children, isLeaf: children.length === 0 };
    return n.children ? { ...n, children: withChildren(n.children, key, children) } : n;
  });
}

/** value → title of every node loaded so far. */
export function titlesByValue(
  nodes: readonly SelectTreeNode[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const n of nodes) {
    into.set(n.value, n.title);
    if (n.children) titlesByValue(n.children, into);
  }
  return into;
}

export const CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/** A tree select's condition must be a JSON object text (spec §5); absent is fine too. */
export function isConditionValid(condition: string | undefined): boolean {
  if (condition === undefined || condition.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
