import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Row = Record<string, unknown>;

export interface TrackedTable {
  /** 工单, 服务对象, 用户 */
  title: string;
  /** The record as stored now (undefined: gone). */
  read(db: Kysely<Database>, id: string): Promise<Row | undefined>;
  /** Field labels for the version comparison, in display order. */
  labels: Record<string, string>;
  /** Fields shown by their dictionary text: field → dictionary code. */
  dicts?: Record<string, string>;
  /** Fields holding the id of another record, shown by its name. */
  refs?: Record<string, RecordRef>;
}

/** Kinds of record a snapshot field may point at. */
export type RecordRef = 'depart' | 'user' | 'audience';

const audit = { createBy: '创建人', createTime: '创建时间', updateBy: '修改人', updateTime: '修改时间' };

/** The business tables whose records keep versions (数据日志), by their table name. */
export const TRACKED_TABLES = {
  wo_work_order: {
    title: '工单',
    read: (db, id) => db.selectFrom('woWorkOrder').selectAll().where('id', '=', id).executeTakeFirst(),
    labels: {
      orderNo: '工单编号',
      title: '工单标题',
      audienceId: '服务对象',
      serviceType: '服务类型',
      source: '来源',
      priority: '优先级',
      content: '服务内容',
      appointmentTime: '预约时间',
      deadline: '截止时间',
      departId: '责任站点',
      assigneeId: '处理人',
      status: '状态',
      result: '处理结果',
      satisfaction: '满意度',
      feedback: '回访意见',
      cancelReason: '取消原因',
      attachments: '附件',
      dispatchedTime: '派单时间',
      acceptedTime: '接单时间',
      completedTime: '完成时间',
      closedTime: '关闭时间',
      cancelledTime: '取消时间',
      sysOrgCode: '部门编码',
      version: '修订号',
      ...audit,
    },
    dicts: { serviceType: 'service_type', source: 'wo_source', priority: 'priority', status: 'wo_status' },
    refs: { audienceId: 'audience', departId: 'depart', assigneeId: 'user' },
  },
  wo_audience: {
    title: '服务对象',
    read: (db, id) => db.selectFrom('woAudience').selectAll().where('id', '=', id).executeTakeFirst(),
    labels: {
      name: '姓名',
      sex: '性别',
      birthday: '出生日期',
      idCardNo: '身份证号',
      disabilityCertNo: '残疾证号',
      disabilityType: '残疾类别',
      disabilityLevel: '残疾等级',
      phone: '联系电话',
      areaCode: '所在地区',
      address: '详细地址',
      guardianName: '监护人',
      guardianPhone: '监护人电话',
      livingStatus: '居住状况',
      economicStatus: '经济状况',
      serviceNeeds: '服务需求',
      departId: '责任站点',
      status: '状态',
      remark: '备注',
      photo: '照片',
      attachments: '附件',
      sysOrgCode: '部门编码',
      ...audit,
    },
    dicts: {
      sex: 'sex',
      disabilityType: 'disability_type',
      disabilityLevel: 'disability_level',
      livingStatus: 'living_status',
      economicStatus: 'economic_status',
      serviceNeeds: 'service_type',
      status: 'audience_status',
    },
    refs: { departId: 'depart' },
  },
  sys_user: {
    title: '用户',
    read: (db, id) => db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirst(),
    labels: {
      username: '用户账号',
      realname: '用户姓名',
      sex: '性别',
      birthday: '生日',
      email: '邮箱',
      phone: '手机号',
      telephone: '座机',
      workNo: '工号',
      post: '职务',
      orgCode: '当前部门',
      status: '状态',
      userIdentity: '身份',
      avatar: '头像',
      departIds: '负责部门',
      relTenantIds: '租户',
      ...audit,
    },
    dicts: { sex: 'sex', status: 'user_status' },
  },
} satisfies Record<string, TrackedTable>;

export type TrackedTableName = keyof typeof TRACKED_TABLES;

export const isTrackedTable = (name: string): name is TrackedTableName => Object.hasOwn(TRACKED_TABLES, name);
