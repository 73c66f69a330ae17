import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const check = async (query: string) => (await server.get(`/sys/duplicate/check?${query}`, admin)).body;

/** A value the seed holds for each field the forms check, as the family's client names table and field. */
const TAKEN: [table: string, field: string, value: string][] = [
  ['sys_user', 'username', 'admin'],
  ['sys_role', 'role_code', 'admin'],
  ['sys_depart', 'org_code', 'A01'],
  ['sys_dict', 'dict_code', 'sex'],
  ['sys_fill_rule', 'rule_code', 'work_order_no'],
  ['sys_permission', 'perms', 'system:user:add'],
];

describe('the duplicate check (spec §5 "Uniqueness")', () => {
  it.each(TAKEN)('answers for %s.%s, registered by its module', async (table, field, value) => {
    expect(
      await check(`tableName=${table}&fieldName=${field}&fieldVal=${encodeURIComponent(value)}`),
    ).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect(await check(`tableName=${table}&fieldName=${field}&fieldVal=zz_free_9`)).toMatchObject({
      success: true,
      message: '该值可用！',
    });
  });

  it('answers only for the fields registered, never for another table or column', async () => {
    for (const query of ['tableName=sys_user&fieldName=password', 'tableName=sys_log&fieldName=id']) {
      expect(await check(`${query}&fieldVal=x`)).toMatchObject({
        success: false,
        message: '不支持校验该字段',
      });
    }
  });
});
