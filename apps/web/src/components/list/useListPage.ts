import type { TablePaginationConfig } from 'antd';
import { type Key, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { namedPageItems } from '../table/namedPageItems.ts';
import {
  DEFAULT_SORT,
  type ListQuery,
  PAGE_SIZE_OPTIONS,
  pageTotalText,
  UNPAGED_PAGE_SIZE,
} from './listParams.ts';
import type { ListPaging, ListState } from './listUrlState.ts';
import type {
  ListPageConfig,
  ListPageState,
  ListSort,
  QueryValues,
  SuperQueryCondition,
  SuperQueryMatchType,
} from './types.ts';
import { useListActions } from './useListActions.ts';
import { type LoadOptions, useListLoader } from './useListLoader.ts';
import { type CommitOptions, useListState } from './useListState.ts';

function sortOf(sorter: unknown, fallback: ListSort): ListSort {
  const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { order?: unknown; field?: unknown }
    | undefined;
  if (!single?.order) return fallback;
  const field = Array.isArray(single.field) ? single.field.join('.') : single.field;
  if (typeof field !== 'string' || field === '') return fallback;
  return { column: field, order: single.order === 'ascend' ? 'asc' : 'desc' };
}

export interface UseListPageOptions {
  /**
   * For a route's main list only: its page, page size, sort, query form and advanced query live in
   * the URL's search params, so a refresh, the back button or a shared link shows the same list.
   * Lists in dialogs, drawers and tabs of a page keep their state to themselves.
   */
  urlState?: boolean;
}

/** Where the list goes next: a patch of its state, and how. */
interface Move extends CommitOptions, LoadOptions {
  query?: Partial<ListQuery>;
  page?: Partial<ListPaging>;
}

/**
 * The state of one list page (spec §3 "List query state", §4 "List page"): query form values, sort
 * (createTime desc unless configured), paging, selection, the advanced query, delete and export.
 * The query form's values are the form's until a move (查询, paging, sorting, a reload) applies them.
 */
export function useListPage<T>(
  config: ListPageConfig<T>,
  options: UseListPageOptions = {},
): ListPageState<T> {
  const configRef = useRef(config);
  configRef.current = config;

  const { state: applied, commit } = useListState(config, options.urlState === true);
  // The state the next move starts from: what was committed last, before the render that shows it.
  const appliedRef = useRef(applied);
  appliedRef.current = applied;

  const [queryParam, setQueryValues] = useState<QueryValues>(applied.query.values);
  const formRef = useRef(queryParam);
  /** The query values this list applied last itself. */
  const ownValuesKey = useRef(JSON.stringify(applied.query.values));
  const [selectedRowKeys, setKeys] = useState<Key[]>([]);
  const [selectedRows, setRows] = useState<T[]>([]);
  const [detailRecord, setDetailRecord] = useState<T | null>(null);

  // The list url or the fixed parameters changed (another department chosen): back to page 1, without
  // loading the old page of the new list first.
  const listKey = `${config.urls.list}\n${JSON.stringify(config.extraParams ?? {})}`;
  const [settledKey, setSettledKey] = useState(listKey);
  const moving = settledKey !== listKey;

  const { dataSource, total, loading, load } = useListLoader(config, applied, moving);

  const move = useCallback(
    (to: Move): Promise<void> => {
      const from = appliedRef.current;
      const next: ListState = {
        query: { ...from.query, values: formRef.current, ...to.query },
        page: { ...from.page, ...to.page },
      };
      appliedRef.current = next;
      ownValuesKey.current = JSON.stringify(next.query.values);
      commit(next, { replace: to.replace });
      return load(next, { fresh: to.fresh });
    },
    [commit, load],
  );

  // The applied query changed under the form (the back button, a link): the form shows it. The list's
  // own moves are not copied back: their URL lands a moment later, and what was typed since stays.
  const valuesKey = JSON.stringify(applied.query.values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by value
  useLayoutEffect(() => {
    if (valuesKey === ownValuesKey.current) return;
    ownValuesKey.current = valuesKey;
    formRef.current = applied.query.values;
    setQueryValues(applied.query.values);
  }, [valuesKey]);

  const reload = useCallback(
    (toFirstPage = false) => move({ page: toFirstPage ? { pageNo: 1 } : {}, fresh: true, replace: true }),
    [move],
  );

  const setSelectedRowKeys = useCallback((keys: Key[], rows?: T[]) => {
    setKeys(keys);
    setRows(rows ?? []);
  }, []);

  const setQueryParam = useCallback((values: QueryValues) => {
    formRef.current = values;
    setQueryValues(values);
  }, []);

  const search = useCallback(() => {
    setSelectedRowKeys([]);
    return move({ page: { pageNo: 1 } });
  }, [move, setSelectedRowKeys]);

  const reset = useCallback(() => {
    formRef.current = {};
    setQueryValues({});
    setSelectedRowKeys([]);
    return move({ query: { sort: configRef.current.defaultSort ?? DEFAULT_SORT }, page: { pageNo: 1 } });
  }, [move, setSelectedRowKeys]);

  const applySuper = useCallback(
    (params: SuperQueryCondition[], matchType: SuperQueryMatchType) =>
      void move({ query: { superParams: params, matchType }, page: { pageNo: 1 } }),
    [move],
  );

  const onTableChange = useCallback<ListPageState<T>['onTableChange']>(
    (pagination, _filters, sorter) => {
      const sort = sortOf(sorter, configRef.current.defaultSort ?? DEFAULT_SORT);
      const { pageSize: size } = appliedRef.current.page;
      // An unpaged list's pager moves through pages of every record; its size is not the list's own.
      const pageSize = configRef.current.unpaged ? size : (pagination.pageSize ?? size);
      const pageNo = pageSize === size ? (pagination.current ?? 1) : 1;
      void move({ query: { sort }, page: { pageNo, pageSize } });
    },
    [move],
  );

  const currentQuery = useCallback(() => ({ ...appliedRef.current.query, values: formRef.current }), []);
  const currentPage = useCallback(() => appliedRef.current.page, []);
  const showPage = useCallback(
    (pageNo: number) => move({ page: { pageNo }, fresh: true, replace: true }),
    [move],
  );
  const actions = useListActions({
    configRef,
    currentQuery,
    currentPage,
    total,
    selectedRowKeys,
    clearSelection: () => setSelectedRowKeys([]),
    deselect: (keys) => {
      setKeys((current) => current.filter((k) => !keys.includes(k)));
      const rowKey = configRef.current.rowKey ?? 'id';
      setRows((current) => current.filter((r) => !keys.includes((r as Record<string, Key>)[rowKey] as Key)));
    },
    showPage,
  });

  const moveRef = useRef(move);
  moveRef.current = move;
  useEffect(() => {
    if (!moving) return;
    setSettledKey(listKey);
    setSelectedRowKeys([]);
    void moveRef.current({ page: { pageNo: 1 }, replace: true });
  }, [moving, listKey, setSelectedRowKeys]);

  // A page past the last one (an old link, rows deleted elsewhere) shows the last page instead.
  const { pageNo, pageSize } = applied.page;
  const lastPage = Math.max(1, Math.ceil(total / (config.unpaged ? UNPAGED_PAGE_SIZE : pageSize)));
  const pastTheEnd = !loading && dataSource.length === 0 && total > 0 && pageNo > lastPage;
  useEffect(() => {
    if (pastTheEnd) void moveRef.current({ page: { pageNo: lastPage }, replace: true });
  }, [pastTheEnd, lastPage]);

  const unpaged = config.unpaged === true;
  const pagination = useMemo<TablePaginationConfig | false>(() => {
    if (unpaged) {
      // Every record on one page; a pager of such pages only when the server holds more than one.
      if (total <= UNPAGED_PAGE_SIZE) return false;
      return {
        itemRender: namedPageItems,
        current: pageNo,
        pageSize: UNPAGED_PAGE_SIZE,
        total,
        showTotal: pageTotalText,
      };
    }
    return {
      current: pageNo,
      itemRender: namedPageItems,
      pageSize,
      total,
      pageSizeOptions: PAGE_SIZE_OPTIONS,
      showQuickJumper: true,
      showSizeChanger: true,
      showTotal: pageTotalText,
    };
  }, [pageNo, pageSize, total, unpaged]);

  const superState = applied.query;
  return {
    config,
    dataSource,
    loading,
    pagination,
    sort: applied.query.sort,
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
      active: superState.superParams.length > 0,
      params: superState.superParams,
      matchType: superState.matchType,
      apply: applySuper,
      clear: () => applySuper([], 'and'),
    },
  };
}
