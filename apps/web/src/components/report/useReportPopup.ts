import type { ReportColumnsResult, ReportData } from '@hcs/shared';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getQueryInfo, getReportData, getRpColumns } from '../../api/onlineReport.ts';
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

/**
 * The report behind a popup (spec §7 "Online report"): its columns by code, then its query form by the
 * report's id, then pages of its rows. Loads while `open`; a query-info failure is shown as a warning.
 */
export function useReportPopup(
  open: boolean,
  code: string,
  param: Readonly<Record<string, string>> | undefined,
): ReportPopupState {
  const { message } = App.useApp();
  const [config, setConfig] = useState<ReportColumnsResult | null>(null);
  const [queryFields, setQueryFields] = useState<QueryField[]>([]);
  const [initialValues, setInitialValues] = useState<QueryValues>({});
  const [filters, setFilters] = useState<QueryValues>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(REPORT_PAGE_SIZE);
  const [sort, setSort] = useState<ReportSort | null>(null);
  const [data, setData] = useState<ReportData>(NO_DATA);
  const [loading, setLoading] = useState(false);
  // The caller may pass a new object each render: only its content counts.
  const paramKey = JSON.stringify(param ?? {});
  const stableParam = useMemo(() => JSON.parse(paramKey) as Record<string, string>, [paramKey]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    (async () => {
      const columns = await getRpColumns(code);
      if (!current) return;
      if (!columns.success) {
        void message.error(columns.message);
        setLoading(false);
        return;
      }
      const info = await getQueryInfo(columns.result.cgRpConfigId);
      if (!current) return;
      if (!info.success) void message.warning(info.message);
      const fields = info.success ? reportQueryFields(info.result) : [];
      const prefilled = prefilledValues(fields, stableParam);
      setQueryFields(fields);
      setInitialValues(prefilled);
      setFilters(prefilled);
      setConfig(columns.result);
    })().catch(() => {
      // The request client has already shown the failure.
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [open, code, stableParam, message]);

  useEffect(() => {
    if (!open || !config) return;
    let current = true;
    setLoading(true);
    getReportData(config.cgRpConfigId, {
      ...queryFilters(queryFields, filters),
      ...selfParams(stableParam),
      ...(sort ? { column: sort.column, order: sort.order } : {}),
      pageNo,
      pageSize,
    })
      .then((res) => {
        if (!current) return;
        if (res.success) setData(res.result);
        else void message.warning(res.message);
        setLoading(false);
      })
      .catch(() => {
        // The request client has already shown the failure.
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [open, config, queryFields, filters, stableParam, sort, pageNo, pageSize, message]);

  const search = useCallback((values: QueryValues) => {
    setFilters(values);
    setPageNo(1);
  }, []);

  const changePage = useCallback((nextPage: number, nextSize: number) => {
    setPageNo(nextPage);
    setPageSize(nextSize);
  }, []);

  const reset = useCallback(() => {
    setConfig(null);
    setData(NO_DATA);
    setFilters({});
    setSort(null);
    setPageNo(1);
    setPageSize(REPORT_PAGE_SIZE);
  }, []);

  return {
    config,
    queryFields,
    initialValues,
    data,
    loading,
    pageNo,
    pageSize,
    sort,
    search,
    changePage,
    changeSort: setSort,
    reset,
  };
}
