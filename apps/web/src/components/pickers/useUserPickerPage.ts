import type { TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type PickerUser, queryUserComponentData } from '../../api/userPicker.ts';

export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE_OPTIONS = ['5', '10', '20', '30'];

export interface PickerFilters {
  realname?: string;
  username?: string;
}

export interface UserPickerPage {
  records: PickerUser[];
  total: number;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  /** Applies the filters from page 1. */
  search(filters: PickerFilters): void;
  onPageChange(pagination: TablePaginationConfig): void;
  /** Back to no filters and page 1, for the next opening. */
  reset(): void;
}

/** One page of GET /sys/user/queryUserComponentData, loaded while `active` (the dialog is open). */
export function useUserPickerPage(active: boolean, departId?: string): UserPickerPage {
  const [filters, setFilters] = useState<PickerFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PICKER_PAGE_SIZE);
  const [records, setRecords] = useState<PickerUser[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setLoading(true);
    queryUserComponentData({
      ...(filters.realname ? { realname: filters.realname } : {}),
      ...(filters.username ? { username: filters.username } : {}),
      ...(departId ? { departId } : {}),
      pageNo,
      pageSize,
    })
      .then((res) => {
        if (!current) return;
        if (res.success) {
          setRecords(res.result.records);
          setTotal(res.result.total);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [active, departId, filters, pageNo, pageSize]);

  const search = useCallback((next: PickerFilters) => {
    setFilters({ realname: next.realname?.trim(), username: next.username?.trim() });
    setPageNo(1);
  }, []);

  const onPageChange = useCallback((pagination: TablePaginationConfig) => {
    setPageNo(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? PICKER_PAGE_SIZE);
  }, []);

  const reset = useCallback(() => {
    setFilters({});
    setPageNo(1);
    setPageSize(PICKER_PAGE_SIZE);
  }, []);

  return { records, total, loading, pageNo, pageSize, search, onPageChange, reset };
}
