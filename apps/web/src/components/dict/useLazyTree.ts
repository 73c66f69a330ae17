import type { TreeDictNode } from '@hcs/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type SelectTreeNode, titlesByValue, toSelectTree, withChildren } from './treeNodes.ts';

/** Loads one level: the roots for null, else the children of the node `parentKey`; null when it failed. */
export type LevelLoader = (parentKey: string | null) => Promise<TreeDictNode[] | null>;

export interface LazyTree {
  treeData: SelectTreeNode[];
  loading: boolean;
  /** For TreeSelect's loadData: fetches a node's children the first time it is expanded. */
  loadChildren: (node: { key?: unknown }) => Promise<void>;
  titles: Map<string, string>;
}

/**
 * A tree loaded a level at a time (spec §4 "Tree table": children load on first expand; none → a
 * leaf). The roots are (re)loaded whenever `sourceKey`, naming what the loader reads, changes.
 */
export function useLazyTree(loadLevel: LevelLoader, sourceKey: string): LazyTree {
  const [treeData, setTreeData] = useState<SelectTreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const loader = useRef(loadLevel);
  loader.current = loadLevel;
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is read through its ref; sourceKey names what it reads
  useEffect(() => {
    const current = ++generation.current;
    setLoading(true);
    setTreeData([]);
    loader
      .current(null)
      .catch(() => null)
      .then((roots) => {
        if (current !== generation.current) return;
        setTreeData(roots ? toSelectTree(roots) : []);
        setLoading(false);
      });
  }, [sourceKey]);

  const loadChildren = useCallback(async (node: { key?: unknown }) => {
    const key = String(node.key ?? '');
    const current = generation.current;
    const children = await loader.current(key).catch(() => null);
    if (current !== generation.current) return;
    setTreeData((tree) => withChildren(tree, key, children ? toSelectTree(children) : []));
  }, []);

  const titles = useMemo(() => titlesByValue(treeData), [treeData]);
  return { treeData, loading, loadChildren, titles };
}
