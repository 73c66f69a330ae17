import type { TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_SORT, pageTotalText } from '../list/listParams.ts';
import type { ListPageConfig, QueryValues } from '../list/types.ts';
import { useListLoader } from '../list/useListLoader.ts';
import type { RecordPickerConfig } from './types.ts';

/** Spec §9: the selection dialog pages by 5, with 5/10/20/30 to choose from. */
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE_OPTIONS = ['5', '10', '20', '30'];

export type PickerParams = Record<string, string | undefined>;

export interface PickerList<T> {
  records: T[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onPageChange(pagination: TablePaginationConfig): void;
  /** Applies the query form from page 1 (查询; 重置 passes no values). */
  search(values: QueryValues): void;
}

/**
 * The pages of a picker's list, on the list mechanism's loader (query conventions, newest answer wins,
 * refusals shown). It loads when mounted — the dialog's body mounts at each opening — and again when the
 * query, the page or the fixed parameters (e.g. the department of the user-by-department dialog) change.
 */
export function usePickerList<T extends object>(
  config: RecordPickerConfig<T>,
  extraParams: PickerParams = {},
): PickerList<T> {
  const extraKey = JSON.stringify(extraParams);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fixed parameters are compared by value
  const listConfig = useMemo<ListPageConfig<T>>(
    () => ({
      title: config.name,
      urls: { list: config.listUrl },
      columns: config.columns,
      queryFields: config.queryFields,
      extraParams,
    }),
    [config, extraKey],
  );
  const configRef = useRef(listConfig);
  configRef.current = listConfig;
  const { dataSource, total, loading, load } = useListLoader(configRef);
  const [values, setValues] = useState<QueryValues>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: PICKER_PAGE_SIZE });
  const sort = config.defaultSort ?? DEFAULT_SORT;

  // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the list config through its ref; a new config (other fixed parameters) loads again
  useEffect(() => {
    void load({ values, sort, superParams: [], matchType: 'and' }, page);
  }, [load, values, sort, page, listConfig]);

  const search = useCallback((next: QueryValues) => {
    setValues(next);
    setPage((p) => ({ ...p, pageNo: 1 }));
  }, []);

  const onPageChange = useCallback((pagination: TablePaginationConfig) => {
    setPage((p) => {
      const pageSize = pagination.pageSize ?? p.pageSize;
      return { pageSize, pageNo: pageSize === p.pageSize ? (pagination.current ?? 1) : 1 };
    });
  }, []);

  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: page.pageNo,
      pageSize: page.pageSize,
      total,
      pageSizeOptions: PICKER_PAGE_SIZE_OPTIONS,
      showSizeChanger: true,
      showQuickJumper: true,
      showTotal: pageTotalText,
      size: 'small',
    }),
    [page, total],
  );

  return { records: dataSource, loading, pagination, onPageChange, search };
}
