import type { TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_SORT, pageTotalText } from '../list/listParams.ts';
import type { ListState } from '../list/listUrlState.ts';
import type { ListPageConfig, QueryValues } from '../list/types.ts';
import { useListLoader } from '../list/useListLoader.ts';
import { namedPageItems } from '../table/namedPageItems.ts';
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
 * The pages of a picker's list, on the list mechanism's loader (query conventions, cached pages, newest
 * answer wins, refusals shown). It loads when mounted — the dialog's body mounts at each opening, and a
 * page loaded in the last few seconds shows from the cache — at each 查询 and page change, and when the
 * fixed parameters (e.g. the department of the user-by-department dialog) change. Never in the URL.
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
  const [state, setState] = useState<ListState>(() => ({
    query: { values: {}, sort: config.defaultSort ?? DEFAULT_SORT, superParams: [], matchType: 'and' },
    page: { pageNo: 1, pageSize: PICKER_PAGE_SIZE },
  }));
  const stateRef = useRef(state);
  stateRef.current = state;
  const { dataSource, total, loading, load } = useListLoader(listConfig, state);
  const { page } = state;

  const go = useCallback(
    (next: ListState) => {
      stateRef.current = next;
      setState(next);
      void load(next);
    },
    [load],
  );

  const search = useCallback(
    (values: QueryValues) => {
      const s = stateRef.current;
      go({ query: { ...s.query, values }, page: { ...s.page, pageNo: 1 } });
    },
    [go],
  );

  const onPageChange = useCallback(
    (pagination: TablePaginationConfig) => {
      const s = stateRef.current;
      const pageSize = pagination.pageSize ?? s.page.pageSize;
      const pageNo = pageSize === s.page.pageSize ? (pagination.current ?? 1) : 1;
      go({ ...s, page: { pageSize, pageNo } });
    },
    [go],
  );

  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: page.pageNo,
      itemRender: namedPageItems,
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
