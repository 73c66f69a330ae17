import type { ListPageConfig } from '../../../components/list/index.ts';
import { DictStatusTag } from './DictStatusTag.tsx';
import { DICT_STATUS_DICT, DICT_URLS, type SysDict } from './dictApi.ts';

/** 字典管理's list: search by name and code, columns, advanced query and detail. */
export const dictListConfig: ListPageConfig<SysDict> = {
  title: '数据字典',
  urls: DICT_URLS,
  permissionPrefix: 'system:dict',
  // 编辑, 字典配置, 停用 and 删除 on one line.
  actionWidth: 230,
  queryFields: [
    { name: 'dictName', label: '字典名称', type: 'input' },
    { name: 'dictCode', label: '字典编码', type: 'input' },
    { name: 'status', label: '状态', type: 'dict', dictCode: DICT_STATUS_DICT, advanced: true },
  ],
  columns: [
    { title: '字典名称', dataIndex: 'dictName', sorter: true, width: 200 },
    { title: '字典编码', dataIndex: 'dictCode', sorter: true, width: 200 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 90,
      render: (_v, d) => <DictStatusTag dict={d} />,
    },
  ],
  superQueryFields: [
    { field: 'dictName', label: '字典名称', type: 'string' },
    { field: 'dictCode', label: '字典编码', type: 'string' },
    { field: 'description', label: '描述', type: 'string' },
    { field: 'status', label: '状态', type: 'dict', dictCode: DICT_STATUS_DICT },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'dictName', label: '字典名称' },
    { field: 'dictCode', label: '字典编码' },
    { field: 'description', label: '描述' },
    { field: 'status', label: '状态' },
    { field: 'createTime', label: '创建时间' },
  ],
};
