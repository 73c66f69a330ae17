import type { CreateTableBuilder, Kysely } from 'kysely';
import { type AuditRow, auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { buttonSeeds, type MenuSeed, seedMenus } from './support/menus.ts';
import { formatDateTime } from './support/rows.ts';

/** The seeded roles, which 0002 created. */
const RoleIds = { manager: 'role_manager', staff: 'role_staff' } as const;

export const WO_MENU_ID = 'menu_wo';
export const WoMenuIds = {
  audience: 'menu_wo_audience',
  order: 'menu_wo_order',
  report: 'menu_wo_report',
  reportView: 'menu_wo_report_view',
} as const;

/** The data rules the seeded roles are given (DOMAIN.md "Who uses it"). */
export const WoRuleIds = {
  audienceSubtree: 'rule_wo_audience_subtree',
  orderSubtree: 'rule_wo_order_subtree',
  orderOwn: 'rule_wo_order_own',
  reportSubtree: 'rule_wo_report_subtree',
} as const;

const business = <T extends CreateTableBuilder<string, never>>(t: T): T =>
  auditColumns(
    t
      .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)) as T,
  );

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wo_audience')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sex', 'integer', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)')
    .addColumn('id_card_no', 'varchar(18)', (c) => c.notNull())
    .addColumn('disability_cert_no', 'varchar(32)')
    .addColumn('disability_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('disability_level', 'varchar(4)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('area_code', 'varchar(12)')
    .addColumn('address', 'varchar(200)')
    .addColumn('guardian_name', 'varchar(50)')
    .addColumn('guardian_phone', 'varchar(20)')
    .addColumn('living_status', 'varchar(4)')
    .addColumn('economic_status', 'varchar(4)')
    .addColumn('service_needs', 'varchar(100)')
    .addColumn('photo', 'varchar(500)')
    .addColumn('attachments', 'varchar(2000)')
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sys_org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .addColumn('remark', 'varchar(500)')
    .$call(business)
    .execute();
  await db.schema
    .createIndex('uk_wo_audience_id_card')
    .on('wo_audience')
    .columns(['tenant_id', 'id_card_no'])
    .unique()
    .execute();
  await db.schema
    .createIndex('idx_wo_audience_org_time')
    .on('wo_audience')
    .columns(['tenant_id', 'sys_org_code', 'create_time'])
    .execute();
  await db.schema
    .createIndex('idx_wo_audience_cert')
    .on('wo_audience')
    .column('disability_cert_no')
    .execute();

  await db.schema
    .createTable('wo_work_order')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('audience_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('service_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('source', 'varchar(4)')
    .addColumn('priority', 'varchar(2)', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('appointment_time', 'varchar(19)')
    .addColumn('deadline', 'varchar(19)')
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sys_org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(32)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('attachments', 'varchar(2000)')
    .addColumn('satisfaction', 'integer')
    .addColumn('feedback', 'varchar(500)')
    .addColumn('cancel_reason', 'varchar(500)')
    .addColumn('dispatched_time', 'varchar(19)')
    .addColumn('accepted_time', 'varchar(19)')
    .addColumn('completed_time', 'varchar(19)')
    .addColumn('closed_time', 'varchar(19)')
    .addColumn('cancelled_time', 'varchar(19)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(business)
    .execute();
  await db.schema
    .createIndex('uk_wo_work_order_no')
    .on('wo_work_order')
    .column('order_no')
    .unique()
    .execute();
  // The list's usual questions: by status within a department subtree, newest first; by assignee.
  await db.schema
    .createIndex('idx_wo_order_status_org_time')
    .on('wo_work_order')
    .columns(['tenant_id', 'status', 'sys_org_code', 'create_time'])
    .execute();
  await db.schema
    .createIndex('idx_wo_order_org_time')
    .on('wo_work_order')
    .columns(['tenant_id', 'sys_org_code', 'create_time'])
    .execute();
  await db.schema
    .createIndex('idx_wo_order_assignee')
    .on('wo_work_order')
    .columns(['assignee_id', 'status'])
    .execute();
  await db.schema.createIndex('idx_wo_order_audience').on('wo_work_order').column('audience_id').execute();
  await db.schema
    .createIndex('idx_wo_order_completed')
    .on('wo_work_order')
    .columns(['tenant_id', 'completed_time'])
    .execute();

  await db.schema
    .createTable('wo_work_order_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('comment', 'varchar(2000)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_wo_order_log_order')
    .on('wo_work_order_log')
    .columns(['order_id', 'create_time'])
    .execute();

  await db.schema
    .createTable('wo_monthly_report')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sys_org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('stats', 'text')
    .addColumn('stats_time', 'varchar(19)')
    .addColumn('summary', 'text')
    .addColumn('problems', 'text')
    .addColumn('next_plan', 'text')
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('submit_by', 'varchar(50)')
    .addColumn('submit_time', 'varchar(19)')
    .addColumn('review_by', 'varchar(50)')
    .addColumn('review_time', 'varchar(19)')
    .addColumn('review_comment', 'varchar(500)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(business)
    .execute();
  await db.schema
    .createIndex('uk_wo_monthly_report')
    .on('wo_monthly_report')
    .columns(['tenant_id', 'depart_id', 'month'])
    .unique()
    .execute();

  await db.schema
    .createTable('sys_fill_rule_seq')
    .addColumn('rule_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('period', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_fill_rule_seq', ['rule_code', 'period'])
    .execute();
}

const DICTS = [
  {
    code: 'disability_type',
    name: '残疾类别',
    items: [
      ['1', '视力'],
      ['2', '听力'],
      ['3', '言语'],
      ['4', '肢体'],
      ['5', '智力'],
      ['6', '精神'],
      ['7', '多重'],
    ],
  },
  {
    code: 'disability_level',
    name: '残疾等级',
    items: [
      ['1', '一级'],
      ['2', '二级'],
      ['3', '三级'],
      ['4', '四级'],
    ],
  },
  {
    code: 'living_status',
    name: '居住情况',
    items: [
      ['1', '独居'],
      ['2', '与家人同住'],
      ['3', '机构托养'],
    ],
  },
  {
    code: 'economic_status',
    name: '经济状况',
    items: [
      ['1', '低保'],
      ['2', '特困'],
      ['3', '一般'],
    ],
  },
  {
    code: 'audience_status',
    name: '服务对象状态',
    items: [
      ['1', '在册'],
      ['0', '停止服务'],
    ],
  },
  {
    code: 'service_type',
    name: '服务类型',
    items: [
      ['1', '上门探访'],
      ['2', '康复训练'],
      ['3', '助餐'],
      ['4', '助浴'],
      ['5', '助洁'],
      ['6', '助医陪诊'],
      ['7', '心理疏导'],
      ['8', '辅具适配'],
      ['9', '政策咨询'],
      ['10', '其他'],
    ],
  },
  {
    code: 'wo_source',
    name: '工单来源',
    items: [
      ['1', '电话'],
      ['2', '上门'],
      ['3', '线上'],
      ['4', '转介'],
    ],
  },
  {
    code: 'wo_status',
    name: '工单状态',
    type: 1 as const,
    items: [
      ['1', '待派单'],
      ['2', '已派单'],
      ['3', '处理中'],
      ['4', '已完成'],
      ['5', '已关闭'],
      ['9', '已取消'],
    ],
  },
  {
    code: 'report_status',
    name: '月报状态',
    items: [
      ['0', '草稿'],
      ['1', '已提交'],
      ['2', '已审核'],
      ['3', '已退回'],
    ],
  },
] satisfies { code: string; name: string; type?: 0 | 1; items: [string, string][] }[];

const MENUS: MenuSeed[] = [
  {
    id: WO_MENU_ID,
    name: '工单管理',
    menuType: 0,
    url: '/wo',
    component: 'layouts/RouteView',
    redirect: '/wo/order',
    icon: 'solution',
    sortNo: 2,
    children: [
      {
        id: WoMenuIds.order,
        name: '工单列表',
        menuType: 1,
        url: '/wo/order',
        component: 'wo/WorkOrderList',
        componentName: 'WorkOrderList',
        sortNo: 1,
        children: buttonSeeds('wo:order', 'btn_wo_order', [
          ['list', '查看工单'],
          ['add', '新建工单'],
          ['edit', '编辑工单'],
          ['delete', '删除工单'],
          ['export', '导出工单'],
          ['import', '导入工单'],
          ['dispatch', '派单'],
          ['process', '接单与完成'],
          ['review', '回访关闭'],
          ['cancel', '取消工单'],
        ]),
      },
      {
        id: WoMenuIds.audience,
        name: '服务对象',
        menuType: 1,
        url: '/wo/audience',
        component: 'wo/AudienceList',
        componentName: 'AudienceList',
        sortNo: 2,
        children: buttonSeeds('wo:audience', 'btn_wo_audience', [
          ['list', '查看服务对象'],
          ['add', '添加服务对象'],
          ['edit', '编辑服务对象'],
          ['delete', '删除服务对象'],
          ['export', '导出服务对象'],
          ['import', '导入服务对象'],
          ['viewSensitive', '查看身份证号'],
        ]),
      },
      {
        id: WoMenuIds.report,
        name: '服务月报',
        menuType: 1,
        url: '/wo/report',
        component: 'wo/MonthlyReportList',
        componentName: 'MonthlyReportList',
        sortNo: 3,
        children: buttonSeeds('wo:report', 'btn_wo_report', [
          ['list', '查看月报'],
          ['generate', '生成月报'],
          ['edit', '编辑月报'],
          ['submit', '提交月报'],
          ['review', '审核月报'],
          ['export', '导出月报'],
          ['delete', '删除月报'],
        ]),
      },
      {
        id: WoMenuIds.reportView,
        name: '月报查看',
        menuType: 1,
        url: '/wo/report/view',
        component: 'wo/MonthlyReportView',
        componentName: 'MonthlyReportView',
        sortNo: 4,
        hidden: true,
      },
    ],
  },
];

/** What each seeded role may do (DOMAIN.md "Who uses it"); the admin gets everything. */
const MANAGER_DENIED = new Set(['wo:report:review', 'wo:order:import', 'wo:audience:import']);
const STAFF_ALLOWED = new Set(['wo:order:list', 'wo:order:process', 'wo:audience:list']);
const STAFF_MENUS = new Set<string>([WO_MENU_ID, WoMenuIds.order, WoMenuIds.audience]);

/** The columns the data rules are written to. */
type RuleTables = {
  sysPermissionDataRule: AuditRow & {
    id: string;
    permissionId: string;
    ruleName: string;
    ruleColumn: string;
    ruleConditions: string;
    ruleValue: string;
    status: string;
  };
  sysPermission: { id: string; ruleFlag: number };
  sysRolePermission: { roleId: string; permissionId: string; dataRuleIds: string | null };
};

async function seedRules(migrating: Kysely<unknown>): Promise<void> {
  const db = migrating.withTables<RuleTables>();
  const now = formatDateTime();
  const rule = (
    id: string,
    permissionId: string,
    ruleName: string,
    column: string,
    op: string,
    value: string,
  ) => ({
    id,
    permissionId,
    ruleName,
    ruleColumn: column,
    ruleConditions: op,
    ruleValue: value,
    status: '1',
    createBy: 'system',
    createTime: now,
    updateBy: null,
    updateTime: null,
  });
  const subtree = '#{sys_org_code}';
  await db
    .insertInto('sysPermissionDataRule')
    .values([
      rule(
        WoRuleIds.audienceSubtree,
        WoMenuIds.audience,
        '本部门及下级',
        'sysOrgCode',
        'RIGHT_LIKE',
        subtree,
      ),
      rule(WoRuleIds.orderSubtree, WoMenuIds.order, '本部门及下级', 'sysOrgCode', 'RIGHT_LIKE', subtree),
      rule(WoRuleIds.orderOwn, WoMenuIds.order, '本人处理的工单', 'assigneeId', '=', '#{sys_user_id}'),
      rule(WoRuleIds.reportSubtree, WoMenuIds.report, '本部门及下级', 'sysOrgCode', 'RIGHT_LIKE', subtree),
    ])
    .execute();
  await db
    .updateTable('sysPermission')
    .set({ ruleFlag: 1 })
    .where('id', 'in', [WoMenuIds.audience, WoMenuIds.order, WoMenuIds.report])
    .execute();
  const choose = (roleId: string, permissionId: string, ruleId: string) =>
    db
      .updateTable('sysRolePermission')
      .set({ dataRuleIds: ruleId })
      .where('roleId', '=', roleId)
      .where('permissionId', '=', permissionId)
      .execute();
  await choose(RoleIds.manager, WoMenuIds.audience, WoRuleIds.audienceSubtree);
  await choose(RoleIds.manager, WoMenuIds.order, WoRuleIds.orderSubtree);
  await choose(RoleIds.manager, WoMenuIds.report, WoRuleIds.reportSubtree);
  await choose(RoleIds.staff, WoMenuIds.audience, WoRuleIds.audienceSubtree);
  await choose(RoleIds.staff, WoMenuIds.order, WoRuleIds.orderOwn);
}

/** The care centre's own work: audiences, work orders and their log, monthly reports; dictionaries, menus, rules. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await seedDicts(db, DICTS);
  await seedMenus(db, MENUS, {
    admin: () => true,
    manager: (m) => !m.perms || !MANAGER_DENIED.has(m.perms),
    staff: (m) => (m.perms ? STAFF_ALLOWED.has(m.perms) : STAFF_MENUS.has(m.id)),
  });
  await seedRules(db);
}
