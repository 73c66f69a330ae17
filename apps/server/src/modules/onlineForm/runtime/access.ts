import type { OnlineFormDefinition, OnlineFormHead } from '@hcs/shared';
import type { Kysely } from 'kysely';
import { VersionedCache } from '../../../core/cache/versionedCache.ts';
import type { AppContext } from '../../../core/context.ts';
import type { Database } from '../../../core/db/schema.ts';
import type { WriteTracker } from '../../../core/db/writeTracker.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { GRANT_TABLES } from '../../../core/permission/grantCache.ts';
import { heldPermissions } from '../../../core/permission/grants.ts';
import { forbidden } from '../../../core/result.ts';

/**
 * Who may use a form's generated screens (contract "Field permissions"): a granted menu entry whose url
 * points at the form, or the designer's online:form:list; button permissions `online:<table>:<action>`
 * and field permissions `online:<table>:field:<field>` kept as button entries under those menu entries.
 */

/** The generated lists a menu entry can point at, by the url's segment before the code. */
const LIST_ROUTES = [
  'cgformList',
  'cgformTreeList',
  'cgformErpList',
  'cgformTabList',
  'cgformInnerTableList',
  'copyform',
];

/** The actions whose buttons a menu entry can gate. */
export const ONLINE_BUTTONS = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import'] as const;
export type OnlineButton = (typeof ONLINE_BUTTONS)[number];

/** Every menu url that points at the form (by its id, or by an original's table name). */
export function formMenuUrls(head: OnlineFormHead): string[] {
  const codes = head.copyType === 0 ? [head.id, head.tableName] : [head.id];
  return LIST_ROUTES.flatMap((route) => codes.map((code) => `/online/${route}/${code}`));
}

/** The menu entries (not deleted) pointing at the form. */
export async function formMenus(db: Kysely<Database>, head: OnlineFormHead): Promise<{ id: string }[]> {
  return db
    .selectFrom('sysPermission')
    .select('id')
    .where('url', 'in', formMenuUrls(head))
    .where('menuType', '!=', 2)
    .where('delFlag', '=', 0)
    .execute();
}

