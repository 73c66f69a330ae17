import type { ApiResult } from '@hcs/shared';
import { getAction, postAction, putAction } from '../../../api/request.ts';
import type { Audience, AudienceInput } from './types.ts';

/** The endpoints of 服务对象 (GET /wo/audience/list and the rest of /wo/audience). */
export const AUDIENCE_URLS = {
  list: '/wo/audience/list',
  delete: '/wo/audience/delete',
  deleteBatch: '/wo/audience/deleteBatch',
  exportXls: '/wo/audience/exportXls',
  importExcel: '/wo/audience/importExcel',
} as const;

/** The work orders of one audience come from the work-order list, filtered by audienceId. */
export const WORK_ORDER_LIST_URL = '/wo/workOrder/list';

export function addAudience(input: AudienceInput): Promise<ApiResult<string>> {
  return postAction<string>('/wo/audience/add', input);
}

export function editAudience(input: AudienceInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/wo/audience/edit', input);
}

export function audienceById(id: string): Promise<ApiResult<Audience>> {
  return getAction<Audience>('/wo/audience/queryById', { id });
}
