import type { DictOption } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'no' });
  token = await server.tokenFor('fuwu');
});
afterAll(() => server.close());

describe('dictionaries', () => {
  it('serves the items of a code in order', async () => {
    const { body } = await server.get<DictOption[]>('/sys/dict/getDictItems/priority', token);
    expect(body.result).toEqual([
      { value: 'L', text: '一般' },
      { value: 'M', text: '重要' },
      { value: 'H', text: '紧急' },
    ]);
    expect(
      (await server.get<DictOption[]>('/sys/dict/getDictItems/valid_status', token)).body.result.map(
        (o) => o.text,
      ),
    ).toEqual(['有效', '无效']);
  });

  it('answers an unknown code with no items and refuses unregistered table columns and blank codes', async () => {
    expect((await server.get('/sys/dict/getDictItems/no_such_dict', token)).body.result).toEqual([]);
    expect((await server.get('/sys/dict/getDictItems/sys_user,password,username', token)).body).toMatchObject(
      {
        success: false,
        message: '不支持的字典表或字段',
      },
    );
    expect((await server.get('/sys/dict/getDictItems/%20', token)).body.message).toBe('字典Code不能为空!');
  });

  it('picks up changes after refleshCache', async () => {
    const sexDict = await server.ctx.db.kysely
      .selectFrom('sysDict')
      .select('id')
      .where('dictCode', '=', 'sex')
      .executeTakeFirstOrThrow();
    await server.get('/sys/dict/queryAllDictItems', token);
    await server.ctx.db.kysely
      .updateTable('sysDictItem')
      .set({ itemText: '男性' })
      .where('dictId', '=', sexDict.id)
      .where('itemValue', '=', '1')
      .execute();
    const stale = await server.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems', token);
    expect(stale.body.result.sex?.[0]?.text).toBe('男');
    const refreshed = await server.get('/sys/dict/refleshCache', token);
    expect(refreshed.body).toMatchObject({ success: true, message: '刷新缓存完成！' });
    const fresh = await server.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems', token);
    expect(fresh.body.result.sex?.[0]?.text).toBe('男性');
  });
});
