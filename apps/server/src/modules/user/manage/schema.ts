import { checkPreset, PASSWORD_RULE, RULE_PRESETS } from '@hcs/shared';
import { z } from 'zod';
import { optionalDate, presetString, requiredMax } from '../../../core/schemaFields.ts';

const optional = (schema: z.ZodString) =>
  schema
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null));

const userBase = {
  realname: requiredMax('用户姓名', 50),
  sex: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2']), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v))),
  birthday: optionalDate('生日格式应为 YYYY-MM-DD'),
  email: optional(presetString(RULE_PRESETS.email).max(100, '邮箱不能超过100个字符')),
  phone: optional(presetString(RULE_PRESETS.mobile)),
  workNo: optional(z.string().max(100, '工号不能超过100个字符')),
  telephone: optional(presetString(RULE_PRESETS.landline)),
  post: optional(z.string().max(500)),
  avatar: optional(z.string().max(255)),
  status: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2'])])
    .optional()
    .transform((v) => Number(v ?? 1)),
  userIdentity: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2']), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? null : Number(v))),
  selectedroles: z.string().max(5000).optional(),
  selecteddeparts: z.string().max(5000).optional(),
};

export const addUserSchema = z.object({
  username: z
    .string({ message: '请输入用户账号' })
    .trim()
    .min(1, '请输入用户账号')
    .refine((v) => checkPreset(RULE_PRESETS.usernameChars, v) === null, RULE_PRESETS.usernameChars.message)
    .refine((v) => checkPreset(RULE_PRESETS.usernameLength, v) === null, RULE_PRESETS.usernameLength.message),
  password: z
    .string({ message: '请输入登录密码' })
    .min(1, '请输入登录密码')
    .regex(PASSWORD_RULE, '密码至少8位，须同时包含字母和数字'),
  ...userBase,
});

export const editUserSchema = z.object({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
  ...userBase,
});

export const frozenSchema = z.object({
  ids: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
  status: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2'])], { message: '状态只能是正常或冻结' })
    .transform(Number),
});

export const resetPasswordSchema = z.object({
  username: z.string({ message: '请指定用户' }).min(1, '请指定用户').max(100),
  password: z
    .string({ message: '请输入新密码!' })
    .min(1, '请输入新密码!')
    .regex(PASSWORD_RULE, '新密码至少8位，须同时包含字母和数字'),
  confirmpassword: z.string().optional(),
});

export const userIdsQuery = z.object({
  userIds: z.string({ message: '请选择一条记录！' }).min(1, '请选择一条记录！').max(20_000),
});

export type AddUserInput = z.infer<typeof addUserSchema>;
export type EditUserInput = z.infer<typeof editUserSchema>;
