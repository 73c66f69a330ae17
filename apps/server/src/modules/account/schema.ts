import {
  ACCOUNT_PROFILE_FIELDS,
  CONTENT_WIDTHS,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  extensionOf,
  FONT_SCALES,
  HEX_COLOR_PATTERN,
  isImageExtension,
  LAYOUT_MODES,
  MENU_THEMES,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
} from '@hcs/shared';
import { z } from 'zod';
import { requestedStoredPath } from '../upload/storedPath.ts';

/** The message for keys the object does not take; any other problem keeps its field's own message. */
const onlyFields =
  (message: string) =>
  (issue: { code?: string }): string | undefined =>
    issue.code === 'unrecognized_keys' ? message : issue.code === 'invalid_type' ? '请求参数错误' : undefined;

const email = z
  .string()
  .trim()
  .max(100, '邮箱不能超过100个字符')
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || EMAIL_PATTERN.test(v), EMAIL_MESSAGE)
  .nullable();

/** 基本设置: exactly the fields a user may change about themselves (username, roles, … are refused). */
export const profileBody = z.strictObject(
  {
    realname: z.string({ message: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
    sex: z.union([z.literal(1), z.literal(2)], { message: '性别不正确' }).nullable(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式不正确')
      .refine((v) => !Number.isNaN(Date.parse(v)) && v <= new Date().toISOString().slice(0, 10), '生日不正确')
      .nullable(),
    email,
    avatar: z
      .string()
      .max(500)
      .refine(
        (v) => requestedStoredPath(v) !== null && isImageExtension(extensionOf(v)),
        '头像须为上传的图片',
      )
      .nullable(),
  },
  { error: onlyFields(`只能修改：${ACCOUNT_PROFILE_FIELDS.join('、')}`) },
);

export const emailBody = z.strictObject({ email }, { error: onlyFields('只能修改邮箱') });

export const phoneBody = z.object({
  phone: z.string({ message: MOBILE_MESSAGE }).regex(MOBILE_PATTERN, MOBILE_MESSAGE),
  smscode: z.string({ message: '请输入验证码' }).regex(/^\d{6}$/, '请输入6位数字验证码'),
});

const bool = z.boolean({ message: '个性化设置的值不正确' });

/** 个性化: the settings drawer's preferences, every one of them, nothing else. */
export const preferencesBody = z
  .strictObject(
    {
      menuTheme: z.enum(MENU_THEMES, { message: '菜单风格不正确' }),
      layoutMode: z.enum(LAYOUT_MODES, { message: '导航模式不正确' }),
      fixedHeader: bool,
      fixedSidemenu: bool,
      autoHideHeader: bool,
      contentWidth: z.enum(CONTENT_WIDTHS, { message: '内容区域宽度不正确' }),
      primaryColor: z.string({ message: '主题色不正确' }).regex(HEX_COLOR_PATTERN, '主题色不正确'),
      colorWeak: bool,
      multipage: bool,
      // Later additions: a layout saved before them reads as the standard look.
      fontScale: z.literal(FONT_SCALES, { message: '字号只能是标准、大或特大' }).default(100),
      highContrast: z.boolean({ message: '高对比度的值不正确' }).default(false),
    },
    { error: onlyFields('个性化设置含有未知的项') },
  )
  // The colour-weak filter would wash the high-contrast colours out again: one or the other.
  .refine((layout) => !(layout.colorWeak && layout.highContrast), {
    message: '色弱模式与高对比度不能同时开启',
    path: ['highContrast'],
  });

export const notifyBody = z.strictObject(
  { sms: z.boolean({ message: '请选择是否接收短信' }), email: z.boolean({ message: '请选择是否接收邮件' }) },
  { error: onlyFields('只能设置短信和邮件通知，系统消息不能关闭') },
);

export const sessionIdBody = z.object({
  id: z.string({ message: '请选择会话' }).min(1, '请选择会话').max(32),
});
