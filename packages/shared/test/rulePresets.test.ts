import { describe, expect, it } from 'vitest';
import {
  checkChoices,
  checkGridPattern,
  checkPreset,
  fillRuleText,
  GRID_PATTERN_INVALID_MESSAGE,
  GRID_PATTERN_PRESETS,
  idCardCheckChar,
  isChineseIdCard,
  maxChoicesPreset,
  maxLengthPreset,
  minChoicesPreset,
  minLengthPreset,
  RULE_PRESETS,
  type RulePresetName,
} from '../src/validation/index.ts';

const samples: Record<RulePresetName, { valid: string[]; invalid: string[]; message: string }> = {
  mobile: {
    valid: ['13800138000', '18612345678'],
    invalid: ['19912345678', '1380013800'],
    message: '请输入正确手机号',
  },
  usernameChars: { valid: ['ab_C9'], invalid: ['张三', 'ab-c'], message: '只允许字母、数字、下划线' },
  usernameLength: {
    valid: ['abcd', 'a'.repeat(18)],
    invalid: ['abc', 'a'.repeat(19)],
    message: '用户账号长度必须在4到18个字符之间',
  },
  email: {
    valid: ['li.si@example.cn'],
    invalid: ['li.si@', 'a..b@example.cn'],
    message: '请输入正确的邮箱地址',
  },
  landline: {
    valid: ['010-12345678', '1234567'],
    invalid: ['010-123', '12-1234567'],
    message: '请输入正确的座机号码',
  },
  naturalNumber: { valid: ['0', '7', '1024'], invalid: ['-1', '1.5', '007', 'a'], message: '请输入自然数' },
  letters: { valid: ['abc', 'ABCxyz'], invalid: ['ab1', 'ab c', '中文'], message: '请输入英文字母' },
  bankCard: {
    valid: ['6222021234', '62220212345678901234'],
    invalid: ['622202123', '622202123456789012345', '6222 0212 3456'],
    message: '请输入正确的银行卡号（10-20位数字）',
  },
  idNumber: {
    valid: ['A1234567', 'G12345678', 'x'.repeat(50)],
    invalid: ['x'.repeat(51), 'A123-4567', '护照123'],
    message: '请输入正确的证件号码（50位以内的字母或数字）',
  },
  idCard: {
    valid: ['11010519491231002X', '11010519491231002x', '320106199003071234', '510107200002290045'],
    invalid: [
      '110105194912310021', // wrong check character (X expected)
      '320106199003071235', // wrong check character (4 expected)
      '32010619900307123', // 17 characters
      '010106199003071234', // starts with 0
      '510107200102290045', // 29 February 2001 does not exist
      '3201061990030712X4', // X not last
    ],
    message: '请输入正确的身份证号码',
  },
  qq: {
    valid: ['10000', '123456789012'],
    invalid: ['1234', '1234567890123', '01234567'],
    message: '请输入正确的QQ号码（5-12位数字）',
  },
  url: {
    valid: ['http://example.com', 'https://www.example.cn:8443/a/b?c=1#d', 'http://localhost:3000'],
    invalid: [
      'www.example.com',
      'ftp://example.com',
      'https://',
      'http://exa mple.com',
      'javascript:alert(1)',
    ],
    message: '请输入正确的网址（以http://或https://开头）',
  },
  alphanumeric: {
    valid: ['abc123', 'A'.repeat(20)],
    invalid: ['A'.repeat(21), 'abc_123', '中'],
    message: '只能输入0-20位字母或数字',
  },
  chineseEnglish: {
    valid: ['张三', 'Li Si', '张 San', '𠀀字'],
    invalid: ['张', '张三1', '张三！', '中'.repeat(101)],
    message: '请输入2-100位中文、英文或空格',
  },
  digitLines: {
    valid: ['123\n456', '1\r\n2', '42'],
    invalid: ['12 34', '12a', '１２'],
    message: '只能输入数字和换行',
  },
  upTo255: { valid: ['字'.repeat(255)], invalid: ['字'.repeat(256)], message: '最大长度255位字符' },
};

describe('the built-in rule presets of spec §5', () => {
  it.each(Object.keys(samples) as RulePresetName[])('%s', (name) => {
    const preset = RULE_PRESETS[name];
    const { valid, invalid, message } = samples[name];
    expect(preset.message).toBe(message);
    for (const value of valid) expect(checkPreset(preset, value), `${name} ${value}`).toBeNull();
    for (const value of invalid) expect(checkPreset(preset, value), `${name} ${value}`).toBe(message);
  });

  it('covers every preset with samples', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(RULE_PRESETS).sort());
  });

  it('leaves empty values to `required` and reads numbers as text', () => {
    for (const empty of [undefined, null, '']) expect(checkPreset(RULE_PRESETS.qq, empty)).toBeNull();
    expect(checkPreset(RULE_PRESETS.naturalNumber, 12)).toBeNull();
    expect(checkPreset(RULE_PRESETS.naturalNumber, -3)).toBe('请输入自然数');
  });

  it('最小长度N位字符 / 最大长度N位字符 count characters, not UTF-16 units', () => {
    expect(checkPreset(minLengthPreset(3), 'ab')).toBe('最小长度3位字符');
    expect(checkPreset(minLengthPreset(3), 'abc')).toBeNull();
    expect(checkPreset(maxLengthPreset(2), '𠀀𠀀')).toBeNull();
    expect(checkPreset(maxLengthPreset(2), 'abc')).toBe('最大长度2位字符');
  });

  it('最少选择N项 / 最多选择N项 for checkbox groups', () => {
    expect(checkChoices(minChoicesPreset(2), ['a'])).toBe('最少选择2项');
    expect(checkChoices(minChoicesPreset(2), undefined)).toBe('最少选择2项');
    expect(checkChoices(minChoicesPreset(2), ['a', 'b'])).toBeNull();
    expect(checkChoices(maxChoicesPreset(2), ['a', 'b'])).toBeNull();
    expect(checkChoices(maxChoicesPreset(2), ['a', 'b', 'c'])).toBe('最多选择2项');
  });

  it('the ID card check character (GB 11643; 11010519491231002X worked by hand: sum 167, 167 mod 11 = 2 → X)', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('32010619900307123')).toBe('4');
    expect(idCardCheckChar('1101051949123100')).toBeNull();
    expect(idCardCheckChar('1101051949123100a')).toBeNull();
    expect(isChineseIdCard('11010518991231002X')).toBe(false); // born before 1900
  });
});

