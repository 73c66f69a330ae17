import { defineResource } from '../resource/define.ts';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  LANDLINE_MESSAGE,
  LANDLINE_PATTERN,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
  PASSWORD_MESSAGE,
  PASSWORD_RULE,
  USERNAME_CHARS_MESSAGE,
  USERNAME_CHARS_PATTERN,
} from '../rules.ts';
import { checkPreset, RULE_PRESETS } from '../validation/rulePresets.ts';

/**
 * 用户 (系统管理 → 用户管理): who may sign in, with their roles, departments and positions. A deleted user
 * goes to the recycle bin (回收站); the password is set when adding and changed only by 修改密码.
 */
export const userResource = defineResource({
  title: '用户',
  table: 'sys_user',
  path: '/sys/user',
  permissionPrefix: 'system:user',
  menuComponent: 'system/UserList',
  defaultSort: 'createTime',
  // 用户管理's list, and the family's pages of one department's or one role's users.
  listParams: ['departId', 'roleId'],
  fields: {
    username: {
      label: '用户账号',
      type: 'string',
      input: {
        required: true,
        pattern: { regex: USERNAME_CHARS_PATTERN, message: USERNAME_CHARS_MESSAGE },
        check: (value) => checkPreset(RULE_PRESETS.usernameLength, value),
        unique: true,
        taken: '用户账号已存在',
        fixed: true,
      },
      list: { width: 120 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 16 },
    },
    password: {
      label: '登录密码',
      type: 'string',
      sensitive: true,
      input: { required: true, pattern: { regex: PASSWORD_RULE, message: PASSWORD_MESSAGE }, fixed: true },
    },
    realname: {
      label: '用户姓名',
      type: 'string',
      input: { required: true, max: 50 },
      list: { width: 100 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    avatar: { label: '头像', type: 'string', input: { max: 255 }, list: { width: 64, sortable: false } },
    sex: {
      label: '性别',
      type: 'number',
      dict: 'sex',
      input: {},
      list: { width: 72 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    birthday: {
      label: '生日',
      type: 'date',
      input: {},
      list: { width: 110 },
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    phone: {
      label: '手机号',
      type: 'string',
      input: {
        // The login phone is a mobile; pasted spaces and dashes are stripped.
        phone: 'mobile',
        pattern: { regex: MOBILE_PATTERN, message: MOBILE_MESSAGE },
        unique: true,
        taken: '手机号已存在',
      },
      list: { width: 120, sortable: false },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    email: {
      label: '邮箱',
      type: 'string',
      input: {
        max: 100,
        pattern: { regex: EMAIL_PATTERN, message: EMAIL_MESSAGE },
        unique: true,
        taken: '邮箱已存在',
      },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 22 },
    },
    workNo: {
      label: '工号',
      type: 'string',
      input: { max: 100, unique: true, taken: '工号已存在' },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    telephone: {
      label: '座机',
      type: 'string',
      input: { pattern: { regex: LANDLINE_PATTERN, message: LANDLINE_MESSAGE } },
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    /** The names of the user's departments, comma-joined. */
    orgCodeTxt: {
      label: '部门',
      type: 'string',
      derived: true,
      list: { width: 150, ellipsis: true },
      detail: true,
    },
    status: {
      label: '状态',
      type: 'number',
      dict: 'user_status',
      input: { required: true, default: 1 },
      list: { width: 84 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    /** The codes of the user's positions (职务), comma-joined. */
    post: { label: '职务', type: 'string', choice: true, input: { max: 500 } },
    /** The ids of the user's roles, comma-joined: kept as the user's links to them. */
    selectedroles: { label: '角色', type: 'string', choice: true, links: true, input: { max: 5000 } },
    /** The ids of the user's departments, comma-joined: kept as the user's links to them. */
    selecteddeparts: { label: '部门', type: 'string', choice: true, links: true, input: { max: 5000 } },
    /** 1 普通用户, 2 上级: the family's clients may send it; the screens do not show it. */
    userIdentity: {
      label: '身份',
      type: 'number',
      input: { integer: true, range: { min: 1, max: 2 }, apiOnly: true },
    },
    /** The code of the user's current department: the first of theirs, or the one they switched to. */
    orgCode: { label: '当前部门', type: 'string' },
    /** The tenants the user belongs to, comma-joined. */
    relTenantIds: { label: '租户', type: 'string' },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', search: 'advanced', superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
