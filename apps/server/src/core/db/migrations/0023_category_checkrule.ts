import type { Kysely } from 'kysely';
import { type AuditRow, auditColumns } from './support/auditColumns.ts';
import { seedAdminScreens } from './support/menus.ts';
import { formatDateTime, newId } from './support/rows.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

export const CATEGORY_MENU_ID = 'menu_system_category';
export const CHECK_RULE_MENU_ID = 'menu_system_check_rule';

/** The seeded rules: the reference's `common` example, and the 残疾证号 the audience form checks. */
export const CHECK_RULE_SEED = [
  {
    ruleName: '通用编码规则',
    ruleCode: 'common',
    ruleDescription: '首位只能是字母，其余为数字、字母或下划线，长度3到12位',
    rules: [
      { digits: '1', pattern: '^[a-zA-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[0-9a-zA-Z_]*$', message: '只能填写数字、大小写字母、下划线' },
      { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
      { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
    ],
  },
  {
    ruleName: '残疾证号',
    ruleCode: 'audience_cert_no',
    ruleDescription: '第二代残疾人证号：18位身份证号 + 1位残疾类别 + 1位残疾等级',
    rules: [
      { digits: '*', pattern: '^.{20}$', message: '残疾证号应为20位' },
      { digits: '18', pattern: '^\\d{17}[\\dX]$', message: '残疾证号前18位应为身份证号' },
      { digits: '1', pattern: '^[1-7]$', message: '残疾证号第19位为残疾类别，应为1到7' },
      { digits: '1', pattern: '^[1-4]$', message: '残疾证号第20位为残疾等级，应为1到4' },
    ],
  },
];

type CheckRuleRow = AuditRow & {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
};

/** 分类字典 and 编码校验规则: the check rule table, and both menus with their buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_check_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_json', 'varchar(4000)', (c) => c.notNull())
    .addColumn('rule_description', 'varchar(200)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_sys_check_rule_code')
    .on('sys_check_rule')
    .column('rule_code')
    .unique()
    .execute();

  const now = formatDateTime();
  await db
    .withTables<{ sysCheckRule: CheckRuleRow }>()
    .insertInto('sysCheckRule')
    .values(
      CHECK_RULE_SEED.map((r) => ({
        id: newId(),
        ruleName: r.ruleName,
        ruleCode: r.ruleCode,
        ruleJson: JSON.stringify(r.rules),
        ruleDescription: r.ruleDescription,
        createBy: 'system',
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();

  await seedAdminScreens(db, SYSTEM_MENU_ID, [
    {
      id: CATEGORY_MENU_ID,
      name: '分类字典',
      url: '/system/category',
      component: 'system/CategoryList',
      sortNo: 6,
      perms: 'system:category',
      buttonIdPrefix: 'btn_category',
      buttons: [
        ['list', '查看分类'],
        ['add', '添加分类'],
        ['edit', '编辑分类'],
        ['delete', '删除分类'],
      ],
    },
    {
      id: CHECK_RULE_MENU_ID,
      name: '编码校验规则',
      url: '/system/checkRule',
      component: 'system/CheckRuleList',
      sortNo: 7,
      perms: 'system:checkRule',
      buttonIdPrefix: 'btn_check_rule',
      buttons: [
        ['list', '查看校验规则'],
        ['add', '添加校验规则'],
        ['edit', '编辑校验规则'],
        ['delete', '删除校验规则'],
        ['export', '导出校验规则'],
      ],
    },
  ]);
}
