import { defineResource } from '../resource/define.ts';

/** sys_announcement.send_status (dictionary send_status). */
export const AnnouncementSendStatus = { draft: '0', published: '1', revoked: '2' } as const;

/** "a,b," → ["a", "b"]: the recipients of an announcement to chosen users. */
export const splitUserIds = (ids: unknown): string[] =>
  (typeof ids === 'string' ? ids : '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The page an announcement opens is navigated to by the client: a path, an http(s) link or a route name. */
const PAGE_PATTERNS = {
  url: { regex: /^(\/\S*|https?:\/\/\S+)$/, message: '链接必须以 / 或 http(s):// 开头' },
  component: { regex: /^[\w@/-]+$/, message: '组件名称只能包含字母、数字、下划线、短横线和斜线' },
} as const;

/**
 * 系统通告 (系统管理 → 系统通告): announcements to everyone or to chosen users, drafted here and then
 * released (发布) or revoked (撤销); system messages (系统消息) are stored alike. `titile` is the API's
 * own spelling.
 */
export const announcementResource = defineResource({
  title: '通告',
  table: 'sys_announcement',
  path: '/sys/annountCement',
  permissionPrefix: 'system:announcement',
  menuComponent: 'system/AnnouncementList',
  defaultSort: 'createTime',
  // Announcements are written one by one in the form (rich text); the family's client only exports them.
  without: ['import'],
  fields: {
    titile: {
      label: '标题',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 200, ellipsis: true },
      search: true,
      superQuery: true,
      sheet: { width: 24 },
    },
    msgAbstract: {
      label: '摘要',
      type: 'string',
      multiline: { minRows: 2, maxRows: 4 },
      input: { max: 500 },
      superQuery: true,
      sheet: { width: 30 },
    },
    startTime: { label: '开始时间', type: 'datetime', input: {}, superQuery: true, sheet: { width: 20 } },
    endTime: { label: '结束时间', type: 'datetime', input: {}, superQuery: true, sheet: { width: 20 } },
    msgCategory: {
      label: '消息类型',
      type: 'string',
      dict: 'msg_category',
      input: { required: true, default: '1' },
      list: { width: 90 },
      search: true,
      superQuery: true,
      sheet: { width: 10 },
    },
    sender: { label: '发布人', type: 'string', list: { width: 90 }, superQuery: true, sheet: { width: 12 } },
    priority: {
      label: '优先级',
      type: 'string',
      dict: 'priority',
      input: { required: true, default: 'L' },
      list: { width: 80 },
      search: true,
      superQuery: true,
      sheet: { width: 8 },
    },
    msgType: {
      label: '通告对象',
      type: 'string',
      dict: 'msg_type',
      input: { required: true, default: 'ALL' },
      list: { width: 90 },
      superQuery: true,
      sheet: { width: 12 },
    },
    sendStatus: {
      label: '发布状态',
      type: 'string',
      dict: 'send_status',
      list: { width: 90 },
      search: true,
      superQuery: true,
      sheet: { width: 10 },
    },
    sendTime: {
      label: '发布时间',
      type: 'datetime',
      list: { width: 170 },
      superQuery: true,
      sheet: { width: 20 },
    },
    cancelTime: {
      label: '撤销时间',
      type: 'datetime',
      list: { width: 170 },
      superQuery: true,
      sheet: { width: 20 },
    },
    /** 指定用户: the recipients' ids as a comma list (stored with a trailing comma). */
    userIds: { label: '接收用户', type: 'string', choice: true, input: { max: 20_000 } },
    openType: { label: '打开方式', type: 'string', dict: 'open_type', input: {} },
    openPage: { label: '打开页面', type: 'string', input: { max: 255 } },
    /** Rich text, shown sanitised; too long to filter or sort on. */
    msgContent: { label: '内容', type: 'string', input: { required: true, max: 200_000 }, queryable: false },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', superQuery: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
  checks: [
    {
      field: 'endTime',
      reads: ['startTime'],
      problem: ({ startTime, endTime }) =>
        typeof startTime === 'string' && typeof endTime === 'string' && startTime && endTime < startTime
          ? '结束时间不能早于开始时间'
          : null,
    },
    {
      field: 'userIds',
      reads: ['msgType'],
      problem: ({ msgType, userIds }) =>
        msgType === 'USER' && splitUserIds(userIds).length === 0 ? '请选择接收用户' : null,
    },
    {
      field: 'openPage',
      reads: ['openType'],
      problem: ({ openType, openPage }) => {
        if (blank(openType)) return null;
        if (typeof openPage !== 'string' || openPage.trim() === '') return '请输入打开页面';
        const rule = PAGE_PATTERNS[openType as keyof typeof PAGE_PATTERNS];
        return rule && !rule.regex.test(openPage.trim()) ? rule.message : null;
      },
    },
  ],
});
