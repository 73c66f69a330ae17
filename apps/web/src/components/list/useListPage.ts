import type { TablePaginationConfig } from 'antd';
import { type Key, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  type ListQuery,
  PAGE_SIZE_OPTIONS,
  pageTotalText,
} from './listParams.ts';
import type {
  ListPageConfig,
  ListPageState,
  ListSort,
  QueryValues,
  SuperQueryCondition,
  SuperQueryMatchType,
} from './types.ts';
import { useListActions } from './useListActions.ts';
import { useListLoader } from './useListLoader.ts';

interface Page {
  pageNo: number;
  pageSize: number;
}

function sortOf(sorter: unknown, fallback: ListSort): ListSort {
  const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { order?: unknown; field?: unknown }
    | undefined;
  if (!single?.order) return fallback;
  const field = Array.isArray(single.field) ? single.field.join('.') : single.field;
  if (typeof field !== 'string' || field === '') return fallback;
  return { column: field, order: single.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * The state of one list page (spec §3 "List query state", §4 "List page"): query form values, sort
 * (createTime desc unless configured), paging, selection, the advanced query, delete and export.
 */
export function useListPage<T>(config: ListPageConfig<T>): ListPageState<T> {
  const configRef = useRef(config);
  configRef.current = config;
  const defaultSort = config.defaultSort ?? DEFAULT_SORT;

  const queryRef = useRef<ListQuery>({ values: {}, sort: defaultSort, superParams: [], matchType: 'and' });
  const pageRef = useRef<Page>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page>(pageRef.current);
  const [queryParam, setQueryValues] = useState<QueryValues>({});
  const [superState, setSuperState] = useState<{
    params: SuperQueryCondition[];
    matchType: SuperQueryMatchType;
  }>({
    params: [],
    matchType: 'and',
  });
  const [selectedRowKeys, setKeys] = useState<Key[]>([]);
  const [selectedRows, setRows] = useState<T[]>([]);
  const [detailRecord, setDetailRecord] = useState<T | null>(null);

  const { dataSource, total, loading, load } = useListLoader(configRef);

  const goTo = useCallback(
    (patch: Partial<Page>) => {
      pageRef.current = { ...pageRef.current, ...patch };
      setPage(pageRef.current);
      return load(queryRef.current, pageRef.current);
    },
    [load],
  );

  const reload = useCallback((toFirstPage = false) => goTo(toFirstPage ? { pageNo: 1 } : {}), [goTo]);

  const setSelectedRowKeys = useCallback((keys: Key[], rows?: T[]) => {
    setKeys(keys);
    setRows(rows ?? []);
  }, []);

  const setQueryParam = useCallback((values: QueryValues) => {
    queryRef.current = { ...queryRef.current, values };
    setQueryValues(values);
  }, []);

  const search = useCallback(() => {
    setSelectedRowKeys([]);
    return reload(true);
  }, [reload, setSelectedRowKeys]);

  const reset = useCallback(() => {
    queryRef.current = {
      ...queryRef.current,
      values: {},
      sort: configRef.current.defaultSort ?? DEFAULT_SORT,
    };
    setQueryValues({});
    setSelectedRowKeys([]);
    return reload(true);
  }, [reload, setSelectedRowKeys]);

  const applySuper = useCallback(
    (params: SuperQueryCondition[], matchType: SuperQueryMatchType) => {
      queryRef.current = { ...queryRef.current, superParams: params, matchType };
      setSuperState({ params, matchType });
      void reload(true);
    },
    [reload],
  );

  const onTableChange = useCallback<ListPageState<T>['onTableChange']>(
    (pagination, _filters, sorter) => {
      queryRef.current = {
        ...queryRef.current,
        sort: sortOf(sorter, configRef.current.defaultSort ?? DEFAULT_SORT),
      };
      const pageSize = pagination.pageSize ?? pageRef.current.pageSize;
      const pageNo = pageSize === pageRef.current.pageSize ? (pagination.current ?? 1) : 1;
      void goTo({ pageNo, pageSize });
    },
    [goTo],
  );

  const actions = useListActions({
    configRef,
    queryRef,
    pageRef,
    total,
    selectedRowKeys,
    clearSelection: () => setSelectedRowKeys([]),
    deselect: (keys) => {
      setKeys((current) => current.filter((k) => !keys.includes(k)));
      const rowKey = configRef.current.rowKey ?? 'id';
      setRows((current) => current.filter((r) => !keys.includes((r as Record<string, Key>)[rowKey] as Key)));
    },
    goTo,
  });

  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const extraKey = JSON.stringify(config.extraParams ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload from page 1 when the list url or the fixed parameters change
  useEffect(() => {
    setSelectedRowKeys([]);
    void reloadRef.current(true);
  }, [config.urls.list, extraKey, setSelectedRowKeys]);

  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: page.pageNo,
      pageSize: page.pageSize,
      total,
      pageSizeOptions: PAGE_SIZE_OPTIONS,
      showQuickJumper: true,
      showSizeChanger: true,
      showTotal: pageTotalText,
    }),
    [page, total],
  );

  return {
    config,
    dataSource,
    loading,
    pagination,
    onTableChange,
    reload,
    search,
    reset,
    queryParam,
    setQueryParam,
    selectedRowKeys,
    selectedRows,
    setSelectedRowKeys,
    ...actions,
    detailRecord,
    showDetail: setDetailRecord,
    closeDetail: () => setDetailRecord(null),
    superQuery: {
      active: superState.params.length > 0,
      params: superState.params,
      matchType: superState.matchType,
      apply: applySuper,
      clear: () => applySuper([], 'and'),
    },
  };
}
