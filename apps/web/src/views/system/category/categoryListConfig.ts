import { categoryResource } from '@hcs/shared';
import type { ListPageConfig } from '../../../components/list/index.ts';
import type { CategoryRow } from './categoryApi.ts';

const { fields } = categoryResource;

/** A column of the tree table (not sortable: the tree is in code order). */
const column = (name: 'name' | 'code' | 'createTime') => ({
  title: fields[name].label,
  dataIndex: name,
  width: fields[name].list.width,
});

/** 分类字典's list: the roots page by page; a name or code searches every level. */
export const categoryListConfig: ListPageConfig<CategoryRow> = {
  title: categoryResource.title,
  urls: {
    list: `${categoryResource.path}/rootList`,
    delete: `${categoryResource.path}/delete`,
    deleteBatch: `${categoryResource.path}/deleteBatch`,
  },
  permissionPrefix: categoryResource.permissionPrefix,
  queryFields: [
    { name: 'name', label: fields.name.label, type: 'input' },
    // rootList takes the code as the start of the codes it matches.
    { name: 'code', label: fields.code.label, type: 'input', match: 'eq', placeholder: '编码开头，如 A01' },
  ],
  columns: [column('name'), column('code'), column('createTime')],
  defaultSort: { column: categoryResource.defaultSort, order: 'asc' },
};
