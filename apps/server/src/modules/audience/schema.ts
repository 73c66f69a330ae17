import { isChineseIdCard } from '@hcs/shared';
import { z } from 'zod';
import {
  dictValue,
  optionalDate,
  optionalDictValue,
  optionalMobile,
  optionalText,
  recordId,
  requiredText,
} from '../../core/schemaFields.ts';

export const SERVICE_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

const serviceNeeds = z
  .union([z.string().max(100), z.array(z.string())], { message: '请选择服务需求' })
  .nullish()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s !== ''),
  )
  .refine((v) => v.every((s) => (SERVICE_TYPES as readonly string[]).includes(s)), '服务需求不正确')
  .transform((v) => (v.length > 0 ? [...new Set(v)].join(',') : null));

export const audienceFields = z.object({
  name: requiredText('姓名', 2, 50),
  sex: z.coerce
    .number({ message: '请选择性别' })
    .int()
    .refine((v) => v === 1 || v === 2, '请选择性别'),
  birthday: optionalDate('出生日期格式应为 YYYY-MM-DD'),
  idCardNo: z
    .string({ message: '请输入身份证号' })
    .trim()
    .min(1, '请输入身份证号')
    .transform((v) => v.toUpperCase())
    .refine(isChineseIdCard, '请输入正确的身份证号'),
  disabilityCertNo: optionalText(32, '残疾证号不能超过32个字符'),
  disabilityType: dictValue(['1', '2', '3', '4', '5', '6', '7'], '请选择残疾类别'),
  disabilityLevel: dictValue(['1', '2', '3', '4'], '请选择残疾等级'),
  phone: optionalMobile(),
  areaCode: z
    .union([z.string().regex(/^\d{2,12}$/, '所在地区不正确'), z.literal('')], { message: '所在地区不正确' })
    .nullish()
    .transform((v) => (v ? v : null)),
  address: optionalText(200, '详细地址不能超过200个字符'),
  guardianName: optionalText(50, '监护人姓名不能超过50个字符'),
  guardianPhone: optionalMobile(),
  livingStatus: optionalDictValue(['1', '2', '3'], '请选择居住情况'),
  economicStatus: optionalDictValue(['1', '2', '3'], '请选择经济状况'),
  serviceNeeds,
  photo: optionalText(500, '照片地址过长'),
  attachments: optionalText(2000, '附件过多'),
  departId: recordId('请选择责任站点'),
  status: dictValue(['1', '0'], '请选择状态').default('1'),
  remark: optionalText(500, '备注不能超过500个字符'),
});

export const audienceEdit = audienceFields.extend({ id: recordId('id不能为空') });

export type AudienceInput = z.infer<typeof audienceFields>;
