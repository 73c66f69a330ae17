import type { Kysely } from 'kysely';
import { newId } from '../../ids.ts';
import { formatDateTime } from '../../time.ts';
import type { Database } from '../schema.ts';

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

/**
 * Inserts a menu tree (under `parentId`, or at the top) and grants every entry to the given role codes.
 * Existing ids are left as they are.
 */
export async function seedMenus(
  db: Kysely<Database>,
  menus: MenuSeed[],
  grants: Record<string, (entry: MenuSeed) => boolean>,
  parentId: string | null = null,
): Promise<void> {
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
