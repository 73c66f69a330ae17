import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/core/db/connect.ts';
import { migrateToLatest } from '../src/core/db/migrate.ts';
import { up } from '../src/core/db/migrations/0032_menus_by_role.ts';

let db: Db;

beforeAll(async () => {
  db = connect('sqlite::memory:');
  await migrateToLatest(db.kysely);
});
afterAll(() => db.close());

/** The connection as the Migrator hands it to a migration, which names its own tables. */
const asMigration = () => db.kysely as unknown as Kysely<unknown>;

const entry = (id: string) =>
  db.kysely
    .selectFrom('sysPermission')
    .select(['id', 'parentId', 'menuType', 'sortNo'])
    .where('id', '=', id)
    .executeTakeFirst();

const grantsOf = async (roleId: string) =>
  (
    await db.kysely
      .selectFrom('sysRolePermission')
      .select('permissionId')
      .where('roleId', '=', roleId)
      .execute()
  ).map((g) => g.permissionId);

describe('migration 0032: menus by role', () => {
  it('turns a database of the old layout into the new one, and running it again changes nothing', async () => {
    // The layout before 0032: the centre's screens under 工单管理, 我的待办 under 仪表盘, 异常页 for managers.
    const k = db.kysely;
    const folder = await k
      .selectFrom('sysPermission')
      .selectAll()
      .where('id', '=', 'menu_dashboard')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('sysPermission')
      .values({ ...folder, id: 'menu_wo', name: '工单管理', url: '/wo', redirect: '/wo/order', sortNo: 2 })
      .execute();
    for (const id of ['menu_wo_order', 'menu_wo_audience', 'menu_wo_report', 'menu_wo_report_view']) {
      await k
        .updateTable('sysPermission')
        .set({ parentId: 'menu_wo', menuType: 1 })
        .where('id', '=', id)
        .execute();
    }
    await k
      .updateTable('sysPermission')
      .set({ parentId: 'menu_dashboard', menuType: 1 })
      .where('id', '=', 'menu_dashboard_task')
      .execute();
    await k
      .insertInto('sysRolePermission')
      .values([
        { id: 'rp_old_wo', roleId: 'role_manager', permissionId: 'menu_wo' },
        { id: 'rp_old_exception', roleId: 'role_manager', permissionId: 'menu_exception' },
        { id: 'rp_old_403', roleId: 'role_manager', permissionId: 'menu_exception_403' },
      ])
      .execute();

    await up(asMigration());
    const after = async () => ({
      task: await entry('menu_dashboard_task'),
      order: await entry('menu_wo_order'),
      folder: await entry('menu_wo'),
      manager: (await grantsOf('role_manager')).sort(),
      admin: (await grantsOf('role_admin')).sort(),
    });
    const once = await after();
    expect(once.task).toMatchObject({ parentId: null, menuType: 0, sortNo: 1 });
    expect(once.order).toMatchObject({ parentId: null, menuType: 0, sortNo: 2 });
    expect(once.folder).toBeUndefined();
    expect(once.manager).not.toContain('menu_wo');
    expect(once.manager).not.toContain('menu_exception');
    expect(once.manager).not.toContain('menu_exception_403');
    expect(once.manager).toContain('btn_dashboard_task_landing');
    expect(once.admin).toContain('menu_exception_403');
    expect(once.admin).not.toContain('btn_dashboard_task_landing');

    await up(asMigration());
    expect(await after()).toEqual(once);
  });
});
