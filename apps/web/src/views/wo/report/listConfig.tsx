import type { ListPageConfig } from '../../../components/list/index.ts';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { MonthInput } from './MonthInput.tsx';
import { ReportStatusTag } from './ReportStatusTag.tsx';
import { REPORT_STATUS_DICT, REPORT_URLS } from './reportApi.ts';
import type { MonthlyReport } from './types.ts';

/** 服务月报's list: by month, department and status, newest month first. */
export const reportListConfig: ListPageConfig<MonthlyReport> = {
  title: '服务月报',
  urls: REPORT_URLS,
  permissionPrefix: 'wo:report',
  defaultSort: { column: 'month', order: 'desc' },
  queryFields: [
    {
      name: 'month',
      label: '月份',
      type: 'custom',
      render: ({ id, value, onChange }) => (
        <MonthInput id={id} value={value} onChange={onChange} allowFuture />
      ),
    },
    {
      name: 'departId',
      label: '部门',
      type: 'custom',
      render: ({ id, value, onChange }) => (
        <DepartSelect id={id} value={value} onChange={(v) => onChange(v || undefined)} />
      ),
    },
    { name: 'status', label: '状态', type: 'dict', dictCode: REPORT_STATUS_DICT },
  ],
  columns: [
    { title: '标题', dataIndex: 'title', width: 260, ellipsis: true },
    { title: '月份', dataIndex: 'month', width: 100, sorter: true },
    { title: '部门', dataIndex: 'departName', width: 140 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      sorter: true,
      render: (_v, r) => <ReportStatusTag status={r.status} text={r.status_dictText} />,
    },
    { title: '数据时间', dataIndex: 'statsTime', width: 170 },
    { title: '提交时间', dataIndex: 'submitTime', width: 170 },
    { title: '审核时间', dataIndex: 'reviewTime', width: 170 },
  ],
  detailFields: [
    { field: 'title', label: '标题' },
    { field: 'month', label: '月份' },
    { field: 'departName', label: '部门' },
    { field: 'status_dictText', label: '状态' },
    { field: 'statsTime', label: '数据时间' },
    { field: 'submitTime', label: '提交时间' },
    { field: 'reviewTime', label: '审核时间' },
  ],
};
