import type { Kysely } from 'kysely';
import { formatDateTime, newId } from './rows.ts';

// Frozen (see README.md): a copy of core/db/seed/menuSeed.ts as the migrations used it, and the
// "permissions under a menu, if that menu is there" step of 0027, 0029 and 0031.

/** The columns of sys_role, sys_permission and sys_role_permission these helpers use, as 0001 created them. */
type MenuTables = {
  sysRole: { id: string; roleCode: string };
  sysPermission: {
    id: string;
    parentId: string | null;
    name: string;
    url: string | null;
    component: string | null;
    componentName: string | null;
    redirect: string | null;
    menuType: number;
    perms: string | null;
    permsType: string | null;
    sortNo: number;
    alwaysShow: number;
    icon: string | null;
    isRoute: number;
    isLeaf: number;
    keepAlive: number;
    hidden: number;
    description: string | null;
    status: string;
    delFlag: number;
    ruleFlag: number;
    internalOrExternal: number;
    createBy: string | null;
    createTime: string | null;
    updateBy: string | null;
    updateTime: string | null;
  };
  sysRolePermission: {
    id: string;
    roleId: string;
    permissionId: string;
    dataRuleIds: string | null;
    operateDate: string | null;
    operateIp: string | null;
  };
};

/** A menu or button as migrations declare it; ids are stable so later migrations can hang children on them. */
export interface MenuSeed {
  id: string;
  name: string;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: 0 | 1 | 2;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  perms?: string;
  permsType?: '1' | '2';
  sortNo: number;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  children?: MenuSeed[];
}

/** Which entries each role (by role code) is granted; roles not named get nothing. */
export type MenuGrants = Record<string, (entry: MenuSeed) => boolean>;

/** The buttons of a menu: `[action, name]` pairs become `<prefix>:<action>` entries with stable ids. */
export function buttonSeeds(prefix: string, idPrefix: string, actions: [string, string][]): MenuSeed[] {
  return actions.map(([action, name], i) => ({
    id: `${idPrefix}_${action}`,
    name,
    menuType: 2,
    perms: `${prefix}:${action}`,
    permsType: '1',
    sortNo: i,
  }));
}

/** A screen's menu entry (a sub-menu) with its buttons, as the system management migrations declare it. */
export interface ScreenMenuSeed {
  id: string;
  name: string;
  url: string;
  /** e.g. 'system/QuartzJobList'; its last part is the route's component name. */
  component: string;
  sortNo: number;
  /** The buttons' permission prefix, e.g. 'system:quartzJob'. */
  perms: string;
  /** The buttons' id prefix, e.g. 'btn_quartz_job'. */
  buttonIdPrefix: string;
  buttons: [string, string][];
}

function screenMenuSeed(screen: ScreenMenuSeed): MenuSeed {
  return {
    id: screen.id,
    name: screen.name,
    menuType: 1,
    url: screen.url,
    component: screen.component,
    componentName: screen.component.slice(screen.component.lastIndexOf('/') + 1),
    sortNo: screen.sortNo,
    children: buttonSeeds(screen.perms, screen.buttonIdPrefix, screen.buttons),
  };
}

/**
 * Inserts screens under `parentId`, granted to admin. With `onlyUnderExistingParent`, nothing is
 * inserted when the parent is gone.
 */
export async function seedAdminScreens(
  db: Kysely<unknown>,
  parentId: string,
  screens: ScreenMenuSeed[],
  { onlyUnderExistingParent = false }: { onlyUnderExistingParent?: boolean } = {},
): Promise<void> {
  if (onlyUnderExistingParent && !(await menuExists(db, parentId))) return;
  await seedMenus(db, screens.map(screenMenuSeed), { admin: () => true }, parentId);
}

/** Whether a menu entry of this id is there (an admin may have deleted it). */
export async function menuExists(migrating: Kysely<unknown>, id: string): Promise<boolean> {
  const db = migrating.withTables<MenuTables>();
  const found = await db.selectFrom('sysPermission').select('id').where('id', '=', id).executeTakeFirst();
  return found !== undefined;
}

/** A permission entry (menu type 2) hung under an existing menu. */
export interface PermissionSeed {
  id: string;
  name: string;
  perms: string;
  /** '1' shown only if granted, '2' disabled if not granted. */
  permsType: '1' | '2';
  sortNo: number;
}

/**
 * Inserts permission entries under the menu `parentId` when that menu is there, granted to the roles
 * of the given codes. Returns whether the menu was there.
 */
export async function seedPermissionsUnder(
  db: Kysely<unknown>,
  parentId: string,
  permissions: PermissionSeed[],
  grantedTo: readonly string[],
): Promise<boolean> {
  if (!(await menuExists(db, parentId))) return false;
  const grants: MenuGrants = Object.fromEntries(grantedTo.map((code) => [code, () => true]));
  await seedMenus(
    db,
    permissions.map((p): MenuSeed => ({ ...p, menuType: 2 })),
    grants,
    parentId,
  );
  return true;
}

/**
 * Inserts a menu tree (under `parentId`, or at the top) and grants every entry to the given role codes.
 * Existing ids are left as they are.
 */
export async function seedMenus(
  migrating: Kysely<unknown>,
  menus: MenuSeed[],
  grants: MenuGrants,
  parentId: string | null = null,
): Promise<void> {
  const db = migrating.withTables<MenuTables>();
  const now = formatDateTime();
  const roles = await db.selectFrom('sysRole').select(['id', 'roleCode']).execute();
  const walk = async (entries: MenuSeed[], parentId: string | null) => {
    for (const m of entries) {
      const exists = await db
        .selectFrom('sysPermission')
        .select('id')
        .where('id', '=', m.id)
        .executeTakeFirst();
      if (!exists) {
        await db
          .insertInto('sysPermission')
          .values({
            id: m.id,
            parentId,
            name: m.name,
            url: m.url ?? null,
            component: m.component ?? null,
            componentName: m.componentName ?? null,
            redirect: m.redirect ?? null,
            menuType: m.menuType,
            perms: m.perms ?? null,
            permsType: m.permsType ?? (m.menuType === 2 ? '1' : null),
            sortNo: m.sortNo,
            alwaysShow: m.alwaysShow ? 1 : 0,
            icon: m.icon ?? null,
            isRoute: 1,
            isLeaf: m.children?.length ? 0 : 1,
            keepAlive: m.keepAlive ? 1 : 0,
            hidden: m.hidden ? 1 : 0,
            description: null,
            status: '1',
            delFlag: 0,
            ruleFlag: 0,
            internalOrExternal: m.internalOrExternal ? 1 : 0,
            createBy: 'system',
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        for (const role of roles) {
          const grant = grants[role.roleCode];
          if (grant?.(m)) {
            await db
              .insertInto('sysRolePermission')
              .values({
                id: newId(),
                roleId: role.id,
                permissionId: m.id,
                dataRuleIds: null,
                operateDate: now,
                operateIp: null,
              })
              .execute();
          }
        }
      }
      if (m.children) await walk(m.children, m.id);
    }
  };
  await walk(menus, parentId);
}