describe('the grid rule presets of spec §5 "Grid cell rules"', () => {
  const cases: Array<[pattern: string, valid: unknown[], invalid: unknown[]]> = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['abc def', '中文也可以的', 'a\nbcdef'], ['abcde', 'a'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFghijklmnopqr'], ['abcde', 'abcdef1', 'a'.repeat(19)]],
    ['url', ['http://a.cn', 'https://a.cn/x?y=1', 'ftp://files.example.com'], ['a.cn', 'http//a.cn']],
    ['e', ['li@example.cn'], ['li@', 'li.example.cn']],
    ['m', ['13912345678', '19912345678'], ['12912345678', '1391234567', '139123456789']],
    ['p', ['100080', '518000'], ['010080', '10008', '1000801']],
    ['s', ['abc', 'XYZ'], ['ab1', 'a b']],
    ['n', ['12', '-12', '3.14', '-0.5', 7], ['1.', '.5', '1e3', 'abc']],
    ['z', ['0', '-42', 42], ['4.2', '4a']],
    ['money', ['0', '12', '12.3', '12.34', '0.05'], ['12.345', '-1', '01', '12.', '.5']],
  ];

  it.each(cases)('%s', (pattern, valid, invalid) => {
    const message = GRID_PATTERN_PRESETS.find((p) => p.key === pattern)?.message;
    expect(message).toBeTruthy();
    for (const value of valid) expect(checkGridPattern(pattern, value), `${pattern} ${value}`).toBeNull();
    for (const value of invalid)
      expect(checkGridPattern(pattern, value), `${pattern} ${value}`).toBe(message);
  });

  it('has a case for every keyword but *', () => {
    expect(cases.map(([p]) => p).sort()).toEqual(
      GRID_PATTERN_PRESETS.map((p) => p.key)
        .filter((k) => k !== '*')
        .sort(),
    );
  });

  it('pattern checks skip empty values; * is the one that asks for a value', () => {
    for (const pattern of ['n6-16', 'm', 'money', '^\\d+$']) {
      for (const empty of [undefined, null, '', []]) expect(checkGridPattern(pattern, empty)).toBeNull();
    }
    for (const empty of [undefined, null, '', '  ', []])
      expect(checkGridPattern('*', empty)).toBe('该项不能为空');
    expect(checkGridPattern('*', 'x')).toBeNull();
    expect(checkGridPattern('*', 0)).toBeNull();
  });

  it('any other pattern is a regular expression, plain or in slashes', () => {
    expect(checkGridPattern('^[A-Z]{2}\\d{3}$', 'AB123')).toBeNull();
    expect(checkGridPattern('^[A-Z]{2}\\d{3}$', 'ab123')).toBe('格式不正确');
    expect(checkGridPattern('/^[a-z]{2}\\d{3}$/i', 'AB123')).toBeNull();
    expect(checkGridPattern(/^\d+$/g, '12')).toBeNull();
    expect(checkGridPattern(/^\d+$/g, '12')).toBeNull(); // a global expression is not left mid-string
    expect(checkGridPattern('^\\d+$', 'x', `\${title}只能是数字`)).toBe(`\${title}只能是数字`);
    expect(checkGridPattern('([', 'x')).toBe(GRID_PATTERN_INVALID_MESSAGE);
  });

  it('the rule message gives way to the preset message only when the rule has none', () => {
    expect(checkGridPattern('m', '123', '联系电话格式不对')).toBe('联系电话格式不对');
    expect(checkGridPattern('*', '', '请填写姓名')).toBe('请填写姓名');
  });

  it(`fills \${title}, \${key} and \${defaultValue} in messages and placeholders`, () => {
    const column = { title: '金额', key: 'amount', defaultValue: 0 };
    expect(fillRuleText(`\${title}不能为空`, column)).toBe('金额不能为空');
    expect(fillRuleText(`请输入\${title}（\${key}），默认\${defaultValue}`, column)).toBe(
      '请输入金额（amount），默认0',
    );
    expect(fillRuleText(`\${other}`, column)).toBe(`\${other}`);
    expect(fillRuleText(`\${defaultValue}`, { title: 'x' })).toBe('');
  });
});
