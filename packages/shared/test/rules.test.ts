import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_RULE,
  USERNAME_CHARS_PATTERN,
  USERNAME_RULE,
} from '../src/rules.ts';

describe('validation presets of spec §5', () => {
  it('mobile: 11 digits starting 13/14/15/17/18', () => {
    for (const ok of ['13800138000', '14700000000', '15912345678', '17012345678', '18612345678']) {
      expect(MOBILE_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of [
      '12345678901',
      '16612345678',
      '19912345678',
      '1380013800',
      '138001380001',
      '1380013800a',
    ]) {
      expect(MOBILE_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('username: letters, digits and underscore, 4 to 18 of them', () => {
    expect(USERNAME_RULE.test('abcd')).toBe(true);
    expect(USERNAME_RULE.test('a_1_B_2_c_3_D_4_e5')).toBe(true);
    expect(USERNAME_RULE.test('abc')).toBe(false);
    expect(USERNAME_RULE.test('a'.repeat(19))).toBe(false);
    expect(USERNAME_CHARS_PATTERN.test('张三')).toBe(false);
    expect(USERNAME_CHARS_PATTERN.test('ab-c')).toBe(false);
    expect(USERNAME_CHARS_PATTERN.test('ab_C9')).toBe(true);
  });

  it('password: at least 8 with letters and digits', () => {
    expect(PASSWORD_RULE.test('abcd1234')).toBe(true);
    expect(PASSWORD_RULE.test('abcdefgh')).toBe(false);
    expect(PASSWORD_RULE.test('12345678')).toBe(false);
    expect(PASSWORD_RULE.test('abc123')).toBe(false);
  });

  it('email and landline', () => {
    expect(EMAIL_PATTERN.test('li.si@example.cn')).toBe(true);
    expect(EMAIL_PATTERN.test('li.si@')).toBe(false);
    expect(EMAIL_PATTERN.test('a..b@example.cn')).toBe(false);
    expect(LANDLINE_PATTERN.test('010-12345678')).toBe(true);
    expect(LANDLINE_PATTERN.test('1234567')).toBe(true);
    expect(LANDLINE_PATTERN.test('010-123')).toBe(false);
  });
});
