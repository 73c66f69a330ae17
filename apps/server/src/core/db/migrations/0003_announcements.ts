import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { type MenuSeed, seedMenus } from './support/menus.ts';

const button = (id: string, name: string, perms: string, sortNo: number): MenuSeed => ({
  id,
  name,
  menuType: 2,
  perms,
  permsType: '1',
  sortNo,
});

export const SYSTEM_MENU_ID = 'menu_system';

const menus: MenuSeed[] = [
  {
    id: SYSTEM_MENU_ID,
    name: '系统管理',
    menuType: 0,
    url: '/system',
    component: 'layouts/RouteView',
    redirect: '/system/annountCement',
    icon: 'setting',
    sortNo: 80,
    children: [
      {
        id: 'menu_system_announcement',
        name: '系统通告',
        menuType: 1,
        url: '/system/annountCement',
        component: 'system/AnnouncementList',
        componentName: 'AnnouncementList',
        sortNo: 10,
        children: [
          button('btn_announcement_list', '查看通告', 'system:announcement:list', 0),
          button('btn_announcement_add', '添加通告', 'system:announcement:add', 1),
          button('btn_announcement_edit', '编辑通告', 'system:announcement:edit', 2),
          button('btn_announcement_delete', '删除通告', 'system:announcement:delete', 3),
          button('btn_announcement_release', '发布通告', 'system:announcement:release', 4),
          button('btn_announcement_revoke', '撤销通告', 'system:announcement:revoke', 5),
        ],
      },
    ],
  },
];

/** Announcements (系统通告) and each user's read state, with their menu, buttons and dictionaries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_announcement')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('titile', 'varchar(100)', (c) => c.notNull())
    .addColumn('msg_content', 'text', (c) => c.notNull())
    .addColumn('msg_abstract', 'varchar(500)')
    .addColumn('start_time', 'varchar(19)')
    .addColumn('end_time', 'varchar(19)')
    .addColumn('sender', 'varchar(100)')
    .addColumn('priority', 'varchar(10)', (c) => c.notNull())
    .addColumn('msg_category', 'varchar(10)', (c) => c.notNull())
    .addColumn('msg_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_ids', 'text')
    .addColumn('send_status', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
    .addColumn('send_time', 'varchar(19)')
    .addColumn('cancel_time', 'varchar(19)')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bus_type', 'varchar(20)')
    .addColumn('bus_id', 'varchar(50)')
    .addColumn('open_type', 'varchar(20)')
    .addColumn('open_page', 'varchar(255)')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('idx_sys_announcement_status')
    .on('sys_announcement')
    .columns(['send_status', 'msg_category'])
    .execute();

  await db.schema
    .createTable('sys_announcement_send')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('annt_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_flag', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('read_time', 'varchar(19)')
    .addColumn('create_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('uk_sys_announcement_send')
    .on('sys_announcement_send')
    .columns(['user_id', 'annt_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('idx_sys_announcement_send_annt')
    .on('sys_announcement_send')
    .column('annt_id')
    .execute();

  await seedDicts(db, [
    {
      code: 'msg_category',
      name: '消息类型',
      items: [
        ['1', '通知'],
        ['2', '系统消息'],
      ],
    },
    {
      code: 'send_status',
      name: '发布状态',
      items: [
        ['0', '未发布'],
        ['1', '已发布'],
        ['2', '已撤销'],
      ],
    },
    {
      code: 'msg_type',
      name: '通告对象类型',
      items: [
        ['ALL', '全体用户'],
        ['USER', '指定用户'],
      ],
    },
    {
      code: 'open_type',
      name: '打开方式',
      items: [
        ['url', '链接'],
        ['component', '组件'],
      ],
    },
  ]);

  await seedMenus(db, menus, { admin: () => true });
}
