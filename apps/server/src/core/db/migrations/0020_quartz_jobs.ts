import type { Kysely } from 'kysely';
import { type AuditRow, auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { seedAdminScreens } from './support/menus.ts';
import { formatDateTime, newId } from './support/rows.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/** The jobs a new installation has: session cleaning runs; the others wait until an admin starts them. */
const JOBS = [
  ['SessionCleanJob', '0 0 3 * * ? *', null, '每天3点清理过期和已注销的会话', 0],
  ['WorkOrderDailySummaryJob', '0 0 18 * * ? *', null, '每天18点向管理员发送工单日报', -1],
  ['MonthlyReportRefreshJob', '0 30 2 * * ? *', null, '每天2点30分刷新本月草稿月报的统计数据', -1],
] as const;

type QuartzJobRow = AuditRow & {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
};

/** 定时任务: jobs, their execution log, the lock rows of fires, the status dictionary, menu and buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_class_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('cron_expression', 'varchar(100)', (c) => c.notNull())
    .addColumn('parameter', 'varchar(500)')
    .addColumn('description', 'varchar(200)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_quartz_job_class')
    .on('sys_quartz_job')
    .column('job_class_name')
    .unique()
    .execute();

  await db.schema
    .createTable('sys_quartz_job_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('job_class_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('trigger_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('message', 'varchar(1000)')
    .execute();
  await db.schema
    .createIndex('idx_sys_quartz_job_log_job')
    .on('sys_quartz_job_log')
    .columns(['job_id', 'start_time'])
    .execute();

  await db.schema
    .createTable('sys_quartz_job_lock')
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('fire_time', 'bigint', (c) => c.notNull())
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_quartz_job_lock', ['job_id', 'fire_time'])
    .execute();

  await seedDicts(db, [
    {
      code: 'quartz_status',
      name: '定时任务状态',
      type: 1,
      items: [
        ['0', '正常'],
        ['-1', '停止'],
      ],
    },
  ]);

  const now = formatDateTime();
  await db
    .withTables<{ sysQuartzJob: QuartzJobRow }>()
    .insertInto('sysQuartzJob')
    .values(
      JOBS.map(([jobClassName, cronExpression, parameter, description, status]) => ({
        id: newId(),
        jobClassName,
        cronExpression,
        parameter,
        description,
        status,
        createBy: 'system',
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();

  await seedAdminScreens(
    db,
    SYSTEM_MENU_ID,
    [
      {
        id: 'menu_system_quartz_job',
        name: '定时任务',
        url: '/system/quartzJob',
        component: 'system/QuartzJobList',
        sortNo: 78,
        perms: 'system:quartzJob',
        buttonIdPrefix: 'btn_quartz_job',
        buttons: [
          ['list', '查看定时任务'],
          ['add', '添加定时任务'],
          ['edit', '编辑定时任务'],
          ['delete', '删除定时任务'],
          ['pause', '停止定时任务'],
          ['resume', '启动定时任务'],
          ['execute', '立即执行定时任务'],
          ['export', '导出定时任务'],
          ['import', '导入定时任务'],
        ],
      },
    ],
    { onlyUnderExistingParent: true },
  );
}
