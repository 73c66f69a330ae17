import type { ListPageConfig } from '../../../components/list/index.ts';
import { POSITION_URLS, type Position } from './positionApi.ts';

export const POSITION_RANK_DICT = 'position_rank';

/** 职务管理's list: query form, columns, advanced query and detail. */
export const positionListConfig: ListPageConfig<Position> = {
  title: '职务',
  urls: POSITION_URLS,
  permissionPrefix: 'system:position',
  queryFields: [
    { name: 'code', label: '职务编码', type: 'input' },
    { name: 'name', label: '职务名称', type: 'input' },
    { name: 'postRank', label: '职级', type: 'dict', dictCode: POSITION_RANK_DICT },
  ],
  columns: [
    { title: '职务编码', dataIndex: 'code', sorter: true, width: 180 },
    { title: '职务名称', dataIndex: 'name', sorter: true, width: 200 },
    {
      title: '职级',
      dataIndex: 'postRank',
      sorter: true,
      width: 120,
      render: (_v, p) => p.postRank_dictText ?? p.postRank,
    },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 180 },
  ],
  superQueryFields: [
    { field: 'code', label: '职务编码', type: 'string' },
    { field: 'name', label: '职务名称', type: 'string' },
    { field: 'postRank', label: '职级', type: 'dict', dictCode: POSITION_RANK_DICT },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'code', label: '职务编码' },
    { field: 'name', label: '职务名称' },
    { field: 'postRank', label: '职级' },
    { field: 'createTime', label: '创建时间' },
  ],
};
