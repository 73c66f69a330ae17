import type { DictOption } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTableDict, resolveTableDict, UNSUPPORTED } from '../src/core/dict/tableDicts.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  token = await server.tokenFor('admin');
});
afterAll(() => server.close());

const items = async (code: string) =>
  (await server.get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, token)).body;

/** A table dictionary of each module that registers its table, as the widgets ask it. */
const REGISTERED = [
  'sys_user,realname,username',
  'sys_depart,depart_name,id',
  'sys_role,role_name,role_code',
  'sys_position,name,code',
  'sys_category,name,id',
];

describe('table dictionaries registered by the modules owning the tables', () => {
  it.each(REGISTERED)('reads %s, registered by its module', async (code) => {
    const answer = await items(code);
    expect(answer.success).toBe(true);
    expect(Array.isArray(answer.result)).toBe(true);
  });

  it('refuses a table no module registered, and any column its module did not name', async () => {
    for (const code of [
      'sys_log,log_content,id',
      'sys_dict,dict_name,dict_code',
      'sys_role,description,id',
    ]) {
      expect(await items(code)).toMatchObject({ success: false, message: UNSUPPORTED });
    }
  });

  it('lets a table be read only once it is registered, through the columns registered', () => {
    expect(() => resolveTableDict('sys_announcement', 'titile', 'id')).toThrow(UNSUPPORTED);
    registerTableDict({ table: 'sys_announcement', text: ['titile'], code: ['id'], where: {} });
    expect(resolveTableDict('sys_announcement', 'titile', 'id').spec.table).toBe('sys_announcement');
    expect(() => resolveTableDict('sys_announcement', 'msg_content', 'id')).toThrow(UNSUPPORTED);
  });
});
