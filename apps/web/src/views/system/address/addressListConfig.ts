import type { ListPageConfig } from '../../../components/list/index.ts';
import { ADDRESS_URLS, type AddressEntry } from './addressApi.ts';

/**
 * 通讯录's list for one department and its sub-departments (orgCode), or everyone (undefined). No
 * permission prefix: whoever sees the page (system:address:list) may export it.
 */
export function addressListConfig(orgCode: string | undefined): ListPageConfig<AddressEntry> {
  return {
    title: '通讯录',
    urls: ADDRESS_URLS,
    extraParams: { orgCode },
    defaultSort: { column: 'realname', order: 'asc' },
    queryFields: [
      { name: 'realname', label: '姓名', type: 'input' },
      { name: 'workNo', label: '工号', type: 'input' },
    ],
    columns: [
      { title: '姓名', dataIndex: 'realname', sorter: true, width: 110 },
      { title: '工号', dataIndex: 'workNo', sorter: true, width: 100 },
      { title: '部门', dataIndex: 'departName', width: 140, ellipsis: true },
      { title: '职务', dataIndex: 'position', width: 120 },
      { title: '手机', dataIndex: 'phone', width: 130 },
      { title: '邮箱', dataIndex: 'email', width: 180 },
      { title: '座机', dataIndex: 'telephone', width: 130 },
    ],
    detailFields: [
      { field: 'realname', label: '姓名' },
      { field: 'username', label: '用户账号' },
      { field: 'workNo', label: '工号' },
      { field: 'departName', label: '部门' },
      { field: 'position', label: '职务' },
      { field: 'phone', label: '手机' },
      { field: 'email', label: '邮箱' },
      { field: 'telephone', label: '座机' },
    ],
  };
}
