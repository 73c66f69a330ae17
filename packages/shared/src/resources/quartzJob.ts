import { cronError } from '../cron/index.ts';
import { defineResource } from '../resource/define.ts';

/** sys_quartz_job.status (dictionary quartz_status). */
export const QuartzStatus = { running: 0, stopped: -1 } as const;

/** 定时任务 (系统管理 → 定时任务): a handler of the server's registry run on a Quartz cron. */
export const quartzJobResource = defineResource({
  title: '定时任务',
  table: 'sys_quartz_job',
  path: '/sys/quartzJob',
  permissionPrefix: 'system:quartzJob',
  defaultSort: 'createTime',
  fields: {
    jobClassName: {
      label: '任务类名',
      type: 'string',
      // The server's handler registry offers the names; it refuses any other.
      choice: true,
      input: { required: true, max: 100, unique: true, taken: '该定时任务类名已存在' },
      list: { width: 200 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 28 },
    },
    cronExpression: {
      label: 'Cron表达式',
      type: 'string',
      input: { required: true, max: 100, check: cronError },
      list: { width: 140 },
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    parameter: {
      label: '参数',
      type: 'string',
      multiline: { minRows: 3, maxRows: 6 },
      input: { max: 500 },
      list: { width: 130 },
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    description: {
      label: '描述',
      type: 'string',
      multiline: { minRows: 1, maxRows: 4 },
      input: { max: 200 },
      list: {},
      superQuery: true,
      detail: true,
      sheet: { width: 30 },
    },
    status: {
      label: '状态',
      type: 'number',
      dict: 'quartz_status',
      input: { default: QuartzStatus.running, invalid: '状态只能是正常或停止' },
      list: { width: 80 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
