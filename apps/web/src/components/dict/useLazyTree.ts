import type { TreeDictNode } from '@hcs/shared';
import { type QueryClient, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type SelectTreeNode, titlesByValue, toSelectTree, withChildren } from './treeNodes.ts';

/**
 * Loads one level: the roots for null, else the children of the node `parentKey`. Rejects when the
 * level cannot be loaded, after telling the user why (a refusal; the request client shows HTTP failures).
 */
export type LevelLoader = (parentKey: string | null) => Promise<TreeDictNode[]>;

export interface LazyTree {
  treeData: SelectTreeNode[];
  loading: boolean;
  /** The roots, or a level opened since, could not be loaded. */
  failed: boolean;
  /** For TreeSelect's loadData: fetches a node's children the first time it is expanded. */
  loadChildren: (node: { key?: unknown }) => Promise<void>;
  titles: Map<string, string>;
}

const levelKey = (sourceKey: string, parentKey: string | null) => ['lazyTree', sourceKey, parentKey] as const;

const NO_KEYS: readonly string[] = [];

/** Each opened level's nodes (null: it failed; undefined: still loading), in the order they were opened. */
function openedLevels(results: { data?: TreeDictNode[]; isError: boolean }[]) {
  return results.map((r) => (r.isError ? null : r.data));
}

/**
 * A tree loaded a level at a time (spec §4 "Tree table": children load on first expand; none → a
 * leaf). `sourceKey` names what the loader reads: the levels are cached under it, so widgets of the
 * same source share them, and a new source starts again from its roots.
 */
export function useLazyTree(loadLevel: LevelLoader, sourceKey: string): LazyTree {
  const client = useQueryClient();
  const loader = useRef(loadLevel);
  loader.current = loadLevel;
  const roots = useQuery({ queryKey: levelKey(sourceKey, null), queryFn: () => loader.current(null) });
  const [opened, setOpened] = useState<{ sourceKey: string; keys: readonly string[] }>({
    sourceKey,
    keys: NO_KEYS,
  });
  const openedKeys = opened.sourceKey === sourceKey ? opened.keys : NO_KEYS;
  const levels = useQueries({
    queries: openedKeys.map((key) => ({
      queryKey: levelKey(sourceKey, key),
      queryFn: () => loader.current(key),
      retryOnMount: false,
    })),
    combine: openedLevels,
  });

  const loadChildren = useCallback(
    async (node: { key?: unknown }) => {
      const key = String(node.key ?? '');
      setOpened((o) => ({
        sourceKey,
        keys: o.sourceKey !== sourceKey ? [key] : o.keys.includes(key) ? o.keys : [...o.keys, key],
      }));
      await fetchLevel(client, sourceKey, key, () => loader.current(key));
    },
    [client, sourceKey],
  );

  const treeData = useMemo(() => {
    let tree = roots.data ? toSelectTree(roots.data) : [];
    openedKeys.forEach((key, i) => {
      const level = levels[i];
      if (level !== undefined) tree = withChildren(tree, key, toSelectTree(level ?? []));
    });
    return tree;
  }, [roots.data, openedKeys, levels]);
  const titles = useMemo(() => titlesByValue(treeData), [treeData]);
  return {
    treeData,
    loading: roots.isPending,
    failed: roots.isError || levels.includes(null),
    loadChildren,
    titles,
  };
}

/** Loads a level into the cache (TreeSelect waits for it); a failure is the level's error state. */
function fetchLevel(
  client: QueryClient,
  sourceKey: string,
  key: string,
  load: () => Promise<TreeDictNode[]>,
): Promise<void> {
  return client.fetchQuery({ queryKey: levelKey(sourceKey, key), queryFn: load }).then(
    () => undefined,
    () => undefined,
  );
}
