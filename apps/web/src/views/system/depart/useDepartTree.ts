import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DepartNode, queryDepartTree, searchDeparts } from '../../../api/depart.ts';
import { branchKeys } from './departTreeUtils.ts';

export interface DepartTree {
  nodes: DepartNode[];
  loading: boolean;
  keyword: string;
  expandedKeys: string[];
  setExpandedKeys(keys: string[]): void;
  /** Loads the branches matching `keyword` (searchBy), or the whole tree when it is empty. */
  search(keyword: string): Promise<void>;
  /** Loads again with the current keyword. */
  reload(): Promise<void>;
}

/** The organisation tree of the departments page; top-level departments start opened. */
export function useDepartTree(): DepartTree {
  const { message } = App.useApp();
  const [nodes, setNodes] = useState<DepartNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const latest = useRef(0);
  const keywordRef = useRef('');

  const load = useCallback(
    async (word: string, keepExpanded: boolean) => {
      const id = ++latest.current;
      keywordRef.current = word;
      setKeyword(word);
      setLoading(true);
      try {
        const res = word ? await searchDeparts(word) : await queryDepartTree();
        if (id !== latest.current) return;
        if (!res.success) {
          void message.warning(res.message);
          return;
        }
        setNodes(res.result);
        if (word) setExpandedKeys(branchKeys(res.result));
        else if (!keepExpanded) setExpandedKeys(res.result.map((n) => n.key));
      } catch {
        // The request client has already shown the failure.
      } finally {
        if (id === latest.current) setLoading(false);
      }
    },
    [message],
  );

  useEffect(() => {
    void load('', false);
  }, [load]);

  const search = useCallback((word: string) => load(word.trim(), false), [load]);
  const reload = useCallback(() => load(keywordRef.current, true), [load]);

  return { nodes, loading, keyword, expandedKeys, setExpandedKeys, search, reload };
}
