import type { ApiResult } from '@hcs/shared';
import { postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** 职务 as the list answers it (GET /sys/position/list). */
export interface Position {
  id: string;
  code: string;
  name: string;
  /** Dictionary position_rank: 1 员级 … 5 正高级. */
  postRank: string;
  postRank_dictText?: string;
  createTime?: string;
}

export interface PositionInput {
  code: string;
  name: string;
  postRank: string;
}

export const POSITION_URLS: ListUrls = {
  list: '/sys/position/list',
  delete: '/sys/position/delete',
  deleteBatch: '/sys/position/deleteBatch',
  exportXls: '/sys/position/exportXls',
  importExcel: '/sys/position/importExcel',
};

export function addPosition(input: PositionInput): Promise<ApiResult<null>> {
  return postAction<null>('/sys/position/add', input);
}

export function editPosition(input: PositionInput & { id: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/position/edit', input);
}
