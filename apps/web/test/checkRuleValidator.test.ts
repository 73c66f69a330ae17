import type { FormRule } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => ({ getAction: vi.fn() }));
vi.mock('../src/api/request.ts', () => request);

const { Refusal } = await import('../src/api/refusal.ts');
const { checkRuleValidator } = await import('../src/utils/checkRuleValidator.ts');
const { audienceFormRules, CERT_NO_RULE } = await import('../src/views/wo/audience/audienceFormRules.ts');

/** checkByCode's answers as the request client gives them: the result, or a Refusal with the rule's message. */
const passes = () => request.getAction.mockResolvedValue(null);
const breaks = (message: string) => request.getAction.mockRejectedValueOnce(new Refusal(message));

/** Runs the rule's validator; resolves to its error message or null. */
async function errorOf(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeEach(() => request.getAction.mockReset());

describe('checkRuleValidator', () => {
  it('asks checkByCode with the value URL-encoded, and shows the broken rule’s message', async () => {
    breaks('第一位只能是字母');
    const rule = checkRuleValidator('common');
    expect(await errorOf(rule, ' 1a b%& ')).toBe('第一位只能是字母');
    expect(request.getAction).toHaveBeenCalledWith('/sys/checkRule/checkByCode', {
      ruleCode: 'common',
      value: encodeURIComponent('1a b%&'),
    });
    passes();
    expect(await errorOf(rule, 'abc')).toBeNull();
  });

  it('is skipped for an empty value or rule code', async () => {
    expect(await errorOf(checkRuleValidator('common'), '  ')).toBeNull();
    expect(await errorOf(checkRuleValidator(''), 'abc')).toBeNull();
    expect(request.getAction).not.toHaveBeenCalled();
  });

  it('checks the audience form’s 残疾证号 by the rule audience_cert_no, on blur', async () => {
    const rule = (audienceFormRules(null).disabilityCertNo ?? []).find(
      (r) => typeof r !== 'function' && r.validator !== undefined,
    ) as FormRule;
    breaks('残疾证号应为20位');
    expect(typeof rule !== 'function' && rule.validateTrigger).toBe('onBlur');
    expect(await errorOf(rule, '123')).toBe('残疾证号应为20位');
    expect(request.getAction).toHaveBeenCalledWith('/sys/checkRule/checkByCode', {
      ruleCode: CERT_NO_RULE,
      value: '123',
    });
  });
});
