import { MOBILE_MESSAGE, MOBILE_PATTERN, stripPhone } from '@hcs/shared';
import type { FormRule } from 'antd';

/** A mobile field (spec §5): required, 11 digits starting 13/14/15/17/18. */
export const MOBILE_RULES: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: MOBILE_MESSAGE },
];

/** Spaces and dashes typed or pasted between digit groups are dropped as the number is entered. */
export const normalizeMobile = (value: unknown): string =>
  typeof value === 'string' ? stripPhone(value) : '';

/** The code a text message brought: six digits. */
export const SMS_CODE_RULES: FormRule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '请输入6位数字验证码' },
];
