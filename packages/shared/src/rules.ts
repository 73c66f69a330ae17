/**
 * The built-in validation presets of spec §5, the one copy both the forms and the server's input
 * schemas check against. Each preset is a pattern with the message shown when a value fails it.
 */

/** Mobile: 11 digits starting 13/14/15/17/18. */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
export const MOBILE_MESSAGE = '请输入正确手机号';

/**
 * A phone field's value as typed or pasted (138 1234 5678, 0571-88886666): the spaces and dashes
 * people write between digit groups dropped, before either end checks it.
 */
export const stripPhone = (value: string): string => value.replace(/[\s\-\u2010-\u2015]/g, '');

/**
 * A mobile or a landline with its area code, spaces and dashes stripped (0571-88886666 → 057188886666,
 * 010 8888 6666 → 01088886666): for a person's contact numbers; a login phone stays a mobile.
 */
export const PHONE_OR_LANDLINE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}\d{7,8})$/;
export const PHONE_OR_LANDLINE_MESSAGE = '请输入正确手机号或带区号的座机号码';

/** Account names: letters, digits and underscore, 4 to 18 of them. */
export const USERNAME_CHARS_PATTERN = /^[A-Za-z0-9_]*$/;
export const USERNAME_CHARS_MESSAGE = '只允许字母、数字、下划线';
export const USERNAME_RULE = /^[A-Za-z0-9_]{4,18}$/;
/**
 * The spec notes the original's message says 6 to 18 while the rule allows 4 to 18; the message
 * here states the rule that is actually checked.
 */
export const USERNAME_LENGTH_MESSAGE = '用户账号长度必须在4到18个字符之间';

/** Passwords: at least 8 characters (64 at most) with both letters and digits. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const PASSWORD_MESSAGE = '密码至少8位，须同时包含字母和数字';
export const NEW_PASSWORD_MESSAGE = '新密码至少8位，须同时包含字母和数字';

/** Email: optional; when given it must look like an address. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MESSAGE = '请输入正确的邮箱地址';

/** Landline: 7 or 8 digits with an optional 3-4 digit area code and a hyphen (010-12345678). */
export const LANDLINE_PATTERN = /^(\d{3,4}-)?\d{7,8}$/;
export const LANDLINE_MESSAGE = '请输入正确的座机号码';
