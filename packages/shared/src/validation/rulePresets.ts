import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  LANDLINE_MESSAGE,
  LANDLINE_PATTERN,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
  USERNAME_CHARS_MESSAGE,
  USERNAME_CHARS_PATTERN,
  USERNAME_LENGTH_MESSAGE,
  USERNAME_RULE,
} from '../rules.ts';
import { isChineseIdCard } from './idCard.ts';

/**
 * A built-in validation preset of spec §5: what a filled-in value must satisfy and the message shown
 * when it does not. An empty value is never checked here (that is `required`'s job). Forms use it
 * through apps/web/src/utils/formRules.ts; a server schema through `checkPreset`, e.g.
 * `z.string().refine((v) => !checkPreset(RULE_PRESETS.qq, v), RULE_PRESETS.qq.message)`.
 */
export interface RulePreset {
  /** Present when the check is one regular expression. */
  pattern?: RegExp;
  test(value: string): boolean;
  message: string;
}

/** A preset for checkbox groups: how many options may be chosen. */
export interface ChoicePreset {
  test(values: readonly unknown[]): boolean;
  message: string;
}

const byPattern = (pattern: RegExp, message: string): RulePreset => ({
  pattern,
  message,
  test: (value) => pattern.test(value),
});

/** Characters as a person counts them (an emoji or a rare Han character is one, not two). */
const charCount = (value: string) => [...value].length;

/** 最小长度N位字符: at least N characters. */
export const minLengthPreset = (n: number): RulePreset => ({
  message: `最小长度${n}位字符`,
  test: (value) => charCount(value) >= n,
});

/** 最大长度N位字符: at most N characters. */
export const maxLengthPreset = (n: number): RulePreset => ({
  message: `最大长度${n}位字符`,
  test: (value) => charCount(value) <= n,
});

/** 最少选择N项 (an empty group counts as none chosen, so it fails too). */
export const minChoicesPreset = (n: number): ChoicePreset => ({
  message: `最少选择${n}项`,
  test: (values) => values.length >= n,
});

/** 最多选择N项. */
export const maxChoicesPreset = (n: number): ChoicePreset => ({
  message: `最多选择${n}项`,
  test: (values) => values.length <= n,
});

/** http:// or https://, a host (dots allowed, no spaces), an optional port, then anything without spaces. */
export const URL_PATTERN = /^https?:\/\/[^\s/?#:.]+(\.[^\s/?#:.]+)*(:\d{1,5})?([/?#]\S*)?$/i;

/** Every named preset of spec §5 "Built-in rule presets", in one place. */
export const RULE_PRESETS = {
  mobile: byPattern(MOBILE_PATTERN, MOBILE_MESSAGE),
  usernameChars: byPattern(USERNAME_CHARS_PATTERN, USERNAME_CHARS_MESSAGE),
  usernameLength: byPattern(USERNAME_RULE, USERNAME_LENGTH_MESSAGE),
  email: byPattern(EMAIL_PATTERN, EMAIL_MESSAGE),
  landline: byPattern(LANDLINE_PATTERN, LANDLINE_MESSAGE),
  /** 0, 1, 2, … without leading zeros. */
  naturalNumber: byPattern(/^(0|[1-9]\d*)$/, '请输入自然数'),
  letters: byPattern(/^[A-Za-z]+$/, '请输入英文字母'),
  bankCard: byPattern(/^\d{10,20}$/, '请输入正确的银行卡号（10-20位数字）'),
  /** Any certificate's number: up to 50 letters and digits. */
  idNumber: byPattern(/^[A-Za-z0-9]{1,50}$/, '请输入正确的证件号码（50位以内的字母或数字）'),
  /** The resident ID card, checksum included (see idCard.ts). */
  idCard: { message: '请输入正确的身份证号码', test: isChineseIdCard },
  /** QQ numbers never start with 0. */
  qq: byPattern(/^[1-9]\d{4,11}$/, '请输入正确的QQ号码（5-12位数字）'),
  url: byPattern(URL_PATTERN, '请输入正确的网址（以http://或https://开头）'),
  alphanumeric: byPattern(/^[A-Za-z0-9]{0,20}$/, '只能输入0-20位字母或数字'),
  chineseEnglish: byPattern(/^[\p{Script=Han}A-Za-z ]{2,100}$/u, '请输入2-100位中文、英文或空格'),
  digitLines: byPattern(/^[0-9\r\n]*$/, '只能输入数字和换行'),
  upTo255: maxLengthPreset(255),
} satisfies Record<string, RulePreset>;

export type RulePresetName = keyof typeof RULE_PRESETS;

/** Null when there is nothing to check or the value passes, else the preset's message. */
export function checkPreset(preset: RulePreset, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : String(value);
  return preset.test(text) ? null : preset.message;
}

/** The same for a checkbox group's chosen values (a missing value counts as none chosen). */
export function checkChoices(preset: ChoicePreset, values: unknown): string | null {
  const chosen = Array.isArray(values) ? values : [];
  return preset.test(chosen) ? null : preset.message;
}
