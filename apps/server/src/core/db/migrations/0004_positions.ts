import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { menuExists, seedMenus } from './support/menus.ts';

/** 系统管理, which 0003 created. */
const SYSTEM_MENU_ID = 'menu_system';

/** Positions (职务), their rank dictionary, menu and buttons. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_position')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('post_rank', 'varchar(2)')
    .addColumn('company_id', 'varchar(255)')
    .addColumn('sys_org_code', 'varchar(50)')
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('uk_sys_position_code').on('sys_position').column('code').unique().execute();

  await seedDicts(db, [
    {
      code: 'position_rank',
      name: '职务职级',
      items: [
        ['1', '员级'],
        ['2', '助级'],
        ['3', '中级'],
        ['4', '副高级'],
        ['5', '正高级'],
      ],
    },
  ]);

  if (!(await menuExists(db, SYSTEM_MENU_ID))) return;
  const button = (id: string, name: string, action: string, sortNo: number) => ({
    id,
    name,
    menuType: 2 as const,
    perms: `system:position:${action}`,
    permsType: '1' as const,
    sortNo,
  });
  await seedMenus(
    db,
    [
      {
        id: 'menu_system_position',
        name: '职务管理',
        menuType: 1,
        url: '/system/position',
        component: 'system/SysPositionList',
        componentName: 'SysPositionList',
        sortNo: 60,
        children: [
          button('btn_position_list', '查看职务', 'list', 0),
          button('btn_position_add', '添加职务', 'add', 1),
          button('btn_position_edit', '编辑职务', 'edit', 2),
          button('btn_position_delete', '删除职务', 'delete', 3),
          button('btn_position_export', '导出职务', 'export', 4),
          button('btn_position_import', '导入职务', 'import', 5),
        ],
      },
    ],
    { admin: () => true },
    SYSTEM_MENU_ID,
  );
}
