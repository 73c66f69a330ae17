import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DepartNode, queryDepartTree, searchDeparts } from '../../../api/depart.ts';
import { sameKey, useApiQuery } from '../../../utils/serverState.ts';
import { branchKeys } from './departTreeUtils.ts';

export interface DepartTree {
  nodes: DepartNode[];
  loading: boolean;
  keyword: string;
  expandedKeys: string[];
  setExpandedKeys(keys: string[]): void;
  /** Loads the branches matching `keyword` (searchBy), or the whole tree when it is empty. */
  search(keyword: string): Promise<void>;
  /** Loads again with the current keyword (after a change to the departments). */
  reload(): Promise<void>;
}

/** The key the organisation tree and its searches are cached under: a change to a department invalidates it. */
export const DEPART_TREE_QUERIES = ['departTree'] as const;

const NO_NODES: DepartNode[] = [];

/** The organisation tree of the departments page; top-level departments start opened. */
export function useDepartTree(): DepartTree {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const query = useApiQuery({
    queryKey: [...DEPART_TREE_QUERIES, keyword],
    load: () => (keyword ? searchDeparts(keyword) : queryDepartTree()),
    placeholderData: keepPreviousData,
    onRefusal: (text) => void message.warning(text),
  });
  const nodes = query.data ?? NO_NODES;
  const { refetch } = query;

  // The first tree and each search's answer open their branches; a reload keeps what the user opened.
  const openOnAnswer = useRef(true);
  const answeredAt = query.isSuccess && !query.isPlaceholderData ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!answeredAt || !openOnAnswer.current) return;
    openOnAnswer.current = false;
    setExpandedKeys(keyword ? branchKeys(nodes) : nodes.map((n) => n.key));
  }, [answeredAt, nodes, keyword]);

  const search = useCallback(
    async (word: string) => {
      const next = word.trim();
      openOnAnswer.current = true;
      if (sameKey(next, keyword)) await refetch();
      else setKeyword(next);
    },
    [keyword, refetch],
  );
  const reload = useCallback(() => client.invalidateQueries({ queryKey: DEPART_TREE_QUERIES }), [client]);

  return { nodes, loading: query.isFetching, keyword, expandedKeys, setExpandedKeys, search, reload };
}
