import { checkPreset, MOBILE_MESSAGE, MOBILE_PATTERN, type RulePreset } from '@hcs/shared';
import { z } from 'zod';
import { type DateKind, readDateInput } from './dateInput.ts';

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

/**
 * An optional date field (empty or missing becomes null) holding `kind`; what is sent is read by
 * readDateInput, so ISO date-times from date pickers are taken too, on the centre's clock.
 */
const optionalDateField = (kind: DateKind, message: string) =>
  z
    .string({ message })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const read = readDateInput(v, kind);
      if (read === null) ctx.addIssue({ code: 'custom', message });
      return read ?? z.NEVER;
    });

/** `YYYY-MM-DD` (or an ISO date-time, kept as its date), optional. */
export const optionalDate = (message: string) => optionalDateField('date', message);

/** `YYYY-MM-DD HH:mm:ss` (or an ISO date-time), optional. */
export const optionalDateTime = (message: string) => optionalDateField('dateTime', message);

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (or an ISO date-time, kept with its time), optional. */
export const optionalDateOrDateTime = (message: string) => optionalDateField('dateOrDateTime', message);

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
