import type { ApiResult } from '@hcs/shared';
import { postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** 租户 as the list answers it (GET /sys/tenant/list). */
export interface Tenant {
  /** The tenant number: an integer the administrator chooses. */
  id: number;
  name: string;
  /** YYYY-MM-DD (or with a time), or null. */
  beginDate: string | null;
  endDate: string | null;
  /** Dictionary tenant_status: 1 正常, 0 冻结. */
  status: number;
  status_dictText?: string;
  createTime?: string | null;
}

export interface TenantInput {
  id: number;
  name: string;
  beginDate: string;
  endDate: string;
  status: number;
}

export const TENANT_STATUS_DICT = 'tenant_status';

export const TENANT_URLS: ListUrls = {
  list: '/sys/tenant/list',
  delete: '/sys/tenant/delete',
  deleteBatch: '/sys/tenant/deleteBatch',
  exportXls: '/sys/tenant/exportXls',
  importExcel: '/sys/tenant/importExcel',
};

export function addTenant(input: TenantInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/tenant/add', input);
}

export function editTenant(input: TenantInput): Promise<ApiResult<null>> {
  return putAction<null>('/sys/tenant/edit', input);
}
