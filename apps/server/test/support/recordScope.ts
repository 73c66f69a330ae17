import * as XLSX from '@e965/xlsx';
import type { TestServer } from './testServer.ts';

/** One request a probe makes, as the screens send it. */
export interface ProbeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * How the record-scope test reaches one scoped entity (an entity whose menu can carry data rules): two of
 * its records, one inside and one outside a data rule, and the requests of its screens. Every operation
 * the entity has is named; one it does not have is null, with the reason.
 */
export interface RecordScopeProbe {
  /** The menu component whose data rules limit the entity, e.g. system/SysPositionList. */
  component: string;
  /** A rule over one of the list's fields that keeps `inside` and leaves out `outside`. */
  rule: { column: string; condition: string; value: string };
  /** Creates the two records as the administrator; their ids, and a text that shows each in an export. */
  rows(server: TestServer, admin: string): Promise<{ inside: ProbeRow; outside: ProbeRow }>;
  /** The ids a list answer shows. */
  listIds(server: TestServer, token: string): Promise<string[]>;
  queryById: ((id: string) => ProbeRequest) | null;
  edit: ((id: string) => ProbeRequest) | null;
  delete: ((id: string) => ProbeRequest) | null;
  deleteBatch: ((ids: string[]) => ProbeRequest) | null;
  /** The export's path, e.g. /sys/position/exportXls; null when the entity has none. */
  exportPath: string | null;
  /** The record as stored, to see that a refused change changed nothing (undefined: gone). */
  stored(server: TestServer, id: string): Promise<unknown>;
}

export interface ProbeRow {
  id: string;
  /** A text that appears in the record's exported row and in no other row. */
  marker: string;
}

export async function send(server: TestServer, token: string, request: ProbeRequest) {
  const res = await server.app.inject({
    method: request.method,
    url: `/hcs${request.path}`,
    headers: { 'x-access-token': token },
    ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
  });
  const body = res.json() as { success: boolean; message: string; result: unknown };
  return { status: res.statusCode, body };
}

/** Whether an answer refused the request (a business refusal or an HTTP error). */
export const refused = (answer: { status: number; body: { success: boolean } }) =>
  answer.status >= 400 || !answer.body.success;

/** Every text cell of an exported sheet. */
export async function exportedCells(server: TestServer, token: string, path: string): Promise<string[]> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/hcs${path}`,
    headers: { 'x-access-token': token },
  });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.payload.slice(0, 200)}`);
  const book = XLSX.read(res.rawPayload);
  return book.SheetNames.flatMap((name) =>
    XLSX.utils
      .sheet_to_json<unknown[]>(book.Sheets[name] ?? {}, { header: 1 })
      .flat()
      .map((cell) => String(cell)),
  );
}

/** The records of a page answer. */
export const recordIds = (result: unknown): string[] =>
  ((result as { records?: { id: string }[] } | null)?.records ?? []).map((r) => r.id);

/** A data rule on the menu whose component is given, as 角色管理 → 数据权限 stores it. */
export interface MenuRule {
  component: string;
  column: string;
  condition: string;
  value: string;
}

export interface RuleLimitedUser {
  token: string;
  /** The menu (sys_permission id) of a component. */
  menuOf(component: string): string;
  /** The data rule chosen on that menu. */
  ruleOf(component: string): string;
}

/**
 * A user whose one role holds every menu and button, its grant of each named menu carrying that menu's
 * rule: only the rules stand between the user and a record.
 */
export async function ruleLimitedUser(
  server: TestServer,
  admin: string,
  username: string,
  rules: readonly MenuRule[],
): Promise<RuleLimitedUser> {
  const db = server.ctx.db.kysely;
  const roleId = `role_${username}`.slice(0, 32);
  const stamp = { createBy: 'test', createTime: '2026-11-27 00:00:00', updateBy: null, updateTime: null };
  await db
    .insertInto('sysRole')
    .values({ id: roleId, roleName: `记录范围 ${username}`, roleCode: roleId, description: null, ...stamp })
    .execute();
  const permissions = await db.selectFrom('sysPermission').select(['id', 'component', 'menuType']).execute();
  const menus = new Map<string, string>();
  const chosen = new Map<string, string>();
  for (const rule of rules) {
    const menu = permissions.find((p) => p.component === rule.component && p.menuType !== 2);
    if (!menu) throw new Error(`no menu with component ${rule.component}`);
    const ruleId = `r_${username}_${menu.id}`.slice(0, 32);
    await db
      .insertInto('sysPermissionDataRule')
      .values({
        id: ruleId,
        permissionId: menu.id,
        ruleName: `记录范围 ${rule.component}`,
        ruleColumn: rule.column,
        ruleConditions: rule.condition,
        ruleValue: rule.value,
        status: '1',
        ...stamp,
      })
      .execute();
    menus.set(rule.component, menu.id);
    chosen.set(menu.id, ruleId);
  }
  await db
    .insertInto('sysRolePermission')
    .values(
      permissions.map((p, i) => ({
        id: `${roleId.slice(0, 20)}_${i}`,
        roleId,
        permissionId: p.id,
        dataRuleIds: chosen.get(p.id) ?? null,
        operateDate: null,
        operateIp: null,
      })),
    )
    .execute();
  const password = 'Scope-pass-2026';
  const added = await server.post(
    '/sys/user/add',
    { username, realname: username, password, selectedroles: roleId, selecteddeparts: 'dep_east' },
    admin,
  );
  if (!added.body.success) throw new Error(added.body.message);
  const known = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`no rule on ${key}`);
    return value;
  };
  return {
    token: await server.tokenFor(username, password),
    menuOf: (component) => known(menus, component),
    ruleOf: (component) => known(chosen, known(menus, component)),
  };
}

/**
 * Adds a record as the administrator through its screen's add (`<path>/add`) and finds its id through the
 * list (`<path>/list?<find>`); `marker` is the text its exported row shows.
 */
export async function addedRecord(
  server: TestServer,
  admin: string,
  path: string,
  body: Record<string, unknown>,
  find: string,
  marker: string,
): Promise<ProbeRow> {
  const added = await server.post(`${path}/add`, body, admin);
  if (!added.body.success) throw new Error(`${path}/add: ${added.body.message}`);
  const found = await server.get(`${path}/list?${find}`, admin);
  const [id] = recordIds(found.body.result);
  if (!id) throw new Error(`${path}: ${find} not found`);
  return { id, marker };
}
