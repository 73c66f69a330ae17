import * as XLSX from '@e965/xlsx';
import { type PageResult, userResource } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleCondition } from '../src/core/permission/dataScope.ts';
import { resourceEntity } from '../src/core/resource/entity.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let scopedRoleId: string;

const PASSWORD = 'Scope-pass-2026';

interface User {
  username: string;
  orgCode: string | null;
}

const db = () => server.ctx.db.kysely;

async function addUser(username: string, roles: string, departs: string) {
  const res = await server.post(
    '/sys/user/add',
    { username, realname: username, password: PASSWORD, selectedroles: roles, selecteddeparts: departs },
    admin,
  );
  expect(res.body.success).toBe(true);
}

async function rule(id: string, ruleColumn: string, ruleConditions: string, ruleValue: string) {
  await db()
    .insertInto('sysPermissionDataRule')
    .values({
      id,
      permissionId: 'menu_system_user',
      ruleName: id,
      ruleColumn,
      ruleConditions,
      ruleValue,
      status: '1',
      createBy: 'admin',
      createTime: '2026-11-22 10:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

/** Chooses the data rules of the scoped role's grant of 用户管理. */
const chooseRules = (ids: string) =>
  db()
    .updateTable('sysRolePermission')
    .set({ dataRuleIds: ids })
    .where('roleId', '=', scopedRoleId)
    .where('permissionId', '=', 'menu_system_user')
    .execute();

async function usernamesSeenBy(token: string, query = ''): Promise<string[]> {
  const res = await server.get<PageResult<User>>(`/sys/user/list?pageSize=100${query}`, token);
  expect(res.body.success).toBe(true);
  return res.body.result.records.map((u) => u.username).sort();
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  await server.post('/sys/role/add', { roleName: '数据规则测试', roleCode: 'scope_test' }, admin);
  scopedRoleId =
    (
      await db()
        .selectFrom('sysRole')
        .select('id')
        .where('roleCode', '=', 'scope_test')
        .executeTakeFirstOrThrow()
    ).id ?? '';
  const saved = await server.post(
    '/sys/permission/saveRolePermission',
    { roleId: scopedRoleId, permissionIds: 'menu_system,menu_system_user,btn_user_list,btn_user_export' },
    admin,
  );
  expect(saved.body.success).toBe(true);
  await addUser('scopeeast', scopedRoleId, 'dep_east');
  await addUser('scopewest', 'role_staff', 'dep_west');
  await rule('rule_subtree', 'orgCode', 'RIGHT_LIKE', '#{sys_org_code}');
  await rule('rule_broken', 'password', '=', 'x');
  await rule('rule_self', 'username', '=', '#{sys_user_code}');
});
afterAll(() => server.close());

describe('data rules (数据规则) on a list', () => {
  it('shows every row while the grant has no rule', async () => {
    const token = await server.tokenFor('scopeeast', PASSWORD);
    expect(await usernamesSeenBy(token)).toEqual(expect.arrayContaining(['scopeeast', 'scopewest', 'admin']));
  });

  it('limits the list and the export to the department subtree, together with the filters', async () => {
    await chooseRules('rule_subtree');
    const token = await server.tokenFor('scopeeast', PASSWORD);
    const seen = await usernamesSeenBy(token);
    expect(seen).toContain('zhuguan');
    expect(seen).not.toContain('scopewest');
    const orgCodes = (
      await server.get<PageResult<User>>('/sys/user/list?pageSize=100', token)
    ).body.result.records.map((u) => u.orgCode);
    expect(orgCodes.every((c) => c?.startsWith('A01A01'))).toBe(true);
    expect(await usernamesSeenBy(token, '&username=scopewest')).toEqual([]);

    const res = await server.app.inject({
      method: 'GET',
      url: '/hcs/sys/user/exportXls',
      headers: { 'x-access-token': token },
    });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    const exported = rows.slice(3).map((r) => r[0]);
    expect(exported).toContain('zhuguan');
    expect(exported).not.toContain('scopewest');
    // The administrator's own roles carry no rule: they still see everyone.
    expect(await usernamesSeenBy(admin)).toContain('scopewest');
  });

  it('needs every rule of a grant, and the rules of another grant add rows', async () => {
    await chooseRules('rule_subtree,rule_self');
    const token = await server.tokenFor('scopeeast', PASSWORD);
    expect(await usernamesSeenBy(token)).toEqual(['scopeeast']);
  });

  it('shows nothing for a rule it cannot apply, and everything once the rule is disabled', async () => {
    await chooseRules('rule_broken');
    const token = await server.tokenFor('scopeeast', PASSWORD);
    expect(await usernamesSeenBy(token)).toEqual([]);
    await db()
      .updateTable('sysPermissionDataRule')
      .set({ status: '0' })
      .where('id', '=', 'rule_broken')
      .execute();
    expect(await usernamesSeenBy(token)).toContain('scopewest');
  });

  it('lets a second role without rules show every row', async () => {
    await chooseRules('rule_self');
    const token = await server.tokenFor('scopeeast', PASSWORD);
    expect(await usernamesSeenBy(token)).toEqual(['scopeeast']);
    const user = await db()
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'scopeeast')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('sysUserRole')
      .values({ id: 'ur_scope_admin', userId: user.id, roleId: 'role_admin' })
      .execute();
    expect(await usernamesSeenBy(token)).toContain('scopewest');
    await db().deleteFrom('sysUserRole').where('id', '=', 'ur_scope_admin').execute();
  });

  it('limits the role-user and department-user lists (the family client’s) alike', async () => {
    await chooseRules('rule_self');
    const token = await server.tokenFor('scopeeast', PASSWORD);
    const seen = async (path: string) =>
      (await server.get<PageResult<User>>(path, token)).body.result.records.map((u) => u.username).sort();
    expect(await seen('/sys/user/departUserList?depId=dep_east')).toEqual(['scopeeast']);
    expect(await seen('/sys/user/userRoleList?roleId=role_manager')).toEqual([]);
    expect(await seen(`/sys/user/userRoleList?roleId=${scopedRoleId}`)).toEqual(['scopeeast']);
    await chooseRules('');
    expect(await seen('/sys/user/departUserList?depId=dep_east')).toEqual(['fuwu', 'scopeeast', 'zhuguan']);
    expect(await seen('/sys/user/userRoleList?roleId=role_manager')).toEqual(['zhuguan']);
  });
});

describe('a data rule as a condition', () => {
  const caller = { userId: 'u1', username: 'zhang', realname: '张三', orgCode: 'A01A02' };
  const make = (ruleColumn: string, ruleConditions: string, ruleValue: string) =>
    ruleCondition(
      resourceEntity(userResource),
      { id: 'r', permissionId: 'p', ruleColumn, ruleConditions, ruleValue },
      caller,
    );

  it('fills in the system variables and reads every operator', () => {
    expect(make('orgCode', 'RIGHT_LIKE', '#{sys_org_code}')).toEqual({
      field: 'orgCode',
      op: 'right_like',
      value: 'A01A02',
    });
    expect(make('createBy', '=', '#{sys_user_code}')).toMatchObject({ op: 'eq', value: 'zhang' });
    expect(make('realname', 'LIKE', '#{sys_user_name}')).toMatchObject({ op: 'like', value: '张三' });
    expect(make('status', 'IN', '1, 2')).toMatchObject({ op: 'in', value: [1, 2] });
    expect(make('status', '!=', '2')).toMatchObject({ op: 'ne', value: 2 });
    expect(make('birthday', '>=', '2000-01-01')).toMatchObject({ op: 'ge', value: '2000-01-01' });
  });

  it('refuses what it cannot apply instead of widening the rows', () => {
    expect(make('password', '=', 'x')).toBeNull();
    expect(make('orgCode', 'SQL', '1=1')).toBeNull();
    expect(make('orgCode', '=', '#{sys_unknown}')).toBeNull();
    expect(make('status', '=', 'not-a-number')).toBeNull();
    const noDepart = ruleCondition(
      resourceEntity(userResource),
      {
        id: 'r',
        permissionId: 'p',
        ruleColumn: 'orgCode',
        ruleConditions: 'RIGHT_LIKE',
        ruleValue: '#{sys_org_code}',
      },
      { ...caller, orgCode: '' },
    );
    expect(noDepart).toBeNull();
  });
});
