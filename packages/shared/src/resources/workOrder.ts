import { defineResource } from '../resource/define.ts';
import { departFields } from '../resource/fields.ts';

const dateTime = { type: 'datetime', superQuery: true, detail: true } as const;

/** The refusal of a deadline already past, which both ends check against their clock when saving. */
export const DEADLINE_PASSED = '截止时间不能早于当前时间';

/**
 * 工单 (menu 工单列表, DOMAIN.md "Work order"): a service task for one audience. Orders are created
 * numbered, then moved on by actions (派单, 接单, 完成, 回访关闭, 取消), so the fields a form enters are
 * those of 新建工单 / 编辑工单; the rest are set by the actions. In the order of the list and the export.
 */
export const workOrderResource = defineResource({
  title: '工单',
  table: 'wo_work_order',
  path: '/wo/workOrder',
  permissionPrefix: 'wo:order',
  menuComponent: 'wo/WorkOrderList',
  defaultSort: 'createTime',
  fields: {
    // Given by the fill rule work_order_no when the order is created: GD + yyyyMMdd + a daily serial.
    orderNo: {
      label: '工单编号',
      type: 'string',
      list: { width: 150 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 18 },
    },
    title: {
      label: '标题',
      type: 'string',
      input: { required: true, min: 1, max: 100 },
      list: { width: 180, ellipsis: true, sortable: false },
      superQuery: true,
      detail: true,
      sheet: { width: 30 },
    },
    audienceId: { label: '服务对象', type: 'string', choice: true, input: { required: true } },
    audienceName: {
      label: '服务对象',
      type: 'string',
      derived: true,
      list: { width: 100 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    // Tells namesakes apart on import; masked for users who may not see ID numbers.
    audienceIdCardNo: {
      label: '服务对象身份证号',
      type: 'string',
      derived: true,
      masked: 'idCard',
      match: 'exact',
      sheet: { width: 22 },
    },
    serviceType: {
      label: '服务类型',
      type: 'string',
      dict: 'service_type',
      input: { required: true },
      list: { width: 100 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    source: {
      label: '来源',
      type: 'string',
      dict: 'wo_source',
      input: {},
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    priority: {
      label: '优先级',
      type: 'string',
      dict: 'priority',
      input: { required: true, default: 'L' },
      list: { width: 80 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    status: {
      label: '状态',
      type: 'number',
      dict: 'wo_status',
      list: { width: 150 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    // A new order given a 处理人 is dispatched at once; afterwards the assignee changes through 改派.
    assigneeId: { label: '处理人', type: 'string', choice: true, input: { fixed: true }, search: 'advanced' },
    assigneeName: {
      label: '处理人',
      type: 'string',
      derived: true,
      list: { width: 90 },
      detail: true,
      sheet: { width: 12 },
    },
    satisfaction: {
      label: '满意度',
      type: 'number',
      list: { width: 80 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    ...departFields('所属部门'),
    appointmentTime: {
      ...dateTime,
      label: '预约时间',
      input: {},
      list: { width: 160 },
      search: 'advanced',
      sheet: { width: 20 },
    },
    deadline: {
      ...dateTime,
      label: '截止时间',
      // Not before now either (DEADLINE_PASSED), which each end checks when saving.
      input: {},
      list: { width: 160 },
      search: 'advanced',
      sheet: { width: 20 },
    },
    completedTime: { ...dateTime, label: '完成时间', sheet: { width: 20 } },
    content: { label: '服务内容', type: 'string', input: { max: 200_000 }, detail: true },
    result: { label: '处理结果', type: 'string', detail: true },
    attachments: { label: '附件', type: 'string', detail: true },
    feedback: { label: '回访意见', type: 'string', detail: true },
    cancelReason: { label: '取消原因', type: 'string', detail: true },
    dispatchedTime: { label: '派单时间', type: 'datetime', detail: true },
    acceptedTime: { label: '接单时间', type: 'datetime', detail: true },
    closedTime: { label: '关闭时间', type: 'datetime', detail: true },
    cancelledTime: { label: '取消时间', type: 'datetime', detail: true },
    /** Sent back with every change: a change by someone else meanwhile is refused. */
    version: { label: '修订号', type: 'number' },
    createBy: { label: '创建人', type: 'string', detail: true },
    createTime: {
      ...dateTime,
      label: '创建时间',
      list: { width: 160 },
      search: 'advanced',
      sheet: { width: 20 },
    },
    updateBy: { label: '修改人', type: 'string' },
    updateTime: { label: '修改时间', type: 'datetime' },
  },
  checks: [
    {
      field: 'deadline',
      reads: ['appointmentTime'],
      // Times as text (YYYY-MM-DD HH:mm:ss) sort as time does.
      problem: ({ deadline, appointmentTime }) =>
        typeof deadline === 'string' &&
        typeof appointmentTime === 'string' &&
        deadline !== '' &&
        deadline < appointmentTime
          ? '截止时间不能早于预约时间'
          : null,
    },
  ],
});
