import type { ReportColumnsResult, ReportData } from '@hcs/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { getQueryInfo, getReportData, getRpColumns } from '../../api/onlineReport.ts';
import { Refusal } from '../../api/refusal.ts';
import { useApiQuery } from '../../utils/serverState.ts';
import { queryFilters } from '../list/listParams.ts';
import type { QueryField, QueryValues } from '../list/types.ts';
import { prefilledValues, reportQueryFields, selfParams } from './reportQueryFields.ts';

export const REPORT_PAGE_SIZE = 10;

export interface ReportSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface ReportPopupState {
  config: ReportColumnsResult | null;
  queryFields: QueryField[];
  /** The query form's values when the popup opened (from `param`). */
  initialValues: QueryValues;
  data: ReportData;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  sort: ReportSort | null;
  /** Applies the form's values from page 1. */
  search(values: QueryValues): void;
  changePage(pageNo: number, pageSize: number): void;
  changeSort(sort: ReportSort | null): void;
  /** Back to no filters, page 1, no sort, for the next opening. */
  reset(): void;
}

const NO_DATA: ReportData = { records: [], total: 0 };
const NO_FIELDS: QueryField[] = [];

/**
 * The report behind a popup (spec §7 "Online report"): its columns by code, then its query form by the
 * report's id, then pages of its rows. Loads while `open`; a query-info failure is shown as a warning.
 * The report API keeps its answers 30 s itself (spec §9); the queries add one answer per question.
 */
export function useReportPopup(
  open: boolean,
  code: string,
  param: Readonly<Record<string, string>> | undefined,
): ReportPopupState {
  const { message } = App.useApp();
  const [searched, setSearched] = useState<QueryValues | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(REPORT_PAGE_SIZE);
  const [sort, setSort] = useState<ReportSort | null>(null);
  // The caller may pass a new object each render: only its content counts.
  const paramKey = JSON.stringify(param ?? {});
  const stableParam = useMemo(() => JSON.parse(paramKey) as Record<string, string>, [paramKey]);

  const setup = useQuery({
    queryKey: ['reportPopup', code],
    enabled: open,
    queryFn: async () => {
      const columns = await getRpColumns(code).catch((error: unknown) => {
        if (error instanceof Refusal) void message.error(error.message);
        throw error;
      });
      // Without its query form the report still shows, unfiltered.
      const fields = await getQueryInfo(columns.cgRpConfigId).then(reportQueryFields, (error: unknown) => {
        if (!(error instanceof Refusal)) throw error;
        void message.warning(error.message);
        return NO_FIELDS;
      });
      return { config: columns, fields };
    },
  });
  const config = setup.data?.config ?? null;
  const queryFields = setup.data?.fields ?? NO_FIELDS;
  const initialValues = useMemo(() => prefilledValues(queryFields, stableParam), [queryFields, stableParam]);
  const filters = searched ?? initialValues;

  const params = {
    ...queryFilters(queryFields, filters),
    ...selfParams(stableParam),
    ...(sort ? { column: sort.column, order: sort.order } : {}),
    pageNo,
    pageSize,
  };
  const page = useApiQuery({
    queryKey: ['reportData', config?.cgRpConfigId, params],
    load: () => getReportData(config?.cgRpConfigId ?? '', params),
    enabled: open && config !== null,
    placeholderData: keepPreviousData,
    onRefusal: (text) => void message.warning(text),
  });

  const search = useCallback((values: QueryValues) => {
    setSearched(values);
    setPageNo(1);
  }, []);

  const changePage = useCallback((nextPage: number, nextSize: number) => {
    setPageNo(nextPage);
    setPageSize(nextSize);
  }, []);

  const reset = useCallback(() => {
    setSearched(null);
    setSort(null);
    setPageNo(1);
    setPageSize(REPORT_PAGE_SIZE);
  }, []);

  return {
    config,
    queryFields,
    initialValues,
    data: page.data ?? NO_DATA,
    loading: setup.isFetching || page.isFetching,
    pageNo,
    pageSize,
    sort,
    search,
    changePage,
    changeSort: setSort,
    reset,
  };
}
