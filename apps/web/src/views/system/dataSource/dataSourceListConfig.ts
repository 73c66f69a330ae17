import type { ListPageConfig } from '../../../components/list/index.ts';
import { DATA_SOURCE_URLS, type DataSource, DB_TYPE_DICT } from './dataSourceApi.ts';

/** 多数据源's list: query form, columns, advanced query and detail. */
export const dataSourceListConfig: ListPageConfig<DataSource> = {
  title: '多数据源',
  urls: DATA_SOURCE_URLS,
  permissionPrefix: 'system:dataSource',
  queryFields: [
    { name: 'code', label: '数据源编码', type: 'input' },
    { name: 'name', label: '数据源名称', type: 'input' },
    { name: 'dbType', label: '数据库类型', type: 'dict', dictCode: DB_TYPE_DICT },
  ],
  columns: [
    { title: '数据源编码', dataIndex: 'code', sorter: true, width: 160 },
    { title: '数据源名称', dataIndex: 'name', sorter: true, width: 160 },
    {
      title: '数据库类型',
      dataIndex: 'dbType',
      sorter: true,
      width: 140,
      render: (_v, d) => d.dbType_dictText ?? d.dbType,
    },
    {
      title: '地址',
      dataIndex: 'host',
      width: 180,
      render: (_v, d) => (d.host ? `${d.host}${d.port ? `:${d.port}` : ''}` : '—'),
    },
    { title: '数据库名', dataIndex: 'dbName', ellipsis: true },
  ],
  superQueryFields: [
    { field: 'code', label: '数据源编码', type: 'string' },
    { field: 'name', label: '数据源名称', type: 'string' },
    { field: 'dbType', label: '数据库类型', type: 'dict', dictCode: DB_TYPE_DICT },
    { field: 'host', label: '主机', type: 'string' },
    { field: 'dbName', label: '数据库名', type: 'string' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'code', label: '数据源编码' },
    { field: 'name', label: '数据源名称' },
    { field: 'dbType', label: '数据库类型' },
    { field: 'host', label: '主机' },
    { field: 'port', label: '端口' },
    { field: 'dbName', label: '数据库名' },
    { field: 'dbUsername', label: '用户名' },
    { field: 'remark', label: '备注' },
    { field: 'createTime', label: '创建时间' },
  ],
};
