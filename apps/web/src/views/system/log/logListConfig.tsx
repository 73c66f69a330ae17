import { Tag } from 'antd';
import type { ListPageConfig, QueryField } from '../../../components/list/index.ts';
import { LOG_URLS, type LogType, type SysLog } from './logApi.ts';

const queryFields: QueryField[] = [
  {
    name: 'keyWord',
    label: '搜索日志',
    type: 'input',
    match: 'eq',
    placeholder: '日志内容、操作人或请求路径',
  },
  { name: 'username', label: '操作人', type: 'input' },
  { name: 'createTime', label: '创建时间', type: 'dateRange' },
];

const LOGIN_TAG: Record<string, string> = { 登录成功: 'success', 登录失败: 'failure', 退出登录: 'logout' };

const loginColumns: ListPageConfig<SysLog>['columns'] = [
  { title: '日志内容', dataIndex: 'logContent', width: 240, ellipsis: true },
  { title: '操作人', dataIndex: 'username', width: 140, sorter: true },
  { title: 'IP', dataIndex: 'ip', width: 140 },
  {
    title: '事件',
    dataIndex: 'operateTypeText',
    width: 110,
    render: (_v, log) => (
      <Tag className={`hcs-log-event--${LOGIN_TAG[log.operateTypeText] ?? 'logout'}`}>
        {log.operateTypeText}
      </Tag>
    ),
  },
  { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
];

const operationColumns: ListPageConfig<SysLog>['columns'] = [
  { title: '日志内容', dataIndex: 'logContent', width: 200, ellipsis: true },
  { title: '操作类型', dataIndex: 'operateTypeText', width: 96 },
  { title: '操作人', dataIndex: 'username', width: 110, sorter: true },
  {
    title: '耗时',
    dataIndex: 'costTime',
    width: 100,
    sorter: true,
    render: (_v, log) => (log.costTime === null ? '' : `${log.costTime} 毫秒`),
  },
  { title: 'IP', dataIndex: 'ip', width: 120 },
  { title: '请求方式', dataIndex: 'requestType', width: 90 },
  { title: '请求路径', dataIndex: 'requestUrl', width: 220, ellipsis: true },
  { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
];

const config = (logType: LogType, title: string, columns: ListPageConfig<SysLog>['columns']) =>
  ({
    title,
    urls: LOG_URLS,
    permissionPrefix: 'system:log',
    extraParams: { logType },
    // The browser saves a large log export itself, without holding it in the page's memory first.
    exportMode: 'redirect',
    queryFields,
    columns,
  }) satisfies ListPageConfig<SysLog>;

/** The two tabs of 日志管理: the same list, one per log type. */
export const LOG_LIST_CONFIGS: Record<LogType, ListPageConfig<SysLog>> = {
  1: config(1, '登录日志', loginColumns),
  2: config(2, '操作日志', operationColumns),
};
