import { REPORT_MONTH_PATTERN } from '../monthlyReport.ts';
import { defineResource } from '../resource/define.ts';

/** Rich text of the report's narrative (shown by its document): empty while drafting, required to submit. */
const narrative = (label: string) => ({ label, type: 'string', input: { max: 100_000 } }) as const;

/**
 * 服务月报 (menu 服务月报, DOMAIN.md "Monthly report"): one per department and month. A report is
 * made by 生成/刷新数据 (its month and department, entered once), then its title and narrative are
 * edited (编辑), and it is submitted and reviewed; the rest is set by those actions.
 */
export const monthlyReportResource = defineResource({
  title: '服务月报',
  table: 'wo_monthly_report',
  path: '/wo/monthlyReport',
  permissionPrefix: 'wo:report',
  menuComponent: 'wo/MonthlyReportList',
  defaultSort: 'month',
  fields: {
    title: {
      label: '标题',
      type: 'string',
      input: { required: true, min: 1, max: 100 },
      list: { width: 260, ellipsis: true, sortable: false },
      detail: true,
    },
    month: {
      label: '月份',
      type: 'string',
      input: {
        required: true,
        fixed: true,
        pattern: { regex: REPORT_MONTH_PATTERN, message: '月份格式应为 YYYY-MM' },
      },
      choice: true,
      list: { width: 100 },
      search: true,
      detail: true,
    },
    departId: {
      label: '部门',
      type: 'string',
      choice: true,
      input: { required: true, fixed: true },
      search: true,
    },
    departName: { label: '部门', type: 'string', derived: true, list: { width: 140 }, detail: true },
    // The department's org code, kept with the report: data rules use its subtree.
    sysOrgCode: { label: '部门编码', type: 'string' },
    status: {
      label: '状态',
      type: 'string',
      dict: 'report_status',
      list: { width: 90 },
      search: true,
      detail: true,
    },
    statsTime: { label: '数据时间', type: 'datetime', list: { width: 170, sortable: false }, detail: true },
    summary: narrative('工作总结'),
    problems: narrative('存在问题'),
    nextPlan: narrative('下月计划'),
    submitBy: { label: '提交人', type: 'string' },
    submitTime: { label: '提交时间', type: 'datetime', list: { width: 170, sortable: false }, detail: true },
    reviewBy: { label: '审核人', type: 'string' },
    reviewTime: { label: '审核时间', type: 'datetime', list: { width: 170, sortable: false }, detail: true },
    reviewComment: { label: '审核意见', type: 'string', input: { max: 500 } },
    version: { label: '修订号', type: 'number' },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime' },
    updateTime: { label: '修改时间', type: 'datetime' },
  },
});

/** The narrative parts a report needs before it is submitted, by field, with their names. */
export const REPORT_NARRATIVE = (['summary', 'problems', 'nextPlan'] as const).map(
  (field) => [field, monthlyReportResource.fields[field].label] as const,
);
