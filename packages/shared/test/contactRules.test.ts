import { describe, expect, it } from 'vitest';
import { PERSON_NAME_PATTERN } from '../src/resources/audience.ts';
import { PHONE_OR_LANDLINE_PATTERN, stripPhone } from '../src/rules.ts';
import { idCardCheckChar, idCardProblem } from '../src/validation/idCard.ts';

describe('contact numbers', () => {
  it('strips the spaces and dashes people paste between digit groups', () => {
    expect(stripPhone(' 138 0013-8000 ')).toBe('13800138000');
    expect(stripPhone('0571\u201388886666')).toBe('057188886666');
  });

  it('takes a mobile or a landline with its area code, nothing else', () => {
    for (const ok of ['13800138000', '19912345678', '01088886666', '057188886666', '05718888666']) {
      expect(PHONE_OR_LANDLINE_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['88886666', '1380013800', '12345678901', '0571888', '10888866661']) {
      expect(PHONE_OR_LANDLINE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('ID numbers and names', () => {
  it('names the check character when only it is wrong', () => {
    const first17 = '11010119800215123';
    const right = idCardCheckChar(first17) ?? '';
    expect(idCardProblem(`${first17}${right}`, '错')).toBeNull();
    expect(idCardProblem(`${first17}${right === '1' ? '2' : '1'}`, '错')).toBe(`错，校验位应为 ${right}`);
    expect(idCardProblem('110101198002301234', '错')).toBe('错');
    expect(idCardProblem('abc', '错')).toBe('错');
  });

  it("takes Chinese characters, letters, · and spaces in a person's name", () => {
    for (const ok of ['王小明', '阿依古丽·买买提', 'Anna Li'])
      expect(PERSON_NAME_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['王小明2', '王_明', '<b>']) expect(PERSON_NAME_PATTERN.test(bad), bad).toBe(false);
  });
});
