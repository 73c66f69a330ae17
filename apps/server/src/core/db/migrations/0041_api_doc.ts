import type { Kysely } from 'kysely';
import { buttonSeeds, type MenuSeed, menuExists, seedMenus } from './support/menus.ts';

const apiDoc: MenuSeed = {
  id: 'menu_monitor_openapi',
  name: '接口文档',
  menuType: 1,
  url: '/monitor/openapi',
  component: 'monitor/ApiDoc',
  componentName: 'ApiDoc',
  sortNo: 8,
  children: buttonSeeds('system:openapi', 'btn_monitor_openapi', [['view', '查看接口文档']]),
};

/** 接口文档 under 系统监控 (issue 20): the OpenAPI description of the API, granted to admin. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await menuExists(db, 'menu_monitor'))) return;
  await seedMenus(db, [apiDoc], { admin: () => true }, 'menu_monitor');
}
