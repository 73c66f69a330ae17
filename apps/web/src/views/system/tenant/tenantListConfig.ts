import type { ListPageConfig } from '../../../components/list/index.ts';
import { TENANT_STATUS_DICT, TENANT_URLS, type Tenant } from './tenantApi.ts';

/** 租户管理's list: query form, columns, advanced query and detail. */
export const tenantListConfig: ListPageConfig<Tenant> = {
  title: '租户',
  urls: TENANT_URLS,
  permissionPrefix: 'system:tenant',
  queryFields: [
    { name: 'name', label: '租户名称', type: 'input' },
    { name: 'id', label: '租户编号', type: 'number' },
    { name: 'status', label: '状态', type: 'dict', dictCode: TENANT_STATUS_DICT },
  ],
  columns: [
    { title: '租户名称', dataIndex: 'name', sorter: true, width: 220 },
    { title: '租户编号', dataIndex: 'id', sorter: true, width: 120 },
    { title: '开始时间', dataIndex: 'beginDate', sorter: true, width: 160 },
    { title: '结束时间', dataIndex: 'endDate', sorter: true, width: 160 },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (_v, t) => t.status_dictText ?? String(t.status),
    },
  ],
  superQueryFields: [
    { field: 'name', label: '租户名称', type: 'string' },
    { field: 'id', label: '租户编号', type: 'number' },
    { field: 'beginDate', label: '开始时间', type: 'date' },
    { field: 'endDate', label: '结束时间', type: 'date' },
    { field: 'status', label: '状态', type: 'dict', dictCode: TENANT_STATUS_DICT },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'id', label: '租户编号' },
    { field: 'name', label: '租户名称' },
    { field: 'beginDate', label: '开始时间' },
    { field: 'endDate', label: '结束时间' },
    { field: 'status', label: '状态' },
    { field: 'createTime', label: '创建时间' },
  ],
};
