import type { Kysely } from 'kysely';
import { buttonSeeds, type MenuSeed, seedMenus } from './support/menus.ts';

/** A 系统监控 page: its menu entry and the one permission its endpoint needs (`monitor:<area>:view`). */
function page(area: string, name: string, component: string, sortNo: number): MenuSeed {
  return {
    id: `menu_monitor_${area}`,
    name,
    menuType: 1,
    url: `/monitor/${area}`,
    component: `monitor/${component}`,
    componentName: component,
    sortNo,
    children: buttonSeeds(`monitor:${area}`, `btn_monitor_${area}`, [['view', `查看${name}`]]),
  };
}

const menus: MenuSeed[] = [
  {
    id: 'menu_monitor',
    name: '系统监控',
    menuType: 0,
    url: '/monitor',
    component: 'layouts/RouteView',
    redirect: '/monitor/server',
    icon: 'cloud-server',
    sortNo: 75,
    children: [
      page('server', '系统信息', 'SystemInfo', 1),
      page('disk', '磁盘监控', 'DiskMonitor', 2),
      page('trace', '请求追踪', 'HttpTrace', 3),
      page('runtime', 'Node 运行时', 'NodeRuntime', 4),
      page('http', 'HTTP 服务', 'HttpServer', 5),
      page('redis', 'Redis', 'RedisMonitor', 6),
      page('database', '数据库', 'DatabaseMonitor', 7),
    ],
  },
];

/**
 * 系统监控 (issue 19): the operator's pages of the running platform, granted to admin, and the table
 * where each server copy publishes its figures for the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_monitor_copy')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  await seedMenus(db, menus, { admin: () => true });
}
