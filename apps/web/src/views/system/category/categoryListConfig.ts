import type { ListPageConfig } from '../../../components/list/index.ts';
import { CATEGORY_URLS, type CategoryRow } from './categoryApi.ts';

/** 分类字典's list: the roots page by page; a name or code searches every level. */
export const categoryListConfig: ListPageConfig<CategoryRow> = {
  title: '分类字典',
  urls: CATEGORY_URLS,
  permissionPrefix: 'system:category',
  queryFields: [
    { name: 'name', label: '分类名称', type: 'input' },
    { name: 'code', label: '分类编码', type: 'input', match: 'eq', placeholder: '编码开头，如 A01' },
  ],
  columns: [
    { title: '分类名称', dataIndex: 'name', width: 260 },
    { title: '分类编码', dataIndex: 'code', width: 200 },
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
  ],
  defaultSort: { column: 'code', order: 'asc' },
};
