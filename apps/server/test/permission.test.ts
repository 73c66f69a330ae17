import type { MenuEntry, PermissionResult } from '@hcs/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: '0' });
});
afterAll(() => server.close());

async function permissionsOf(username: string): Promise<PermissionResult> {
  const { status, body } = await server.get<PermissionResult>(
    '/sys/permission/getUserPermissionByToken',
    await server.tokenFor(username),
  );
  expect(status).toBe(200);
  return body.result;
}

const titles = (menu: MenuEntry[]): string[] =>
  menu.flatMap((m) => [m.meta.title, ...titles(m.children ?? [])]);

describe('getUserPermissionByToken', () => {
  it('gives the admin the whole menu, shaped as the client expects', async () => {
    const { menu, auth, allAuth } = await permissionsOf('admin');
    expect(menu.map((m) => m.meta.title)).toEqual([
      '首页',
      '我的待办',
      '工单列表',
      '服务对象',
      '服务月报',
      '月报查看',
      '仪表盘',
      '在线开发',
      '系统监控',
      '系统管理',
      '组件示例',
      '异常页',
    ]);
    const [home, , ...rest] = menu as [MenuEntry, MenuEntry, ...MenuEntry[]];
    const [system, gallery, exception] = rest.slice(-3) as [MenuEntry, MenuEntry, MenuEntry];
    // The care centre's screens are top-level entries (migration 0032), not folded under 工单管理.
    expect(rest.slice(0, 4).map((m) => [m.path, m.component, m.hidden ?? false])).toEqual([
      ['/wo/order', 'wo/WorkOrderList', false],
      ['/wo/audience', 'wo/AudienceList', false],
      ['/wo/report', 'wo/MonthlyReportList', false],
      ['/wo/report/view', 'wo/MonthlyReportView', true],
    ]);
    expect(gallery).toMatchObject({ path: '/test/home', component: 'test/Home' });
    expect(system.children?.map((c) => [c.path, c.component, c.meta.title])).toEqual(
      expect.arrayContaining([['/system/annountCement', 'system/AnnouncementList', '系统通告']]),
    );
    const announcements = system.children?.find((c) => c.path === '/system/annountCement');
    expect(announcements?.meta.permissionList?.map((p) => p.action)).toEqual([
      'system:announcement:list',
      'system:announcement:add',
      'system:announcement:edit',
      'system:announcement:delete',
      'system:announcement:release',
      'system:announcement:revoke',
      'system:announcement:export',
    ]);
    expect(home).toMatchObject({
      path: '/dashboard/analysis',
      name: 'Analysis',
      component: 'dashboard/Analysis',
      route: '1',
      meta: {
        title: '首页',
        icon: 'home',
        keepAlive: false,
        internalOrExternal: false,
        componentName: 'Analysis',
      },
    });
    expect(home.meta.permissionList).toEqual([
      { action: 'dashboard:analysis:visitStats', type: '1', describe: '访问统计' },
    ]);
    expect(home).not.toHaveProperty('hidden');
    expect(exception).toMatchObject({
      path: '/exception',
      redirect: '/exception/403',
      component: 'layouts/RouteView',
    });
    expect(exception.children?.map((c) => [c.path, c.name, c.component])).toEqual([
      ['/exception/403', 'exception-403', 'exception/403'],
      ['/exception/404', 'exception-404', 'exception/404'],
      ['/exception/500', 'exception-500', 'exception/500'],
    ]);
    expect(auth).toContainEqual({ action: 'dashboard:analysis:visitStats', type: '1', describe: '访问统计' });
    expect(allAuth).toContainEqual({
      action: 'dashboard:analysis:visitStats',
      type: '1',
      describe: '访问统计',
      status: '1',
    });
    // The admin holds every button but the gallery grid's field and toolbar rules, which no role is given,
    // and the to-do landing: the admin starts at 首页.
    const notGranted = allAuth
      .map((a) => a.action)
      .filter((action) => !auth.some((a) => a.action === action));
    expect(notGranted.sort()).toEqual([
      'dashboard:task:landing',
      'gallery:grid:add',
      'gallery:grid:batch_delete',
      'gallery:grid:fee',
      'gallery:grid:phone',
    ]);
  });

  it('gives a restricted role only what it was granted, but still lists every button in allAuth', async () => {
    const { menu, auth, allAuth } = await permissionsOf('fuwu');
    // 服务人员: their own work orders and reading audiences (DOMAIN.md "Who uses it").
    expect(titles(menu)).toEqual(['首页', '我的待办', '工单列表', '服务对象', '仪表盘', '工作台']);
    expect(menu[0]?.meta.permissionList).toBeUndefined();
    expect(auth.map((a) => a.action).sort()).toEqual([
      'dashboard:task:landing',
      'wo:audience:list',
      'wo:order:list',
      'wo:order:process',
    ]);
    expect(allAuth.map((a) => a.action)).toContain('dashboard:analysis:visitStats');
    expect(allAuth.map((a) => a.action)).toContain('system:announcement:add');
  });

  it('gives a manager the care centre menus without the demo menus, starting at the to-do', async () => {
    const { menu, auth } = await permissionsOf('zhuguan');
    const top = menu.map((m) => m.meta.title);
    expect(top.slice(0, 6)).toEqual(['首页', '我的待办', '工单列表', '服务对象', '服务月报', '月报查看']);
    expect(top).not.toContain('异常页');
    expect(top).not.toContain('组件示例');
    expect(top).not.toContain('工单管理');
    expect(auth.map((a) => a.action)).toContain('dashboard:task:landing');
  });

  it('prepends the home menu for a user whose roles do not grant it', async () => {
    await server.ctx.db.kysely.deleteFrom('sysRolePermission').where('roleId', '=', 'role_staff').execute();
    const { menu } = await permissionsOf('fuwu');
    expect(menu.map((m) => m.path)).toEqual(['/dashboard/analysis']);
  });

  it('omits disabled buttons from auth and marks them in allAuth', async () => {
    await server.ctx.db.kysely
      .updateTable('sysPermission')
      .set({ status: '0' })
      .where('id', '=', 'btn_home_visit_stats')
      .execute();
    const { auth, allAuth } = await permissionsOf('admin');
    expect(auth.map((a) => a.action)).not.toContain('dashboard:analysis:visitStats');
    expect(allAuth.find((a) => a.action === 'dashboard:analysis:visitStats')?.status).toBe('0');
    await server.ctx.db.kysely
      .updateTable('sysPermission')
      .set({ status: '1' })
      .where('id', '=', 'btn_home_visit_stats')
      .execute();
  });

  it('answers from memory until a grant or a menu is written through this copy', async () => {
    const homeTitle = async () => (await permissionsOf('admin')).menu[0]?.meta.title;
    expect(await homeTitle()).toBe('首页');
    // Another server copy renames the entry: a write this copy's tracker does not see, so the answer
    // it holds stands (for at most the 3 s that grants are trusted for).
    await sql`update sys_permission set name = '主页' where url = '/dashboard/analysis'`.execute(
      server.ctx.db.kysely.withoutPlugins(),
    );
    expect(await homeTitle()).toBe('首页');
    // A write through this copy is seen at once.
    await server.ctx.db.kysely
      .updateTable('sysPermission')
      .set({ name: '工作台' })
      .where('url', '=', '/dashboard/analysis')
      .execute();
    expect(await homeTitle()).toBe('工作台');
    await server.ctx.db.kysely
      .updateTable('sysPermission')
      .set({ name: '首页' })
      .where('url', '=', '/dashboard/analysis')
      .execute();
  });
});
