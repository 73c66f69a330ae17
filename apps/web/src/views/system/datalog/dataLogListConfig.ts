import type { ListPageConfig, OptionItem } from '../../../components/list/index.ts';
import { DATA_LOG_URLS, type DataLogVersion } from './dataLogApi.ts';

/** 数据日志's list: every stored version, newest first, by table and record. */
export function dataLogListConfig(tables: OptionItem[]): ListPageConfig<DataLogVersion> {
  return {
    title: '数据日志',
    urls: DATA_LOG_URLS,
    permissionPrefix: 'system:dataLog',
    queryFields: [
      { name: 'dataTable', label: '表名', type: 'select', options: tables },
      { name: 'dataId', label: '数据ID', type: 'input', match: 'eq' },
      { name: 'createBy', label: '创建人', type: 'input' },
    ],
    columns: [
      {
        title: '表名',
        dataIndex: 'dataTable',
        width: 160,
        sorter: true,
        render: (_v, row) => row.dataTable_dictText ?? row.dataTable,
      },
      { title: '数据ID', dataIndex: 'dataId', width: 260 },
      { title: '版本号', dataIndex: 'dataVersion', width: 100, sorter: true },
      { title: '创建人', dataIndex: 'createBy', width: 120 },
      { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    ],
  };
}
