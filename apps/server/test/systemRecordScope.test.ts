import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe as dictProbe } from './recordScope/dict.ts';
import { probe as fillRuleProbe } from './recordScope/fillRule.ts';
import { probe as roleProbe } from './recordScope/role.ts';
import {
  type ProbeRequest,
  type ProbeRow,
  type RecordScopeProbe,
  refused,
  ruleLimitedUser,
  send,
} from './support/recordScope.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * The by-id paths of roles, fill rules and dictionaries beyond the standard ones recordScope.test.ts
 * tries (grants, data rules and users of a role; items, status and recycle bin of a dictionary; running
 * a fill rule): each refuses a record outside the caller's data rule and changes nothing.
 */
let server: TestServer;
let admin: string;
let scoped: string;
/** A user who is moved in and out of roles (not the scoped one: a role's grants would widen its scope). */
let memberId: string;
const rows = new Map<RecordScopeProbe, { inside: ProbeRow; outside: ProbeRow }>();
let roleMenu: string;
let roleRule: string;

const db = () => server.ctx.db.kysely;
const call = (request: ProbeRequest) => send(server, scoped, request);
const rowsOf = (probe: RecordScopeProbe) => {
  const found = rows.get(probe);
  if (!found) throw new Error(`no rows for ${probe.component}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  const probes = [roleProbe, dictProbe, fillRuleProbe];
  for (const probe of probes) rows.set(probe, await probe.rows(server, admin));
  const rules = probes.map((probe) => ({ component: probe.component, ...probe.rule }));
  const limited = await ruleLimitedUser(server, admin, 'systemscope', rules);
  scoped = limited.token;
  roleMenu = limited.menuOf(roleProbe.component);
  roleRule = limited.ruleOf(roleProbe.component);
  memberId = (
    await db().selectFrom('sysUser').select('id').where('username', '=', 'fuwu').executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(() => server.close());

describe('角色', () => {
  const grants = (roleId: string) =>
    db()
      .selectFrom('sysRolePermission')
      .select(['permissionId', 'dataRuleIds'])
      .where('roleId', '=', roleId)
      .execute();
  const members = (roleId: string) =>
    db().selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId).execute();

  it('reads and saves the grants and data rules of a role inside the rule only', async () => {
    const { inside, outside } = rowsOf(roleProbe);
    const rule = roleRule;
    for (const roleId of [inside.id, outside.id]) {
      const granted = await server.post(
        '/sys/permission/saveRolePermission',
        { roleId, permissionIds: roleMenu },
        admin,
      );
      expect(granted.body.success).toBe(true);
    }
    const before = await grants(outside.id);
    const requests = (roleId: string): ProbeRequest[] => [
      { method: 'GET', path: `/sys/permission/queryRolePermission?roleId=${roleId}` },
      { method: 'GET', path: `/sys/role/datarule/${roleMenu}/${roleId}` },
      {
        method: 'POST',
        path: '/sys/role/datarule',
        body: { permissionId: roleMenu, roleId, dataRuleIds: rule },
      },
      {
        method: 'POST',
        path: '/sys/permission/saveRolePermission',
        body: { roleId, permissionIds: `${roleMenu},menu_system` },
      },
    ];
    for (const request of requests(outside.id)) {
      expect((await call(request)).body, request.path).toMatchObject({
        success: false,
        message: '未找到对应的角色',
      });
    }
    expect(await grants(outside.id)).toEqual(before);
    for (const request of requests(inside.id)) expect(refused(await call(request)), request.path).toBe(false);
  });

  it('adds and removes the users of a role inside the rule only', async () => {
    const { inside, outside } = rowsOf(roleProbe);
    const addTo = (roleId: string): ProbeRequest => ({
      method: 'POST',
      path: '/sys/user/addSysUserRole',
      body: { roleId, userIdList: [memberId] },
    });
    expect(refused(await call(addTo(outside.id)))).toBe(true);
    expect(await members(outside.id)).toEqual([]);
    expect(refused(await call(addTo(inside.id)))).toBe(false);

    expect(
      (await server.post('/sys/user/addSysUserRole', { roleId: outside.id, userIdList: [memberId] }, admin))
        .body.success,
    ).toBe(true);
    const removeFrom = (roleId: string, batch: boolean): ProbeRequest => ({
      method: 'DELETE',
      path: batch
        ? `/sys/user/deleteUserRoleBatch?roleId=${roleId}&userIds=${memberId}`
        : `/sys/user/deleteUserRole?roleId=${roleId}&userId=${memberId}`,
    });
    expect(refused(await call(removeFrom(outside.id, false)))).toBe(true);
    expect(refused(await call(removeFrom(outside.id, true)))).toBe(true);
    expect(await members(outside.id)).toEqual([{ userId: memberId }]);
    expect(refused(await call(removeFrom(inside.id, true)))).toBe(false);
    expect(await members(inside.id)).toEqual([]);
  });
});

describe('数据字典', () => {
  const dict = (id: string) =>
    db().selectFrom('sysDict').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const items = (dictId: string) =>
    db().selectFrom('sysDictItem').selectAll().where('dictId', '=', dictId).orderBy('id').execute();

  it('changes the status of dictionaries inside the rule only', async () => {
    const { inside, outside } = rowsOf(dictProbe);
    const [before, beforeInside] = [await dict(outside.id), await dict(inside.id)];
    const status = (ids: string[]): ProbeRequest => ({
      method: 'PUT',
      path: '/sys/dict/status',
      body: { ids: ids.join(','), status: 0 },
    });
    expect((await call(status([outside.id]))).body.message).toBe('未找到对应的字典');
    expect(refused(await call(status([inside.id, outside.id])))).toBe(true);
    expect([await dict(outside.id), await dict(inside.id)]).toEqual([before, beforeInside]);
  });

  it('reads and changes the items of a dictionary inside the rule only', async () => {
    const { inside, outside } = rowsOf(dictProbe);
    const before = await items(outside.id);
    const [item] = before;
    if (!item) throw new Error('the probe adds one item');
    const refusals: ProbeRequest[] = [
      { method: 'GET', path: `/sys/dictItem/list?dictId=${outside.id}` },
      { method: 'GET', path: `/sys/dictItem/dictItemCheck?dictId=${outside.id}&itemValue=1` },
      {
        method: 'POST',
        path: '/sys/dictItem/add',
        body: { dictId: outside.id, itemText: '新', itemValue: '2' },
      },
      { method: 'PUT', path: '/sys/dictItem/edit', body: { id: item.id, itemText: '改', itemValue: '3' } },
      { method: 'GET', path: `/sys/dictItem/delete?id=${item.id}` },
      { method: 'DELETE', path: `/sys/dictItem/deleteBatch?ids=${item.id},` },
      {
        method: 'POST',
        path: '/sys/dictItem/saveBatch',
        body: { dictId: outside.id, rows: [], deleteIds: [item.id] },
      },
    ];
    for (const request of refusals) {
      expect((await call(request)).body, request.path).toMatchObject({
        success: false,
        message: '未找到对应的字典',
      });
    }
    expect(await items(outside.id)).toEqual(before);

    const check = await call({
      method: 'GET',
      path: `/sys/dictItem/dictItemCheck?dictId=${inside.id}&itemValue=1`,
    });
    expect(check.body.message).toBe('该值不可用，系统中已存在！');
    const added = await call({
      method: 'POST',
      path: '/sys/dictItem/add',
      body: { dictId: inside.id, itemText: '新', itemValue: '2' },
    });
    expect(added.body.message).toBe('保存成功！');
  });

  it('shows and restores only the recycled dictionaries inside the rule', async () => {
    const { inside, outside } = rowsOf(dictProbe);
    const recycled = await server.get(`/sys/dict/deleteBatch?ids=${inside.id},${outside.id},`, admin);
    expect(recycled.body.success).toBe(true);
    const bin = await call({ method: 'GET', path: '/sys/dict/deleteList' });
    const binIds = (bin.body.result as { id: string }[]).map((d) => d.id);
    expect(binIds).toContain(inside.id);
    expect(binIds).not.toContain(outside.id);

    const before = await dict(outside.id);
    expect((await call({ method: 'PUT', path: `/sys/dict/back/${outside.id}` })).body.message).toBe(
      '回收站中没有这个字典',
    );
    expect(refused(await call({ method: 'DELETE', path: `/sys/dict/deletePhysic/${outside.id}` }))).toBe(
      true,
    );
    expect(await dict(outside.id)).toEqual(before);
    expect(await items(outside.id)).toHaveLength(1);

    expect((await call({ method: 'PUT', path: `/sys/dict/back/${inside.id}` })).body.message).toBe(
      '还原成功!',
    );
  });
});

describe('填值规则', () => {
  it('runs and tries only the rules inside the rule', async () => {
    const sequences = () =>
      db().selectFrom('sysFillRuleSeq').selectAll().where('ruleCode', 'like', 'scope_%').execute();
    const before = await sequences();
    const refusals: ProbeRequest[] = [
      { method: 'GET', path: '/sys/fillRule/testFillRule?ruleCode=scope_out_1' },
      { method: 'PUT', path: '/sys/fillRule/executeRuleByCode/scope_out_1', body: {} },
      {
        method: 'PUT',
        path: '/sys/fillRule/executeRuleByCodeBatch',
        body: { rules: [{ ruleCode: 'scope_out_1' }] },
      },
    ];
    for (const request of refusals) {
      expect((await call(request)).body).toMatchObject({
        success: false,
        message: '填值规则不存在：scope_out_1',
      });
    }
    expect(await sequences()).toEqual(before);

    const tried = await call({ method: 'GET', path: '/sys/fillRule/testFillRule?ruleCode=scope_in_1' });
    expect(tried.body.result).toMatch(/^RS\d{8}0001$/);
    const run = await call({ method: 'PUT', path: '/sys/fillRule/executeRuleByCode/scope_in_1', body: {} });
    expect(run.body.result).toMatch(/^RS\d{8}0001$/);
  });
});
