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

  it("serves the family's standard dictionaries by their codes, beside the product's own", async () => {
    const items = async (code: string) =>
      (await server.get<DictOption[]>(`/sys/dict/getDictItems/${code}`, token)).body.result;
    expect(await items('msgType')).toEqual([
      { value: '1', text: '短信' },
      { value: '2', text: '邮件' },
      { value: '3', text: '微信' },
      { value: '4', text: '系统' },
    ]);
    expect(await items('msgSendStatus')).toEqual([
      { value: '0', text: '未发送' },
      { value: '1', text: '发送成功' },
      { value: '2', text: '发送失败' },
    ]);
    expect(await items('operate_type')).toEqual([
      { value: '1', text: '查询' },
      { value: '2', text: '添加' },
      { value: '3', text: '修改' },
      { value: '4', text: '删除' },
      { value: '5', text: '导入' },
      { value: '6', text: '导出' },
    ]);
    expect(await items('global_perms_type')).toEqual([
      { value: '1', text: '可见/可访问(授权后可见/可访问)' },
      { value: '2', text: '可编辑(未授权时禁用)' },
    ]);
    expect((await items('msg_send_status')).map((o) => o.text)).toEqual([
      '未发送',
      '发送成功',
      '发送失败',
      '失败不再重试',
      '已跳过',
    ]);
    const all = await server.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems', token);
    expect(all.body.result.operate_type).toHaveLength(6);
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
