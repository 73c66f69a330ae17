import type { Kysely } from 'kysely';
import { type MenuSeed, seedMenus } from './support/menus.ts';

export const DashboardMenuIds = {
  folder: 'menu_dashboard',
  workplace: 'menu_dashboard_workplace',
  task: 'menu_dashboard_task',
  monitor: 'menu_dashboard_monitor',
  charts: 'menu_dashboard_charts',
} as const;

const page = (id: string, name: string, path: string, component: string, sortNo: number): MenuSeed => ({
  id,
  name,
  menuType: 1,
  url: `/dashboard/${path}`,
  component: `dashboard/${component}`,
  componentName: component,
  sortNo,
});

const MENUS: MenuSeed[] = [
  {
    id: DashboardMenuIds.folder,
    name: '仪表盘',
    menuType: 0,
    url: '/dashboard',
    component: 'layouts/RouteView',
    redirect: '/dashboard/workplace',
    icon: 'dashboard',
    sortNo: 1,
    children: [
      page(DashboardMenuIds.workplace, '工作台', 'workplace', 'Workplace', 1),
      page(DashboardMenuIds.task, '我的待办', 'task', 'Task', 2),
      page(DashboardMenuIds.monitor, '实时监控', 'monitor', 'Monitor', 3),
      page(DashboardMenuIds.charts, '统计图表', 'charts', 'Charts', 4),
    ],
  },
];

/** Service staff work from their workplace and to-do list; the overview pages are for managers. */
const STAFF_MENUS = new Set<string>([
  DashboardMenuIds.folder,
  DashboardMenuIds.workplace,
  DashboardMenuIds.task,
]);

/** The dashboards of DOMAIN.md besides the home page: workplace, to-do list, live monitor, charts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedMenus(db, MENUS, {
    admin: () => true,
    manager: () => true,
    staff: (m) => STAFF_MENUS.has(m.id),
  });
}
