import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskOf } from '../src/modules/checkRule/patternSafety.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface CheckRule {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
}

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

const check = (ruleCode: string, value: string, token = admin) =>
  server.get(
    `/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(encodeURIComponent(value))}`,
    token,
  );
const list = async (query = '') =>
  (await server.get<PageResult<CheckRule>>(`/sys/checkRule/list${query}`, admin)).body.result;
const rule = (digits: string | number, pattern: string, message = '不符合') => ({ digits, pattern, message });

describe('check rules', () => {
  it('checks values by the seeded common rule, in order, the first failure answering', async () => {
    expect((await check('common', 'a_12')).body).toMatchObject({ success: true, code: 200 });
    expect((await check('common', '1abc')).body).toMatchObject({
      success: false,
      code: 500,
      message: '第一位只能是字母',
      result: { digits: '1', pattern: '^[a-zA-Z]$', message: '第一位只能是字母' },
    });
    expect((await check('common', 'ab-c')).body.message).toBe('只能填写数字、大小写字母、下划线');
    expect((await check('common', 'ab')).body.message).toBe('最少输入3位数');
    expect((await check('common', 'a'.repeat(13))).body.message).toBe('最多输入12位数');
    expect((await check('no_such_rule', 'x')).body).toMatchObject({
      success: false,
      message: '该编码不存在',
    });
  });

  it('checks 残疾证号 segment by segment, with the value URL-decoded', async () => {
    const ok = '11010519491231002X42';
    expect((await check('audience_cert_no', ok)).body.success).toBe(true);
    expect((await check('audience_cert_no', `${ok}1`)).body.message).toBe('残疾证号应为20位');
    expect((await check('audience_cert_no', '1101051949123100AX42')).body.message).toBe(
      '残疾证号前18位应为身份证号',
    );
    expect((await check('audience_cert_no', '11010519491231002X82')).body.message).toBe(
      '残疾证号第19位为残疾类别，应为1到7',
    );
    expect((await check('audience_cert_no', '11010519491231002X45')).body.message).toBe(
      '残疾证号第20位为残疾等级，应为1到4',
    );
    // Sent encoded once only (a client that does not encode): '+' and %xx decode as the reference did.
    const plain = await server.get('/sys/checkRule/checkByCode?ruleCode=common&value=a%2Bb', admin);
    expect(plain.body.message).toBe('只能填写数字、大小写字母、下划线');
    const broken = await server.get('/sys/checkRule/checkByCode?ruleCode=common&value=%25E4', admin);
    expect(broken.body).toMatchObject({ success: false, message: '校验值的编码有误' });
    expect((await check('common', '中文')).body.message).toBe('第一位只能是字母');
  });

  it('adds, lists, edits and deletes a rule; a saved rule checks at once', async () => {
    const code = `zip_${Date.now()}`;
    const added = await server.post(
      '/sys/checkRule/add',
      {
        ruleName: '邮编',
        ruleCode: code,
        ruleJson: JSON.stringify([rule(3, '\\d{3}', '前三位须为数字'), rule('*', '.{6}', '须为6位')]),
        ruleDescription: '六位邮政编码',
      },
      admin,
    );
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const [row] = (await list(`?ruleCode=${code}`)).records;
    expect(row).toMatchObject({ ruleName: '邮编', ruleDescription: '六位邮政编码' });
    expect(JSON.parse(row?.ruleJson ?? '[]')).toEqual([
      { digits: '3', pattern: '\\d{3}', message: '前三位须为数字' },
      { digits: '*', pattern: '.{6}', message: '须为6位' },
    ]);
    expect((await check(code, '100080')).body.success).toBe(true);
    expect((await check(code, '10a080')).body.message).toBe('前三位须为数字');
    expect((await check(code, '10008')).body.message).toBe('须为6位');

    const duplicate = await server.post(
      '/sys/checkRule/add',
      { ruleName: '重复', ruleCode: code, ruleJson: [rule('*', '.*')] },
      admin,
    );
    expect(duplicate.body).toMatchObject({ success: false, message: `规则编码已存在: ${code}` });
    // The form asks while typing.
    const taken = await server.get(
      `/sys/duplicate/check?tableName=sys_check_rule&fieldName=rule_code&fieldVal=${code}`,
      admin,
    );
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });

    const edited = await server.put(
      '/sys/checkRule/edit',
      { id: row?.id, ruleName: '邮编2', ruleCode: code, ruleJson: [rule('*', '\\d{6}', '须为6位数字')] },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await check(code, '10a080')).body.message).toBe('须为6位数字');
    expect(
      (await server.get<CheckRule>(`/sys/checkRule/queryById?id=${row?.id}`, admin)).body.result,
    ).toMatchObject({ ruleName: '邮编2', ruleDescription: null });

    expect((await server.get(`/sys/checkRule/delete?id=${row?.id}`, admin)).body.message).toBe('删除成功!');
    expect((await check(code, '100080')).body.message).toBe('该编码不存在');
  });

  it('refuses bad and hostile rules clearly, saving nothing', async () => {
    const save = (ruleJson: unknown, ruleCode = `bad_${Date.now()}`) =>
      server.post('/sys/checkRule/add', { ruleName: '坏规则', ruleCode, ruleJson }, admin);
    const cases: [unknown, string][] = [
      ['not json', '校验规则必须是JSON数组'],
      ['{}', '校验规则必须是JSON数组'],
      [[], '请至少添加一条校验规则'],
      [[rule('0', 'a')], '第1条规则：位数只能是*或1到999的整数'],
      [[rule('-1', 'a')], '第1条规则：位数只能是*或1到999的整数'],
      [[rule('x', 'a')], '第1条规则：位数只能是*或1到999的整数'],
      [[rule('*', 'a'), rule('*', '')], '第2条规则：请输入正则表达式'],
      [[rule('*', '[a-')], '第1条规则：正则表达式有误'],
      [[rule('*', 'a'.repeat(201))], '第1条规则：正则表达式不能超过200个字符'],
      [[rule('*', '(a+)+$')], '第1条规则：正则表达式可能导致校验卡死：重复的分组内不能再有重复或“|”'],
      [[rule('*', '(a|aa)*b')], '第1条规则：正则表达式可能导致校验卡死：重复的分组内不能再有重复或“|”'],
      [[rule('*', '((ab)*c)+')], '第1条规则：正则表达式可能导致校验卡死：重复的分组内不能再有重复或“|”'],
      [[rule('*', '(a)\\1')], '第1条规则：正则表达式可能导致校验卡死：不支持反向引用'],
      [
        [rule('*', '.*.*.*.*x')],
        '第1条规则：正则表达式可能导致校验卡死：可变长度的重复（* + ? {m,n}）最多3处',
      ],
      [[rule('*', 'a', ' ')], '第1条规则：请输入提示文本'],
      [[null], '第1条规则：格式有误'],
      [Array.from({ length: 21 }, () => rule('*', 'a')), '校验规则最多20条'],
    ];
    for (const [json, message] of cases) {
      expect((await save(json)).body, JSON.stringify(json).slice(0, 60)).toMatchObject({
        success: false,
        message,
      });
    }
    expect((await save([rule('*', 'a')], 'bad code!')).body.message).toBe(
      '规则编码只能包含字母、数字、下划线和短横线',
    );
    expect((await list()).total).toBe(2);
  });

  it('tells safe patterns from risky ones', () => {
    for (const safe of [
      '^[a-zA-Z]$',
      '(?:ab)+',
      '(ab)?c',
      '\\d{17}[\\dX]',
      '[(+*]+',
      '(?<y>\\d{4})-\\d{2}',
      'a{2,}b?',
    ]) {
      expect(riskOf(safe), safe).toBeNull();
    }
    for (const risky of ['(\\d+)*', '(a?){2,}', '(?:x|y)+', '(\\w+\\s?)+$']) {
      expect(riskOf(risky), risky).not.toBeNull();
    }
  });

  it('keeps a long value from running the matcher long', async () => {
    expect((await check('common', 'a'.repeat(201))).body.message).toBe('校验值不能超过200个字符');
  });

  it('refuses staff the management routes (403), but lets them check values', async () => {
    expect((await server.get('/sys/checkRule/list', staff)).status).toBe(403);
    expect((await server.get('/sys/checkRule/delete?id=x', staff)).status).toBe(403);
    expect(
      (
        await server.post(
          '/sys/checkRule/add',
          { ruleName: 'x', ruleCode: 'x', ruleJson: [rule('*', 'a')] },
          staff,
        )
      ).status,
    ).toBe(403);
    expect((await server.put('/sys/checkRule/edit', {}, staff)).status).toBe(403);
    expect((await check('common', 'abc', staff)).body.success).toBe(true);
  });
});
