import type { Generated } from 'kysely';
import type { AccountDatabase } from './accountSchema.ts';
import type { DataSourceGatewayDatabase } from './dataSourceGatewaySchema.ts';
import type { FillRuleDatabase } from './fillRuleSchema.ts';
import type { MessageDatabase } from './messageSchema.ts';
import type { MonitorDatabase } from './monitorSchema.ts';
import type { OnlineFormDatabase } from './onlineFormSchema.ts';
import type { QuartzDatabase } from './quartzSchema.ts';
import type { SmsDatabase } from './smsSchema.ts';
import type { ThirdLoginDatabase } from './thirdLoginSchema.ts';
import type { WoDatabase } from './woSchema.ts';

/** Audit columns every managed table carries. */
export interface Audit {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserTable extends Audit {
  id: string;
  username: string;
  realname: string;
  password: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  /** 1 normal, 2 frozen. */
  status: number;
  /** 0 live, 1 in the recycle bin. */
  delFlag: number;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
}

export interface SysRoleTable extends Audit {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysPermissionTable extends Audit {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: number;
  perms: string | null;
  /** '1' shown only if granted, '2' disabled if not granted. */
  permsType: string | null;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  description: string | null;
  /** '1' enabled, '0' disabled (buttons). */
  status: string;
  delFlag: number;
  ruleFlag: number;
  internalOrExternal: number;
}

export interface SysRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

export interface SysDepartTable extends Audit {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  status: string;
  delFlag: number;
}

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

export interface SysTenantTable {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  /** 1 normal, 0 frozen. */
  status: number;
  createBy: string | null;
  createTime: string | null;
}

export interface SysDictTable extends Audit {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  delFlag: number;
  /** 0 string values, 1 numeric values. */
  type: number;
  /** 1 enabled, 0 disabled (its items reach no widget). */
  status: Generated<number>;
}

/** A version per named cache, bumped by a change so every server copy reloads its copy of the cache. */
export interface SysCacheVersionTable {
  cacheName: string;
  version: number;
}

export interface SysDictItemTable extends Audit {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  /** 1 enabled. */
  status: number;
}

export interface SysLogTable {
  id: string;
  /** 1 login, 2 operation. */
  logType: number;
  logContent: string;
  operateType: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  requestType: string | null;
  costTime: number | null;
  createBy: string | null;
  createTime: string;
}

/** 数据日志: a snapshot of a business record after each create or update. */
export interface SysDataLogTable {
  id: string;
  /** The record's table, e.g. wo_work_order (one of the tracked tables). */
  dataTable: string;
  dataId: string;
  /** The record as JSON, secrets removed. */
  dataContent: string;
  /** 1 for the first snapshot of the record, then +1 per change. */
  dataVersion: number;
  createBy: string | null;
  createTime: string;
}

export interface SysSessionTable {
  id: string;
  userId: string;
  username: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  ip: string | null;
  userAgent: string | null;
  /** The last request seen (at most a minute old); null before the first. */
  lastSeenAt: Generated<number | null>;
}

export interface SysDownloadTicketTable {
  ticketHash: string;
  sessionId: string;
  userId: string;
  tenantId: number;
  path: string;
  expiresAt: number;
}

export interface SysLoginGuardTable {
  username: string;
  failCount: number;
  firstFailAt: number;
  lockedUntil: number | null;
}

export interface SysCaptchaTable {
  checkKey: string;
  code: string;
  expiresAt: number;
}

export interface SysAnnouncementTable {
  id: string;
  titile: string;
  msgContent: string;
  msgAbstract: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  /** L, M, H */
  priority: string;
  /** '1' notice, '2' system message */
  msgCategory: string;
  /** ALL or USER */
  msgType: string;
  /** USER only: recipient ids as a comma list with a trailing comma. */
  userIds: string | null;
  /** '0' draft, '1' published, '2' revoked */
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  delFlag: number;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysAnnouncementSendTable {
  id: string;
  anntId: string;
  userId: string;
  /** '0' unread, '1' read */
  readFlag: string;
  readTime: string | null;
  createTime: string | null;
}

export interface SysPositionTable extends Audit {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  companyId: string | null;
  sysOrgCode: string | null;
}

/** A data rule (数据规则) of a menu: rows of the menu's list are limited to those matching it. */
export interface SysPermissionDataRuleTable extends Audit {
  id: string;
  permissionId: string;
  ruleName: string;
  /** A field of the menu's list entity (its whitelist). */
  ruleColumn: string;
  /** =, !=, >, >=, <, <=, IN, LIKE, LEFT_LIKE, RIGHT_LIKE. */
  ruleConditions: string;
  /** A literal, or a system variable such as #{sys_org_code}. */
  ruleValue: string;
  /** '1' enabled, '0' disabled. */
  status: string;
}

/** The menus and buttons a department may hand on to its department roles, with data rules per menu. */
export interface SysDepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartRoleTable extends Audit {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDepartRolePermissionTable {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

/** A category (分类字典): a tree whose codes grow by one level part per depth (A01, A01A01, …). */
export interface SysCategoryTable extends Audit {
  id: string;
  /** The parent's id; '0' for roots. */
  pid: string;
  name: string;
  code: string;
  /** '1' when the category has children, else null. */
  hasChild: string | null;
  sysOrgCode: string | null;
}

/** A check rule (编码校验规则, reference §6): `ruleJson` is a JSON array of {digits, pattern, message}. */
export interface SysCheckRuleTable extends Audit {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
}

/** An uploaded file (spec §7 "Upload"): every upload is recorded, for the file list (文件列表). */
export interface SysFileTable extends Audit {
  id: string;
  /** The name it was uploaded with. */
  fileName: string;
  /** The stored relative path (what the upload answered). */
  url: string;
  biz: string;
  /** image, pdf, doc, excel, ppt, text, zip, video or audio. */
  fileType: string;
  fileSize: number;
  /** The storage backend: local. */
  storeType: string;
  delFlag: number;
}

/** An online report (在线报表): its SQL is checked and rebuilt before it runs (modules/onlineReport). */
export interface OnlCgreportHeadTable extends Audit {
  id: string;
  code: string;
  name: string;
  /** One SELECT over registered tables, with `${param}` placeholders. */
  cgrSql: string;
  returnValField: string | null;
  returnTxtField: string | null;
  dbSource: string | null;
  content: string | null;
  delFlag: number;
}

/** A field of an online report's records. */
export interface OnlCgreportItemTable extends Audit {
  id: string;
  cgrheadId: string;
  fieldName: string;
  fieldTxt: string;
  fieldWidth: number | null;
  /** String, Integer, Double, Date or Datetime. */
  fieldType: string;
  /** 'single' or 'group' (a range). */
  searchMode: string | null;
  isOrder: number;
  isSearch: number;
  dictCode: string | null;
  /** The column's link: an internal path or an http(s) URL with `${field}` placeholders (0035). */
  fieldHref: string | null;
  isShow: number;
  orderNum: number;
}

/** A `${param}` of an online report's SQL, with its default value. */
export interface OnlCgreportParamTable extends Audit {
  id: string;
  cgrheadId: string;
  paramName: string;
  paramTxt: string | null;
  paramValue: string | null;
  orderNum: number;
}

/** 敏感信息查看日志: one masked value revealed (查看完整), by whom, of whose record, when. */
export interface SysSensitiveLogTable {
  id: string;
  tenantId: number;
  /** The resource's title, e.g. 服务对象. */
  dataTitle: string;
  dataId: string;
  /** Whose record: e.g. the audience's name when it was revealed. */
  dataName: string;
  /** The revealed field's name and label. */
  fieldName: string;
  fieldLabel: string;
  createBy: string;
  /** The revealer's name when it was revealed. */
  createName: string;
  createTime: string;
}

export interface Database
  extends WoDatabase,
    OnlineFormDatabase,
    QuartzDatabase,
    MessageDatabase,
    SmsDatabase,
    FillRuleDatabase,
    DataSourceGatewayDatabase,
    ThirdLoginDatabase,
    AccountDatabase,
    MonitorDatabase {
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysPermission: SysPermissionTable;
  sysRolePermission: SysRolePermissionTable;
  sysDepart: SysDepartTable;
  sysUserDepart: SysUserDepartTable;
  sysTenant: SysTenantTable;
  sysDict: SysDictTable;
  sysDictItem: SysDictItemTable;
  sysCacheVersion: SysCacheVersionTable;
  sysLog: SysLogTable;
  sysDataLog: SysDataLogTable;
  sysSensitiveLog: SysSensitiveLogTable;
  sysSession: SysSessionTable;
  sysLoginGuard: SysLoginGuardTable;
  sysCaptcha: SysCaptchaTable;
  sysDownloadTicket: SysDownloadTicketTable;
  sysAnnouncement: SysAnnouncementTable;
  sysAnnouncementSend: SysAnnouncementSendTable;
  sysPosition: SysPositionTable;
  sysPermissionDataRule: SysPermissionDataRuleTable;
  sysDepartPermission: SysDepartPermissionTable;
  sysDepartRole: SysDepartRoleTable;
  sysDepartRoleUser: SysDepartRoleUserTable;
  sysDepartRolePermission: SysDepartRolePermissionTable;
  sysCategory: SysCategoryTable;
  sysCheckRule: SysCheckRuleTable;
  sysFile: SysFileTable;
  onlCgreportHead: OnlCgreportHeadTable;
  onlCgreportItem: OnlCgreportItemTable;
  onlCgreportParam: OnlCgreportParamTable;
}
