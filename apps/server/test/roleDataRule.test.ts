import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface RuleChoice {
  datarule: { id: string; ruleName: string; permissionId: string }[];
  drChecked: string;
}

const POSITION_MENU = 'menu_system_position';
const USER_MENU = 'menu_system_user';
let ruleSeq = 0;

/** A data rule of a menu, written as the menu-management screen would store it. */
async function addRule(permissionId: string, ruleName: string, status = '1'): Promise<string> {
  ruleSeq += 1;
  const id = `rule_${ruleSeq}_${Date.now().toString(36)}`;
  await server.ctx.db.kysely
    .insertInto('sysPermissionDataRule')
    .values({
      id,
      permissionId,
      ruleName,
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status,
      createBy: 'test',
      createTime: `2026-01-01 00:00:${String(ruleSeq).padStart(2, '0')}`,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

let mine: string;
let theirs: string;
let disabled: string;
let otherMenu: string;
let roleId: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
  mine = await addRule(POSITION_MENU, '只看自己创建的');
  theirs = await addRule(POSITION_MENU, '只看主管创建的');
  disabled = await addRule(POSITION_MENU, '已停用的规则', '0');
  otherMenu = await addRule(USER_MENU, '用户规则');
  await server.post('/sys/role/add', { roleName: '规则测试', roleCode: 'rule_tester' }, admin);
  roleId = (
    await server.ctx.db.kysely
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'rule_tester')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const choice = (permissionId: string, role: string, token = admin) =>
  server.get<RuleChoice>(`/sys/role/datarule/${permissionId}/${role}`, token);
const save = (body: Record<string, unknown>, token = admin) => server.post('/sys/role/datarule', body, token);

describe('data rules of a role grant', () => {
  it('answers 未找到权限配置信息 for a menu without enabled rules', async () => {
    const { status, body } = await choice('menu_system_role', roleId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: '未找到权限配置信息' });
  });

  it('lists the enabled rules of the menu and none chosen before the role holds it', async () => {
    const { body } = await choice(POSITION_MENU, roleId);
    expect(body.success).toBe(true);
    expect(body.result.datarule.map((r) => r.ruleName)).toEqual(['只看自己创建的', '只看主管创建的']);
    expect(body.result.datarule.map((r) => r.id)).not.toContain(disabled);
    expect(body.result.drChecked).toBe('');
  });

  it('marks the menus of the grant tree that have enabled rules', async () => {
    interface Node {
      key: string;
      ruleFlag: number;
      children?: Node[];
    }
    const tree = (await server.get<{ treeList: Node[] }>('/sys/role/queryTreeList', admin)).body.result
      .treeList;
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const flagged = flat(tree)
      .filter((n) => n.ruleFlag === 1)
      .map((n) => n.key);
    expect(flagged.sort()).toEqual(
      [POSITION_MENU, USER_MENU, 'menu_wo_audience', 'menu_wo_order', 'menu_wo_report'].sort(),
    );
  });

  it('refuses to choose rules before the role holds the menu', async () => {
    const { body } = await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: mine });
    expect(body).toMatchObject({ success: false, message: '请先保存角色授权' });
  });

  it('saves the chosen rules on the grant, and they survive saving the grants again', async () => {
    const grants = ['menu_system', POSITION_MENU, 'btn_position_list'].join(',');
    expect(
      (await server.post('/sys/permission/saveRolePermission', { roleId, permissionIds: grants }, admin)).body
        .message,
    ).toBe('保存成功！');
    const saved = await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: `${mine},${theirs},` });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await choice(POSITION_MENU, roleId)).body.result.drChecked).toBe(`${mine},${theirs}`);

    await server.post(
      '/sys/permission/saveRolePermission',
      { roleId, permissionIds: `${grants},btn_position_add`, lastpermissionIds: grants },
      admin,
    );
    expect((await choice(POSITION_MENU, roleId)).body.result.drChecked).toBe(`${mine},${theirs}`);

    await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: mine });
    const stored = await server.ctx.db.kysely
      .selectFrom('sysRolePermission')
      .select('dataRuleIds')
      .where('roleId', '=', roleId)
      .where('permissionId', '=', POSITION_MENU)
      .executeTakeFirstOrThrow();
    expect(stored.dataRuleIds).toBe(mine);

    expect((await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: '' })).body.success).toBe(true);
    expect((await choice(POSITION_MENU, roleId)).body.result.drChecked).toBe('');
  });

  it('accepts only enabled rules of that menu', async () => {
    for (const wrong of [disabled, otherMenu, 'no_such_rule']) {
      const { body } = await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: `${mine},${wrong}` });
      expect(body).toMatchObject({ success: false, message: '所选数据规则不属于该菜单' });
    }
    expect((await choice(POSITION_MENU, roleId)).body.result.drChecked).toBe('');
  });

  it('validates its input', async () => {
    const missingMenu = await save({ roleId, dataRuleIds: mine });
    expect(missingMenu.status).toBe(400);
    expect(missingMenu.body.message).toBe('请选择菜单');
    const missingRole = await save({ permissionId: POSITION_MENU, dataRuleIds: mine });
    expect(missingRole.status).toBe(400);
    expect(missingRole.body.message).toBe('请选择角色');
    const tooLong = await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: 'x,'.repeat(1500) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('所选数据规则过多');
    expect((await choice('x'.repeat(40), roleId)).status).toBe(400);
  });

  it('is refused to a user without 授权 on roles', async () => {
    expect((await choice(POSITION_MENU, roleId, staff)).status).toBe(403);
    const refused = await save({ permissionId: POSITION_MENU, roleId, dataRuleIds: mine }, staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限，请联系管理员授权');
  });
});
