import type { Kysely } from 'kysely';
import { type AuditRow, auditColumns } from './support/auditColumns.ts';
import { seedAdminScreens } from './support/menus.ts';
import { formatDateTime, newId } from './support/rows.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

export const FILL_RULE_MENU_ID = 'menu_system_fill_rule';
export const FILE_MENU_ID = 'menu_system_file';

/** The seeded rules: the work-order number (DOMAIN.md) and the family's order number and category code. */
export const FILL_RULE_SEED = [
  {
    ruleName: '工单编号',
    ruleCode: 'work_order_no',
    ruleClass: 'dateSequence',
    ruleParams: { prefix: 'GD', dateFormat: 'yyyyMMdd', digits: 4 },
  },
  {
    ruleName: '订单号',
    ruleCode: 'shop_order_num',
    ruleClass: 'timestampRandom',
    ruleParams: { prefix: 'CN', randomDigits: 2 },
  },
  { ruleName: '分类字典编码', ruleCode: 'category_code_rule', ruleClass: 'categoryCode', ruleParams: {} },
];

type FillRuleRow = AuditRow & {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams: string | null;
};

/** 填值规则 (the rule table, its seed and menu) and 文件列表 (the menu over sys_file). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_fill_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('rule_class', 'varchar(64)', (c) => c.notNull())
    .addColumn('rule_params', 'varchar(1000)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_fill_rule_code')
    .on('sys_fill_rule')
    .column('rule_code')
    .unique()
    .execute();
  await db.schema.createIndex('idx_sys_file_biz').on('sys_file').columns(['biz', 'create_time']).execute();

  const now = formatDateTime();
  await db
    .withTables<{ sysFillRule: FillRuleRow }>()
    .insertInto('sysFillRule')
    .values(
      FILL_RULE_SEED.map((r) => ({
        id: newId(),
        ...r,
        ruleParams: JSON.stringify(r.ruleParams),
        createBy: 'system',
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();

  await seedAdminScreens(db, SYSTEM_MENU_ID, [
    {
      id: FILL_RULE_MENU_ID,
      name: '填值规则',
      url: '/system/fillRule',
      component: 'system/FillRuleList',
      sortNo: 8,
      perms: 'system:fillRule',
      buttonIdPrefix: 'btn_fill_rule',
      buttons: [
        ['list', '查看填值规则'],
        ['add', '添加填值规则'],
        ['edit', '编辑填值规则'],
        ['delete', '删除填值规则'],
        ['test', '测试填值规则'],
        ['execute', '执行填值规则'],
      ],
    },
    {
      id: FILE_MENU_ID,
      name: '文件列表',
      url: '/system/file',
      component: 'system/FileList',
      sortNo: 90,
      perms: 'system:file',
      buttonIdPrefix: 'btn_file',
      buttons: [
        ['list', '查看文件'],
        ['delete', '删除文件'],
      ],
    },
  ]);
}
