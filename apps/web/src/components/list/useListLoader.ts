import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction } from '../../api/request.ts';
import { type ListQuery, queryParams } from './listParams.ts';
import type { ListPageConfig } from './types.ts';

interface Page {
  pageNo: number;
  pageSize: number;
}

interface ListResult<T> {
  records?: T[];
  total?: number;
}

function recordsOf<T>(result: ListResult<T> | T[] | null | undefined): { records: T[]; total: number } {
  if (Array.isArray(result)) return { records: result, total: result.length };
  const records = result?.records ?? [];
  return { records, total: result?.total ?? records.length };
}

/**
 * Loads one page of the list (spec §7 "Grid and list"): only the newest answer is kept, and an
 * answer arriving after unmount is dropped.
 */
export function useListLoader<T>(configRef: { current: ListPageConfig<T> }) {
  const { message } = App.useApp();
  const [dataSource, setDataSource] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  useEffect(
    () => () => {
      latest.current++;
    },
    [],
  );

  const load = useCallback(
    async (query: ListQuery, page: Page): Promise<void> => {
      const config = configRef.current;
      if (!config.urls.list) {
        void message.error('请设置url.list属性!');
        return;
      }
      const id = ++latest.current;
      setLoading(true);
      try {
        const res = await getAction<ListResult<T> | T[]>(config.urls.list, {
          ...queryParams(config, query),
          pageNo: page.pageNo,
          pageSize: page.pageSize,
        });
        if (id !== latest.current) return;
        if (res.success) {
          const { records, total: count } = recordsOf(res.result);
          setDataSource(records);
          setTotal(count);
        } else if (res.message) {
          // Code 510 is the spec's case; any other refusal is shown the same way.
          void message.warning(res.message);
        }
      } catch {
        // The request client has already shown the failure.
      } finally {
        if (id === latest.current) setLoading(false);
      }
    },
    [configRef, message],
  );

  return { dataSource, total, setTotal, loading, load };
}
