import { idCardCheckChar } from '@hcs/shared';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { queryParams } from '../src/components/list/listParams.ts';
import { areaCodePrefix, deepestAreaCode } from '../src/views/wo/audience/areaCode.ts';
import { audienceFormRules, fieldOfMessage } from '../src/views/wo/audience/audienceFormRules.ts';
import { toInput } from '../src/views/wo/audience/formValues.ts';
import { idCardFacts } from '../src/views/wo/audience/idCardFacts.ts';
import { audienceListConfig } from '../src/views/wo/audience/listConfig.tsx';

const first17 = '11010119800215123';
const valid = `${first17}${idCardCheckChar(first17)}`;
const wrong = `${first17}${valid.endsWith('0') ? '1' : '0'}`;
const masked = `110***********${valid.slice(-4)}`;

/** Runs the custom validator of the ID-number rules; resolves to the error message or null. */
async function idCardError(rules: FormRule[], value: string): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function' || !rule.validator) continue;
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('服务对象 form', () => {
  it('checks the ID number as the server does, and lets an unchanged mask through on edit', async () => {
    const adding = audienceFormRules(null).idCardNo;
    expect(await idCardError(adding, valid)).toBeNull();
    // Only the check character wrong: the message names the right one.
    expect(await idCardError(adding, wrong)).toBe(`请输入正确的身份证号，校验位应为 ${valid.slice(-1)}`);
    expect(await idCardError(adding, masked)).toBe('请输入正确的身份证号');
    const editingMasked = audienceFormRules({ idCardNo: masked }).idCardNo;
    expect(await idCardError(editingMasked, masked)).toBeNull();
    expect(await idCardError(editingMasked, wrong)).toBe(
      `请输入正确的身份证号，校验位应为 ${valid.slice(-1)}`,
    );
  });

  it('lets every masked field of the edited audience through unchanged, and checks a new value', async () => {
    const shown = {
      idCardNo: masked,
      phone: '138****8000',
      guardianPhone: '137****4321',
      disabilityCertNo: null,
    };
    const rules = audienceFormRules(shown, 'a1');
    const error = async (field: string, value: string) => idCardError(rules[field] ?? [], value);
    expect(await error('phone', '138****8000')).toBeNull();
    expect(await error('guardianPhone', '137****4321')).toBeNull();
    // Another mask is no number.
    expect(await error('phone', '138****8001')).not.toBeNull();
    expect(await error('phone', '13800138000')).toBeNull();
  });

  it('puts a refusal of the server at the field it is about', () => {
    expect(fieldOfMessage('该身份证号的服务对象已存在')).toBe('idCardNo');
    expect(fieldOfMessage('该残疾证号已被其他服务对象使用')).toBe('disabilityCertNo');
    expect(fieldOfMessage('只能管理本部门及下级部门的服务对象')).toBe('departId');
    expect(fieldOfMessage('监护人姓名不能超过50个字符')).toBeNull();
    expect(fieldOfMessage('系统繁忙')).toBeNull();
  });

  it('sends trimmed values, the ID number in capitals and empty optional fields as empty', () => {
    const input = toInput({ name: ' 王小明 ', idCardNo: '11010119800215120x ', status: '1' });
    expect(input).toMatchObject({
      name: '王小明',
      idCardNo: '11010119800215120X',
      birthday: '',
      areaCode: '',
    });
  });
});

describe('服务对象 search', () => {
  it('asks for every code inside the chosen area and every station under the chosen department', () => {
    expect(deepestAreaCode('110000,110100,110101')).toBe('110101');
    expect(areaCodePrefix('110000')).toBe('11');
    expect(areaCodePrefix('110100')).toBe('1101');
    expect(areaCodePrefix('110101')).toBe('110101');
    const params = queryParams(audienceListConfig, {
      values: { name: '王', areaCode: '110000,110100', sysOrgCode: 'A01A01' },
      sort: { column: 'createTime', order: 'desc' },
      superParams: [],
      matchType: 'and',
    });
    expect(params).toMatchObject({ name: '*王*', areaCode: '1101*', sysOrgCode: 'A01A01*' });
  });
});

describe('服务对象 ID number', () => {
  it('gives the birth date and the sex of a valid number only', () => {
    const facts = idCardFacts(valid);
    expect(facts?.birthday.format('YYYY-MM-DD')).toBe('1980-02-15');
    // The 17th digit, 3, is odd: 男.
    expect(facts?.sex).toBe('1');
    expect(idCardFacts(wrong)).toBeNull();
    expect(idCardFacts(masked)).toBeNull();
  });
});
