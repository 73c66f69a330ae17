import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/core/time.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { audienceBody, orderBody } from './support/woFixtures.ts';

let server: TestServer;
let admin: string;
let staff: string;

interface Rule {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
}

const today = formatDate().replaceAll('-', '');

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(() => server.close());

async function ruleByCode(code: string): Promise<Rule> {
  const page = await server.get<Page<Rule>>(`/sys/fillRule/list?ruleCode=${code}`, admin);
  const rule = page.body.result.records.find((r) => r.ruleCode === code);
  if (!rule) throw new Error(`no rule ${code}`);
  return rule;
}

const execute = (code: string, formData: unknown = {}, token = admin) =>
  server.put<string>(`/sys/fillRule/executeRuleByCode/${code}`, formData, token);

describe('填值规则', () => {
  it('ships the work-order number, order number and category code rules, bound to registered generators', async () => {
    const list = await server.get<Page<Rule>>('/sys/fillRule/list?pageSize=50', admin);
    expect(list.body.success).toBe(true);
    const codes = list.body.result.records.map((r) => r.ruleCode);
    expect(codes).toEqual(expect.arrayContaining(['work_order_no', 'shop_order_num', 'category_code_rule']));
    const generators = await server.get<{ name: string; title: string }[]>('/sys/fillRule/generators', admin);
    expect(generators.body.result.map((g) => g.name)).toEqual([
      'dateSequence',
      'timestampRandom',
      'categoryCode',
    ]);
    expect(JSON.parse((await ruleByCode('work_order_no')).ruleParams ?? '')).toEqual({
      prefix: 'GD',
      dateFormat: 'yyyyMMdd',
      digits: 4,
    });

    const order = await execute('shop_order_num');
    expect(order.body.result).toMatch(new RegExp(`^CN${today}\\d{8}$`));
    const root = await execute('category_code_rule', { pid: '0' });
    expect(root.body.result).toMatch(/^[A-Z]\d{2}$/);
  });

  it('adds, edits, executes and deletes a rule; its parameters decide the value', async () => {
    const code = `seq_${Date.now()}`;
    const added = await server.post(
      '/sys/fillRule/add',
      {
        ruleName: '测试流水',
        ruleCode: code,
        ruleClass: 'dateSequence',
        ruleParams: '{"prefix":"T","dateFormat":"yyyyMM","digits":3}',
      },
      admin,
    );
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const month = today.slice(0, 6);
    expect((await execute(code)).body.result).toBe(`T${month}001`);
    expect((await execute(code)).body.result).toBe(`T${month}002`);

    // 测试 shows the next value without taking it.
    const tried = await server.get<string>(`/sys/fillRule/testFillRule?ruleCode=${code}`, admin);
    expect(tried.body.result).toBe(`T${month}003`);
    expect((await execute(code)).body.result).toBe(`T${month}003`);

    const rule = await ruleByCode(code);
    const edited = await server.put(
      '/sys/fillRule/edit',
      {
        id: rule.id,
        ruleName: '测试流水号',
        ruleCode: code,
        ruleClass: 'dateSequence',
        ruleParams: '{"prefix":"NO-","dateFormat":"none","digits":2}',
      },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await execute(code)).body.result).toBe('NO-01');

    const batch = await server.put<{ ruleCode: string; result: string }[]>(
      '/sys/fillRule/executeRuleByCodeBatch',
      { commonFormData: { pid: '0' }, rules: [{ ruleCode: code }, { ruleCode: 'category_code_rule' }] },
      admin,
    );
    expect(batch.body.result).toEqual([
      { ruleCode: code, result: 'NO-02' },
      { ruleCode: 'category_code_rule', result: expect.stringMatching(/^[A-Z]\d{2}$/) },
    ]);

    const removed = await server.get(`/sys/fillRule/delete?id=${rule.id}`, admin);
    expect(removed.body.message).toBe('删除成功!');
    expect((await execute(code)).body).toMatchObject({ success: false, message: `填值规则不存在：${code}` });
  });

  it('refuses unknown generators, bad parameters, duplicate codes and bad input, changing nothing', async () => {
    const code = `bad_${Date.now()}`;
    const body = (over: Record<string, unknown>) => ({
      ruleName: '坏规则',
      ruleCode: code,
      ruleClass: 'dateSequence',
      ruleParams: '',
      ...over,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ruleClass: 'java.lang.Runtime' }, '规则实现不存在：java.lang.Runtime'],
      [{ ruleClass: 'constructor' }, '规则实现不存在：constructor'],
      [{ ruleParams: '{"prefix":' }, '规则参数必须是 JSON 对象，例如 {"prefix":"GD"}'],
      [{ ruleParams: '[1]' }, '规则参数必须是 JSON 对象，例如 {"prefix":"GD"}'],
      [{ ruleParams: '{"digits":0}' }, '流水号位数（digits）必须是 1 到 10 的整数'],
      [{ ruleParams: '{"prefix":"<b>"}' }, '前缀（prefix）只能包含字母、数字、下划线和短横线'],
      [{ ruleCode: 'work_order_no' }, '规则编码已存在: work_order_no'],
      [{ ruleCode: 'a b' }, '规则编码只能包含字母、数字和下划线'],
      [{ ruleName: ' ' }, '请输入规则名称'],
    ];
    for (const [over, message] of cases) {
      const answer = await server.post('/sys/fillRule/add', body(over), admin);
      expect(answer.body, JSON.stringify(over)).toMatchObject({ success: false, message });
    }
    const list = await server.get<Page<Rule>>(`/sys/fillRule/list?ruleCode=${code}`, admin);
    expect(list.body.result.total).toBe(0);

    // A generator removed from the server leaves its rules unable to run, with a clear message.
    await server.ctx.db.kysely
      .updateTable('sysFillRule')
      .set({ ruleClass: 'gone' })
      .where('ruleCode', '=', 'shop_order_num')
      .execute();
    expect((await execute('shop_order_num')).body).toMatchObject({
      success: false,
      message: '填值规则【shop_order_num】的实现不存在：gone',
    });
    await server.ctx.db.kysely
      .updateTable('sysFillRule')
      .set({ ruleClass: 'timestampRandom' })
      .where('ruleCode', '=', 'shop_order_num')
      .execute();

    const workOrderRule = await ruleByCode('work_order_no');
    const deleted = await server.get(`/sys/fillRule/delete?id=${workOrderRule.id}`, admin);
    expect(deleted.body).toMatchObject({
      success: false,
      message: '工单编号规则（work_order_no）由系统使用，不能删除',
    });
    const renamed = await server.put('/sys/fillRule/edit', { ...workOrderRule, ruleCode: 'wo_no' }, admin);
    expect(renamed.body).toMatchObject({
      success: false,
      message: '工单编号规则（work_order_no）由系统使用，不能修改规则编码',
    });
    const rebound = await server.put(
      '/sys/fillRule/edit',
      { ...workOrderRule, ruleClass: 'categoryCode' },
      admin,
    );
    expect(rebound.body).toMatchObject({
      success: false,
      message: '工单编号规则（work_order_no）由系统使用，不能修改规则实现',
    });
  });

  it('never gives two concurrent callers the same number', async () => {
    const code = `con_${Date.now()}`;
    await server.post(
      '/sys/fillRule/add',
      {
        ruleName: '并发流水',
        ruleCode: code,
        ruleClass: 'dateSequence',
        ruleParams: '{"prefix":"C","digits":5}',
      },
      admin,
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => execute(code)));
    const values = answers.map((a) => a.body.result);
    expect(new Set(values).size).toBe(20);
    expect(values.map((v) => Number(v.slice(-5))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const v of values) expect(v).toMatch(new RegExp(`^C${today}\\d{5}$`));
  });

  it('numbers work orders by the stored work_order_no rule', async () => {
    const rule = await ruleByCode('work_order_no');
    const audienceId = (
      await server.post<string>('/wo/audience/add', audienceBody({ name: '规则对象' }), admin)
    ).body.result;
    const edit = (ruleParams: string) => server.put('/sys/fillRule/edit', { ...rule, ruleParams }, admin);
    expect((await edit('{"prefix":"WO","dateFormat":"yyyyMMdd","digits":6}')).body.success).toBe(true);
    const order = await server.post<{ orderNo: string }>('/wo/workOrder/add', orderBody(audienceId), admin);
    expect(order.body.result.orderNo).toMatch(new RegExp(`^WO${today}\\d{6}$`));
    await edit(rule.ruleParams ?? '');
    const next = await server.post<{ orderNo: string }>('/wo/workOrder/add', orderBody(audienceId), admin);
    expect(next.body.result.orderNo).toMatch(new RegExp(`^GD${today}\\d{4}$`));
    expect(Number(next.body.result.orderNo.slice(-4))).toBe(Number(order.body.result.orderNo.slice(-6)) + 1);
  });

  it('is refused to users without the permissions', async () => {
    const rule = await ruleByCode('shop_order_num');
    const calls = [
      server.get('/sys/fillRule/list', staff),
      server.get('/sys/fillRule/generators', staff),
      server.post('/sys/fillRule/add', { ruleName: 'x', ruleCode: 'x', ruleClass: 'dateSequence' }, staff),
      server.put('/sys/fillRule/edit', { ...rule, ruleName: 'x' }, staff),
      server.get(`/sys/fillRule/delete?id=${rule.id}`, staff),
      execute('shop_order_num', {}, staff),
      server.put('/sys/fillRule/executeRuleByCodeBatch', { rules: [{ ruleCode: 'shop_order_num' }] }, staff),
      server.get('/sys/fillRule/testFillRule?ruleCode=shop_order_num', staff),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    expect((await ruleByCode('shop_order_num')).ruleName).toBe('订单号');
  });
});
