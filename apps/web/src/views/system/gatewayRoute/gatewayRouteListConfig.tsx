import { Tag } from 'antd';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { GATEWAY_ROUTE_URLS, type GatewayRoute } from './gatewayRouteApi.ts';
import './gatewayRoute.css';

const GATEWAY_STATUS_DICT = 'gateway_status';
const yesNo = (v: number) => (v === 1 ? '是' : '否');

/** 网关路由's list: query form, columns, advanced query and detail. */
export const gatewayRouteListConfig: ListPageConfig<GatewayRoute> = {
  title: '网关路由',
  urls: GATEWAY_ROUTE_URLS,
  permissionPrefix: 'system:gatewayRoute',
  queryFields: [
    { name: 'name', label: '路由名称', type: 'input' },
    { name: 'pathPrefix', label: '路径前缀', type: 'input' },
    { name: 'status', label: '状态', type: 'dict', dictCode: GATEWAY_STATUS_DICT },
  ],
  columns: [
    { title: '路由名称', dataIndex: 'name', sorter: true, width: 150 },
    { title: '路径前缀', dataIndex: 'pathPrefix', sorter: true, width: 180 },
    { title: '上游地址', dataIndex: 'uri', ellipsis: true },
    { title: '去除前缀', dataIndex: 'stripPrefix', width: 90, render: (v: number) => yesNo(v) },
    { title: '公开访问', dataIndex: 'isPublic', width: 90, render: (v: number) => yesNo(v) },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 80,
      render: (v: number) => (v === 1 ? <Tag className="hcs-gateway-tag--on">启用</Tag> : <Tag>禁用</Tag>),
    },
  ],
  superQueryFields: [
    { field: 'name', label: '路由名称', type: 'string' },
    { field: 'pathPrefix', label: '路径前缀', type: 'string' },
    { field: 'uri', label: '上游地址', type: 'string' },
    { field: 'stripPrefix', label: '去除前缀', type: 'dict', dictCode: 'yn' },
    { field: 'isPublic', label: '公开访问', type: 'dict', dictCode: 'yn' },
    { field: 'status', label: '状态', type: 'dict', dictCode: GATEWAY_STATUS_DICT },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'name', label: '路由名称' },
    { field: 'pathPrefix', label: '路径前缀' },
    { field: 'uri', label: '上游地址' },
    { field: 'stripPrefix', label: '去除前缀' },
    { field: 'isPublic', label: '公开访问' },
    { field: 'status', label: '状态' },
    { field: 'remark', label: '备注' },
    { field: 'createTime', label: '创建时间' },
  ],
};
