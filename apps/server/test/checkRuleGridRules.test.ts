import { CHECK_RULE_GRID_RULES, type PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

interface CheckRule {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
}

const segment = (digits: unknown, pattern: unknown, message: unknown) => ({ digits, pattern, message });

describe("check-rule rows and the editor grid's shared rules", () => {
  it("refuses a segment the grid would refuse, with the grid's message, changing nothing", async () => {
    const ruleCode = `grid_${Date.now()}`;
    const good = [segment('2', '[a-z]{2}', '前两位须为小写字母')];
    const added = await server.post(
      '/sys/checkRule/add',
      { ruleName: '共享规则', ruleCode, ruleJson: good },
      admin,
    );
    expect(added.body.success).toBe(true);
    const listed = await server.get<PageResult<CheckRule>>(`/sys/checkRule/list?ruleCode=${ruleCode}`, admin);
    const saved = listed.body.result.records[0] as CheckRule;

    const { digits, pattern, message } = CHECK_RULE_GRID_RULES;
    const [digitsRequired, digitsPattern] = digits.validateRules;
    const cases: [unknown, string][] = [
      [segment('', 'a', 'x'), digitsRequired.message],
      [segment('010', 'a', 'x'), digitsPattern.message],
      [segment(1000, 'a', 'x'), digitsPattern.message],
      [segment('*', '  ', 'x'), pattern.validateRules[0].message],
      [segment('*', 'a', null), message.validateRules[0].message],
    ];
    for (const [bad, expected] of cases) {
      const edited = await server.put(
        '/sys/checkRule/edit',
        { id: saved.id, ruleName: '改过', ruleCode, ruleJson: [segment('*', '.+', '必填'), bad] },
        admin,
      );
      expect(edited.body, JSON.stringify(bad)).toMatchObject({
        success: false,
        message: `第2条规则：${expected}`,
      });
    }
    const after = await server.get<CheckRule>(`/sys/checkRule/queryById?id=${saved.id}`, admin);
    expect(after.body.result).toMatchObject({ ruleName: '共享规则', ruleJson: JSON.stringify(good) });
  });
});
