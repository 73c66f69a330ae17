import { idCardCheckChar, type OrderVisit } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, orderBody } from './support/woFixtures.ts';

interface Audience {
  id: string;
  phone: string | null;
  guardianPhone: string | null;
}

interface Order {
  id: string;
  version: number;
  visit: OrderVisit | null;
}

let server: TestServer;
let admin: string;
let manager: string;
let staff: string;
let staffId: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, manager, staff] = await Promise.all([
    server.tokenFor('admin'),
    server.tokenFor('zhuguan'),
    server.tokenFor('fuwu'),
  ]);
  staffId = (
    await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'fuwu')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const addAudience = (overrides: Record<string, unknown>) =>
  server.post<string>('/wo/audience/add', audienceBody(overrides), admin);

const audienceOf = async (id: string) =>
  (await server.get<Audience>(`/wo/audience/queryById?id=${id}`, admin)).body.result;

describe('服务对象 contact numbers and names', () => {
  it('strips the spaces and dashes of a pasted phone before checking and keeps it without them', async () => {
    const added = await addAudience({
      name: '粘贴号码',
      phone: '138 0013-8000',
      guardianName: '王监护',
      guardianPhone: '0571-8888 6666',
    });
    expect(added.body.success).toBe(true);
    const stored = await server.ctx.db.kysely
      .selectFrom('woAudience')
      .select(['phone', 'guardianPhone'])
      .where('id', '=', added.body.result)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ phone: '13800138000', guardianPhone: '057188886666' });
    expect((await audienceOf(added.body.result)).guardianPhone).toContain('6666');
  });

  it('accepts a landline with its area code where the field allows one, and refuses what is no phone', async () => {
    for (const phone of ['010 8888 6666', '0571-88886666', '021-8888666']) {
      const res = await addAudience({ name: '座机对象', phone });
      expect({ phone, success: res.body.success }).toEqual({ phone, success: true });
    }
    for (const phone of ['12345', '88886666', '0571-888', '1380013800a']) {
      const res = await addAudience({ name: '坏号码', phone });
      expect({ phone, message: res.body.message }).toEqual({
        phone,
        message: '请输入正确手机号或带区号的座机号码',
      });
    }
  });

  it("takes a user's login phone pasted with spaces, but refuses a landline there", async () => {
    const user = (over: Record<string, unknown>) => ({
      username: `tel${Math.floor(Math.random() * 1e6)}`,
      realname: '电话用户',
      password: 'Welcome2026',
      sex: '2',
      selectedroles: 'role_staff',
      selecteddeparts: 'dep_west',
      ...over,
    });
    const pasted = user({ phone: '139-0013 9000' });
    expect((await server.post('/sys/user/add', pasted, admin)).body.success).toBe(true);
    const saved = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('phone')
      .where('username', '=', pasted.username)
      .executeTakeFirstOrThrow();
    expect(saved.phone).toBe('13900139000');
    const landline = await server.post('/sys/user/add', user({ phone: '0571-88886666' }), admin);
    expect(landline.body.message).toBe('请输入正确手机号');
  });

  it('names the check digit an ID number needs when only that one is wrong', async () => {
    const first17 = '11010119900307123';
    const right = idCardCheckChar(first17) ?? '';
    const wrong = right === '0' ? '1' : '0';
    const res = await addAudience({ name: '校验对象', idCardNo: `${first17}${wrong}` });
    expect(res.body.message).toBe(`请输入正确的身份证号，校验位应为 ${right}`);
    // Not an ID number at all (a birth date that does not exist): no check digit to name.
    const noDate = await addAudience({ name: '校验对象', idCardNo: '110101199002301234' });
    expect(noDate.body.message).toBe('请输入正确的身份证号');
  });

  it("keeps a person's name to 2-20 Chinese characters, letters, · and spaces", async () => {
    for (const name of ['阿依古丽·买买提', 'Anna Li', '王芳']) {
      expect({ name, success: (await addAudience({ name })).body.success }).toEqual({ name, success: true });
    }
    expect((await addAudience({ name: '王' })).body.message).toBe('姓名长度必须在2到20个字符之间');
    expect((await addAudience({ name: '王'.repeat(21) })).body.message).toBe('姓名长度必须在2到20个字符之间');
    for (const name of ['王小明2', '王<b>', 'A_B']) {
      expect({ name, message: (await addAudience({ name })).body.message }).toEqual({
        name,
        message: '姓名只能包含汉字、字母、·和空格',
      });
    }
  });
});

describe('上门信息 on the order', () => {
  it("gives the assignee of an open order the person's address, phones to dial, disability and living situation", async () => {
    const audienceId = (
      await addAudience({
        name: '独居老人',
        phone: '13700137000',
        guardianName: '李监护',
        guardianPhone: '010-88886666',
        areaCode: '110101',
        address: '东华门街道 1 号',
        livingStatus: '1',
      })
    ).body.result;
    const created = await server.post<{ id: string }>(
      '/wo/workOrder/add',
      orderBody(audienceId, { title: '上门信息', assigneeId: staffId }),
      manager,
    );
    const id = created.body.result.id;
    const read = async (token: string) =>
      (await server.get<Order>(`/wo/workOrder/queryById?id=${id}`, token)).body.result;

    const mine = await read(staff);
    expect(mine.visit).toEqual({
      audienceId,
      name: '独居老人',
      areaCode: '110101',
      address: '东华门街道 1 号',
      phone: '13700137000',
      guardianName: '李监护',
      guardianPhone: '01088886666',
      phonesWhole: true,
      disabilityType: '4',
      disabilityLevel: '2',
      livingStatus: '1',
    });

    // Someone who does not serve the person sees the phones masked (and gets nothing to dial).
    for (const token of [manager, admin]) {
      const visit = (await read(token)).visit;
      expect(visit).toMatchObject({ phone: '137****7000', guardianPhone: '010****6666', phonesWhole: false });
      expect(visit?.address).toBe('东华门街道 1 号');
    }

    // Once the order is completed the assignee no longer serves the person through it.
    const accepted = await server.post('/wo/workOrder/accept', { id, version: mine.version }, staff);
    expect(accepted.body.success).toBe(true);
    const processing = await read(staff);
    expect(processing.visit?.phonesWhole).toBe(true);
    await server.post('/wo/workOrder/complete', { id, version: processing.version, result: '已上门' }, staff);
    expect((await read(staff)).visit).toMatchObject({ phone: '137****7000', phonesWhole: false });
  });
});
