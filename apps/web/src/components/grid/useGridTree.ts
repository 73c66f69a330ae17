import type { QueryParams } from '@hcs/shared';
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getAction } from '../../api/request.ts';
import { refusalOf } from '../../utils/serverAction.ts';
import type { GridRow } from './types.ts';

/** Spec §4 "Tree table" / §8: the placeholder child while loading, and an answer of no known shape. */
export const TREE_LOADING_TEXT = 'loading...';
export const TREE_UNRECOGNISED = '返回数据类型不识别';

/** A tree table: rows whose `hasChildren` is true load their children on first expand. */
export interface GridTreeConfig {
  /** GET, relative to the API base: a row's children, asked with `[parentKey]=<row id>` and `params`. */
  url: string;
  /** Default parentId. */
  parentKey?: string;
  params?: QueryParams;
  /** An optional condition, sent as `condition`. */
  condition?: string;
  /** A response item as a row (id, hasChildren, children); the item itself by default. */
  toRow?: (item: Record<string, unknown>) => GridRow;
}

export interface GridTreeRowInfo {
  depth: number;
  expandable: boolean;
  expanded: boolean;
}

interface TreeMeta {
  parentOf: ReadonlyMap<string, string>;
  expanded: ReadonlySet<string>;
  loading: ReadonlySet<string>;
  loaded: ReadonlySet<string>;
  /** Asked, and none came back. */
  leaves: ReadonlySet<string>;
}

const EMPTY: TreeMeta = {
  parentOf: new Map(),
  expanded: new Set(),
  loading: new Set(),
  loaded: new Set(),
  leaves: new Set(),
};

const PLACEHOLDER_SUFFIX = '\u0000loading';
export const isTreePlaceholder = (row: GridRow) => row.id.endsWith(PLACEHOLDER_SUFFIX);

const plus = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
function minus(set: ReadonlySet<string>, id: string) {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/** The items of a children answer: an array, or an object with a records array; null otherwise. */
export function treeItems(result: unknown): Record<string, unknown>[] | null {
  const list = Array.isArray(result)
    ? result
    : typeof result === 'object' &&
        result !== null &&
        Array.isArray((result as { records?: unknown }).records)
      ? (result as { records: unknown[] }).records
      : null;
  if (!list?.every((item) => typeof item === 'object' && item !== null)) return null;
  return list as Record<string, unknown>[];
}

/** Rows of loaded items in tree order (nested `children` follow their parent), with each one's parent. */
function flatten(
  items: readonly Record<string, unknown>[],
  parentId: string,
  toRow: (item: Record<string, unknown>) => GridRow,
  out: { rows: GridRow[]; parents: [string, string][]; loaded: string[] },
) {
  for (const item of items) {
    const { children, ...row } = toRow(item);
    out.rows.push({ ...row, id: String(row.id) });
    out.parents.push([String(row.id), parentId]);
    const nested = treeItems(children);
    if (nested && nested.length > 0) {
      out.loaded.push(String(row.id));
      flatten(nested, String(row.id), toRow, out);
    }
  }
  return out;
}

const asRow = (item: Record<string, unknown>) => ({ ...item, id: String(item.id) }) as GridRow;

/**
 * Tree table state over the grid's flat rows: children load on first expand behind a 'loading...'
 * placeholder row and go in right after their parent; a row whose answer is empty becomes a leaf.
 */
export function useGridTree(
  config: GridTreeConfig | undefined,
  rows: readonly GridRow[],
  insertLoaded: (afterId: string, rows: readonly GridRow[]) => void,
) {
  const { message } = App.useApp();
  const [meta, setMeta] = useState<TreeMeta>(EMPTY);
  const metaRef = useRef(meta);
  metaRef.current = meta;
  const configRef = useRef(config);
  configRef.current = config;

  const depthOf = useCallback((id: string, parentOf: ReadonlyMap<string, string>) => {
    let depth = 0;
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) depth++;
    return depth;
  }, []);

  const displayRows = useMemo(() => {
    if (!config) return rows;
    const present = new Set(rows.map((r) => r.id));
    const shown: GridRow[] = [];
    for (const row of rows) {
      let visible = true;
      for (let p = meta.parentOf.get(row.id); p !== undefined; p = meta.parentOf.get(p)) {
        if (!present.has(p) || !meta.expanded.has(p)) {
          visible = false;
          break;
        }
      }
      if (!visible) continue;
      shown.push(row);
      if (meta.loading.has(row.id) && meta.expanded.has(row.id))
        shown.push({ id: `${row.id}${PLACEHOLDER_SUFFIX}` });
    }
    return shown;
  }, [config, rows, meta]);

  const info = useCallback(
    (row: GridRow): GridTreeRowInfo => {
      const id = isTreePlaceholder(row) ? row.id.slice(0, -PLACEHOLDER_SUFFIX.length) : row.id;
      const depth = depthOf(id, meta.parentOf) + (isTreePlaceholder(row) ? 1 : 0);
      return {
        depth,
        expandable: Boolean(row.hasChildren) && !meta.leaves.has(row.id),
        expanded: meta.expanded.has(row.id),
      };
    },
    [meta, depthOf],
  );

  const load = useCallback(
    async (row: GridRow) => {
      const tree = configRef.current;
      if (!tree) return;
      const parentKey = tree.parentKey ?? 'parentId';
      /** Leaves the row closed and not loaded: the next expand asks again. */
      const fail = (text?: string) => {
        if (text) void message.error(text);
        setMeta((m) => ({ ...m, loading: minus(m.loading, row.id), expanded: minus(m.expanded, row.id) }));
      };
      let items: Record<string, unknown>[] | null;
      try {
        const result = await getAction<unknown>(tree.url, {
          ...tree.params,
          [parentKey]: row.id,
          ...(tree.condition ? { condition: tree.condition } : {}),
        });
        items = treeItems(result);
      } catch (error) {
        // A refusal is told here; the request client has already told an HTTP failure.
        const refusal = refusalOf(error);
        return fail(refusal ? refusal.message || TREE_UNRECOGNISED : undefined);
      }
      if (!items) return fail(TREE_UNRECOGNISED);
      if (items.length === 0) {
        setMeta((m) => ({
          ...m,
          loading: minus(m.loading, row.id),
          expanded: minus(m.expanded, row.id),
          leaves: plus(m.leaves, row.id),
        }));
        return;
      }
      const out = flatten(items, row.id, tree.toRow ?? asRow, { rows: [], parents: [], loaded: [] });
      insertLoaded(row.id, out.rows);
      setMeta((m) => {
        const parentOf = new Map(m.parentOf);
        for (const [child, parent] of out.parents) parentOf.set(child, parent);
        const loaded = new Set([...m.loaded, row.id, ...out.loaded]);
        return { ...m, parentOf, loaded, loading: minus(m.loading, row.id) };
      });
    },
    [insertLoaded, message],
  );

  const toggle = useCallback(
    (row: GridRow) => {
      const m = metaRef.current;
      const first = !m.expanded.has(row.id) && !m.loaded.has(row.id) && !m.loading.has(row.id);
      setMeta((current) =>
        current.expanded.has(row.id)
          ? { ...current, expanded: minus(current.expanded, row.id) }
          : {
              ...current,
              expanded: plus(current.expanded, row.id),
              loading: first ? plus(current.loading, row.id) : current.loading,
            },
      );
      if (first) void load(row);
    },
    [load],
  );

  return { enabled: Boolean(config), displayRows, info, toggle };
}

export type GridTree = ReturnType<typeof useGridTree>;
