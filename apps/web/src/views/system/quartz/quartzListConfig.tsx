import type { ListPageConfig } from '../../../components/list/index.ts';
import { QuartzStatusTag } from './QuartzStatusTag.tsx';
import { QUARTZ_STATUS_DICT, QUARTZ_URLS, type QuartzJob } from './quartzApi.ts';

/** 定时任务's list: search by handler and status, columns, advanced query and detail. */
export const quartzListConfig: ListPageConfig<QuartzJob> = {
  title: '定时任务',
  urls: QUARTZ_URLS,
  permissionPrefix: 'system:quartzJob',
  queryFields: [
    { name: 'jobClassName', label: '任务类名', type: 'input' },
    { name: 'status', label: '任务状态', type: 'dict', dictCode: QUARTZ_STATUS_DICT },
  ],
  // 编辑 详情 停止/启动 立即执行 日志 删除 in two lines.
  actionWidth: 250,
  columns: [
    { title: '任务类名', dataIndex: 'jobClassName', sorter: true, width: 200 },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 80,
      render: (_v, job) => <QuartzStatusTag job={job} />,
    },
    { title: 'Cron表达式', dataIndex: 'cronExpression', width: 140 },
    { title: '参数', dataIndex: 'parameter', ellipsis: true, width: 130 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
  ],
  superQueryFields: [
    { field: 'jobClassName', label: '任务类名', type: 'string' },
    { field: 'cronExpression', label: 'Cron表达式', type: 'string' },
    { field: 'parameter', label: '参数', type: 'string' },
    { field: 'description', label: '描述', type: 'string' },
    { field: 'status', label: '状态', type: 'dict', dictCode: QUARTZ_STATUS_DICT },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'jobClassName', label: '任务类名' },
    { field: 'cronExpression', label: 'Cron表达式' },
    { field: 'parameter', label: '参数' },
    { field: 'description', label: '描述' },
    { field: 'status', label: '状态' },
    { field: 'createTime', label: '创建时间' },
  ],
};
