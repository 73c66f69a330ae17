import type { DictOption, TreeDictNode } from '@hcs/shared';
import { getAction } from './request.ts';

/** A category row as loadOne answers it. */
export interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string | null;
}

/** The children of the category `pcode` ('0': the roots); the whole subtree, nested, unless `async`. */
export function loadCategoryRoot(pcode: string, async = true): Promise<TreeDictNode[]> {
  return getAction<TreeDictNode[]>('/sys/category/loadTreeRoot', { async, pcode });
}

export function loadCategoryChildren(pid: string): Promise<TreeDictNode[]> {
  return getAction<TreeDictNode[]>('/sys/category/loadTreeChildren', { pid });
}

export function loadCategoryOne(field: 'id' | 'code' | 'name', val: string): Promise<Category> {
  return getAction<Category>('/sys/category/loadOne', { field, val });
}

/** One level: children of `pid`, else of the category `pcode`; `condition` is a JSON object. */
export function loadCategoryTreeData(params: {
  pid?: string;
  pcode?: string;
  condition?: string;
}): Promise<TreeDictNode[]> {
  return getAction<TreeDictNode[]>('/sys/category/loadTreeData', params);
}

/** The names of the categories `ids`, in their order. */
export function loadCategoryNames(ids: readonly string[]): Promise<string[]> {
  return getAction<string[]>('/sys/category/loadDictItem', { ids: ids.join(','), delNotExist: 'false' });
}

/** `{value: id, text: name}` of every category whose code starts with `code`. */
export function loadAllCategories(code: string): Promise<DictOption[]> {
  return getAction<DictOption[]>('/sys/category/loadAllData', { code });
}
