import { checkPreset, MOBILE_MESSAGE, MOBILE_PATTERN, type RulePreset } from '@hcs/shared';
import { z } from 'zod';

/** Optional text: empty or missing becomes null; longer than `max` fails with `message`. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** Required text of `min`–`max` characters. */
export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .min(min, `${label}长度必须在${min}到${max}个字符之间`)
    .max(max, `${label}长度必须在${min}到${max}个字符之间`);

/** Required text of at most `max` characters: 请输入{label}, or {label}不能超过{max}个字符. */
export const requiredMax = (label: string, max: number) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

/** One of a dictionary's values. */
export const dictValue = (values: readonly [string, ...string[]], message: string) =>
  z.enum(values, { message });

/** An optional dictionary value; empty becomes null. */
export const optionalDictValue = (values: readonly [string, ...string[]], message: string) =>
  z
    .union([z.enum(values, { message }), z.literal('')], { message })
    .nullish()
    .transform((v) => (v ? v : null));

const realDate = (v: string) => !Number.isNaN(new Date(`${v.slice(0, 10)}T00:00:00`).getTime());

/** `YYYY-MM-DD`, optional. */
export const optionalDate = (message: string) =>
  z
    .union(
      [
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, message)
          .refine(realDate, message),
        z.literal(''),
      ],
      {
        message,
      },
    )
    .nullish()
    .transform((v) => (v ? v : null));

/** `YYYY-MM-DD HH:mm:ss`, optional. */
export const optionalDateTime = (message: string) =>
  z
    .union(
      [
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, message)
          .refine(realDate, message),
        z.literal(''),
      ],
      { message },
    )
    .nullish()
    .transform((v) => (v ? v : null));

/** A mobile number, optional. */
export const optionalMobile = () =>
  z
    .union([z.string().trim().regex(MOBILE_PATTERN, MOBILE_MESSAGE), z.literal('')], {
      message: MOBILE_MESSAGE,
    })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Text that passes a built-in rule preset (spec §5), with the preset's message: the same check the
 * form's presetRule runs (apps/web/src/utils/formRules.ts), so client and server never disagree.
 */
export const presetString = (preset: RulePreset) =>
  z.string({ message: preset.message }).refine((v) => checkPreset(preset, v) === null, preset.message);

/** A record id as the client sends it. */
export const recordId = (message: string) => z.string({ message }).trim().min(1, message).max(32, message);
