import type { ApiResult } from '@hcs/shared';
import { getAction, postAction, putAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** A category row as rootList / childList answer it (reference §6 sys_category). */
export interface CategoryRow {
  id: string;
  pid: string;
  name: string;
  code: string;
  /** '1' when it has children. */
  hasChild: string | null;
  createTime?: string | null;
}

export const CATEGORY_URLS: ListUrls = {
  list: '/sys/category/rootList',
  delete: '/sys/category/delete',
  deleteBatch: '/sys/category/deleteBatch',
};

export function loadChildList(pid: string): Promise<ApiResult<CategoryRow[]>> {
  return getAction<CategoryRow[]>('/sys/category/childList', { pid });
}

/** A new category under `pid` (null: a root); the server gives its code. */
export function addCategory(input: {
  pid: string | null;
  name: string;
}): Promise<ApiResult<{ code: string }>> {
  return postAction<{ code: string }>('/sys/category/add', input);
}

export function editCategory(input: { id: string; name: string }): Promise<ApiResult<null>> {
  return putAction<null>('/sys/category/edit', input);
}