/** The ids among `permissionIds` the user is granted through a role or a department role. */
async function grantedAmong(
  db: Kysely<Database>,
  userId: string,
  permissionIds: readonly string[],
): Promise<Set<string>> {
  if (permissionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('rp.permissionId')
    .where('ur.userId', '=', userId)
    .where('rp.permissionId', 'in', [...permissionIds])
    .unionAll(
      db
        .selectFrom('sysDepartRolePermission as drp')
        .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
        .innerJoin('sysUserDepart as ud', (join) =>
          join.onRef('ud.userId', '=', 'dru.userId').onRef('ud.depId', '=', 'drp.departId'),
        )
        .select('drp.permissionId')
        .where('dru.userId', '=', userId)
        .where('drp.permissionId', 'in', [...permissionIds]),
    )
    .execute();
  return new Set(rows.map((row) => row.permissionId));
}

/** What one caller may do with one form. */
export interface FormAccess {
  /** The menu entries pointing at the form (granted or not): their buttons and data rules count. */
  menuIds: string[];
  /** Buttons the caller may use. */
  buttons: Set<OnlineButton>;
  /** Fields (db names) hidden from the caller. */
  hidden: string[];
  /** Fields (db names) the caller sees but may not change. */
  readOnly: string[];
  /**
   * Whether the caller may use the action (a custom button's code too): yes unless an entry
   * online:<table>:<action> under the form's menus gates it and the caller is not granted it.
   */
  allows: (action: string) => boolean;
}

export const DESIGN_PERMISSION = 'online:form:list';

export const fieldPermission = (tableName: string, field: string) => `online:${tableName}:field:${field}`;
export const buttonPermission = (tableName: string, action: string) => `online:${tableName}:${action}`;

/**
 * Whether an entry's code is one of the form's (`online:<table>:…`). Compared in code, not with LIKE:
 * the `_` of a table name would match any character there.
 */
export const isFormPermission = (tableName: string, perms: string | null, prefix = '') =>
  perms?.startsWith(`online:${tableName}:${prefix}`) === true;

/**
 * What an access is read from: the grants (menus and their button entries are sys_permission rows) and
 * the form's definition, head, fields and buttons (a save, a synchronisation, a delete).
 */
const ACCESS_TABLES = [...GRANT_TABLES, 'onl_cgform_head', 'onl_cgform_field', 'onl_cgform_button'];

/** Each server copy's answers, by the tracker of its own writes. */
const accessCaches = new WeakMap<WriteTracker, VersionedCache<FormAccess>>();

function accessCache(writes: WriteTracker): VersionedCache<FormAccess> {
  let cache = accessCaches.get(writes);
  if (!cache) {
    // Trusted as long as the route guard's grants (3 s): a change through another copy is seen as soon.
    cache = new VersionedCache<FormAccess>(writes, ACCESS_TABLES, 3_000, 5_000);
    accessCaches.set(writes, cache);
  }
  return cache;
}

/** What an access depends on besides the tables: the caller and the form as served (a snapshot's fields). */
const accessKey = (
  userId: string,
  definition: OnlineFormDefinition,
  mains: readonly OnlineFormHead[],
): string =>
  [
    userId,
    ...[definition.head, ...mains].map((head) => `${head.id}:${head.tableName}:${head.copyType}`),
    definition.fields.map((field) => field.dbFieldName).join(','),
  ].join('\u0000');

/**
 * The caller's access to a form, or 403: a granted menu entry pointing at it, or the designer's
 * permission. Buttons: an action whose entry exists under the form's menus needs that entry granted.
 * Fields: an enabled entry of type '1' hides the field, of type '2' makes it read-only, unless granted.
 * Every list, read and write asks: the answer is kept until a grant or the form's definition changes.
 */
export function formAccess(
  ctx: AppContext,
  auth: AuthContext,
  definition: OnlineFormDefinition,
  /** A sub table's main forms: their menus grant it, and carry its buttons and field permissions. */
  mains: readonly OnlineFormHead[] = [],
): Promise<FormAccess> {
  return accessCache(ctx.db.writes).get(accessKey(auth.userId, definition, mains), () =>
    readFormAccess(ctx.db.kysely, auth, definition, mains),
  );
}

async function readFormAccess(
  db: Kysely<Database>,
  auth: AuthContext,
  definition: OnlineFormDefinition,
  mains: readonly OnlineFormHead[],
): Promise<FormAccess> {
  const { head } = definition;
  const menus = (await Promise.all([head, ...mains].map((one) => formMenus(db, one)))).flat();
  const menuIds = menus.map((menu) => menu.id);
  const grantedMenus = await grantedAmong(db, auth.userId, menuIds);
  if (grantedMenus.size === 0) {
    const designer = await heldPermissions(db, auth.userId, [DESIGN_PERMISSION]);
    if (!designer.has(DESIGN_PERMISSION)) throw forbidden();
  }
  const entries = (
    menuIds.length === 0
      ? []
      : await db
          .selectFrom('sysPermission')
          .select(['id', 'perms', 'permsType'])
          .where('parentId', 'in', menuIds)
          .where('menuType', '=', 2)
          .where('status', '=', '1')
          .where('delFlag', '=', 0)
          .execute()
  ).filter((entry) => isFormPermission(head.tableName, entry.perms));
  const granted = await grantedAmong(
    db,
    auth.userId,
    entries.map((entry) => entry.id),
  );
  const grantedPerms = new Set(entries.filter((e) => granted.has(e.id)).map((e) => e.perms));
  const buttons = new Set<OnlineButton>(
    ONLINE_BUTTONS.filter((action) => {
      const code = buttonPermission(head.tableName, action);
      const gated = entries.some((entry) => entry.perms === code);
      return !gated || grantedPerms.has(code);
    }),
  );
  const hidden: string[] = [];
  const readOnly: string[] = [];
  for (const field of definition.fields) {
    const code = fieldPermission(head.tableName, field.dbFieldName);
    const own = entries.filter((entry) => entry.perms === code);
    if (own.length === 0 || grantedPerms.has(code)) continue;
    if (own.some((entry) => entry.permsType === '1')) hidden.push(field.dbFieldName);
    else readOnly.push(field.dbFieldName);
  }
  const allows = (action: string) => {
    const code = buttonPermission(head.tableName, action);
    return !entries.some((entry) => entry.perms === code) || grantedPerms.has(code);
  };
  return { menuIds, buttons, hidden, readOnly, allows };
}
