import type { Kysely } from 'kysely';
import { seedPermissionsUnder } from './support/menus.ts';

/** The columns this migration touches, as 0001 created them. */
type Tables = {
  sysRole: { id: string; roleCode: string };
  sysPermission: {
    id: string;
    parentId: string | null;
    menuType: number;
    sortNo: number;
    icon: string | null;
    isLeaf: number;
  };
  sysRolePermission: { roleId: string; permissionId: string };
  sysDepartPermission: { permissionId: string };
  sysDepartRolePermission: { permissionId: string };
};

const WO_FOLDER_ID = 'menu_wo';
const DASHBOARD_FOLDER_ID = 'menu_dashboard';
const TASK_MENU_ID = 'menu_dashboard_task';

/** The entries that become top-level, in menu order after 首页 (sort 0). */
const TOP_LEVEL: { id: string; sortNo: number; icon: string | null }[] = [
  { id: TASK_MENU_ID, sortNo: 1, icon: 'carry-out' },
  { id: 'menu_wo_order', sortNo: 2, icon: 'solution' },
  { id: 'menu_wo_audience', sortNo: 3, icon: 'team' },
  { id: 'menu_wo_report', sortNo: 4, icon: 'file-text' },
  { id: 'menu_wo_report_view', sortNo: 5, icon: null },
];

/** Demonstration menus: the exception pages and the component gallery, with everything under them. */
const DEMO_ROOTS = ['menu_exception', 'menu_component_gallery'];

/** The button whose grant makes a role start at 我的待办 instead of 首页 after sign-in. */
export const TASK_LANDING_PERMISSION = {
  id: 'btn_dashboard_task_landing',
  name: '登录后进入我的待办',
  perms: 'dashboard:task:landing',
  permsType: '1',
  sortNo: 1,
} as const;

async function subtreeIds(db: Kysely<Tables>, rootId: string): Promise<string[]> {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) {
    const children = await db
      .selectFrom('sysPermission')
      .select('id')
      .where('parentId', '=', ids[i] ?? '')
      .execute();
    ids.push(...children.map((c) => c.id));
  }
  return ids;
}

/**
 * Menus by what each role does (issue 16 point 11): 我的待办, 工单列表, 服务对象 and 服务月报 become
 * top-level entries (工单管理 goes; 仪表盘 keeps the overview pages and follows them); the demo menus
 * are the admin's only; managers and staff are granted 登录后进入我的待办, so sign-in takes them to their
 * to-do while the admin starts at 首页. Entries an admin has deleted are left deleted.
 */
export async function up(migrating: Kysely<unknown>): Promise<void> {
  const db = migrating.withTables<Tables>();
  for (const entry of TOP_LEVEL) {
    await db
      .updateTable('sysPermission')
      .set({ parentId: null, menuType: 0, sortNo: entry.sortNo, icon: entry.icon })
      .where('id', '=', entry.id)
      .execute();
  }
  await db.updateTable('sysPermission').set({ sortNo: 6 }).where('id', '=', DASHBOARD_FOLDER_ID).execute();

  const woFolderEmpty = !(await db
    .selectFrom('sysPermission')
    .select('id')
    .where('parentId', '=', WO_FOLDER_ID)
    .executeTakeFirst());
  if (woFolderEmpty) {
    await db.deleteFrom('sysRolePermission').where('permissionId', '=', WO_FOLDER_ID).execute();
    await db.deleteFrom('sysDepartPermission').where('permissionId', '=', WO_FOLDER_ID).execute();
    await db.deleteFrom('sysDepartRolePermission').where('permissionId', '=', WO_FOLDER_ID).execute();
    await db.deleteFrom('sysPermission').where('id', '=', WO_FOLDER_ID).execute();
  }

  const admin = await db
    .selectFrom('sysRole')
    .select('id')
    .where('roleCode', '=', 'admin')
    .executeTakeFirst();
  for (const root of DEMO_ROOTS) {
    const ids = await subtreeIds(db, root);
    let revoke = db.deleteFrom('sysRolePermission').where('permissionId', 'in', ids);
    if (admin) revoke = revoke.where('roleId', '!=', admin.id);
    await revoke.execute();
  }

  const hasButtons = await seedPermissionsUnder(
    migrating,
    TASK_MENU_ID,
    [TASK_LANDING_PERMISSION],
    ['manager', 'staff'],
  );
  if (hasButtons) {
    await db.updateTable('sysPermission').set({ isLeaf: 0 }).where('id', '=', TASK_MENU_ID).execute();
  }
}
