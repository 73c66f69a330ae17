import {
  ONLINE_DB_TYPES,
  ONLINE_FIELD_DEFAULTS,
  ONLINE_FIELD_NAME,
  ONLINE_POINT_LENGTH_MAX,
  ONLINE_SHOW_TYPES,
  ONLINE_STRING_LENGTH,
  ONLINE_TABLE_NAME,
} from '@hcs/shared';
import { z } from 'zod';
import { pagingSchema } from '../../../core/query/paging.ts';

/** Request shapes of the form design API (表单开发), with the designer's Chinese messages. */

export const TABLE_NAME_MESSAGE = '表名只能包含小写字母、数字和下划线，以字母开头';
export const FIELD_NAME_MESSAGE = '字段名只能包含小写字母、数字和下划线，以字母开头（最多32位）';

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label}必须是文本` })
    .max(max, `${label}最多${max}个字符`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

const int = (label: string) => z.coerce.number({ message: `${label}必须是数字` }).int(`${label}必须是整数`);
const bit = (label: string) =>
  z.coerce
    .number({ message: `${label}只能是0或1` })
    .refine((v) => v === 0 || v === 1, `${label}只能是0或1`)
    .transform((v) => (v === 1 ? 1 : 0) as 0 | 1);
const yesNo = (label: string) => z.enum(['Y', 'N'], { message: `${label}只能是Y或N` });

export const tableNameField = z
  .string({ message: '请输入表名' })
  .trim()
  .regex(ONLINE_TABLE_NAME, TABLE_NAME_MESSAGE);

export const headInput = z.object({
  id: z.string().max(32).optional(),
  tableName: tableNameField,
  tableTxt: z
    .string({ message: '请输入表描述' })
    .trim()
    .min(1, '请输入表描述')
    .max(200, '表描述最多200个字符'),
  tableType: z.coerce
    .number({ message: '表类型只能是0、1或2' })
    .refine((v) => v === 0 || v === 1 || v === 2, '表类型只能是0（单表）、1（主表）或2（附表）')
    .default(0)
    .transform((v) => v as 0 | 1 | 2),
  isCheckbox: yesNo('是否带复选框').default('Y'),
  isPage: yesNo('是否分页').default('Y'),
  isTree: yesNo('是否树').default('N'),
  treeParentIdField: optionalText(50, '树父ID字段'),
  treeIdField: optionalText(50, '是否有子节点字段'),
  treeFieldname: optionalText(50, '树显示字段'),
  subTableStr: optionalText(1000, '附表'),
  relationType: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.null()], {
      message: '映射关系只能是0（一对多）或1（一对一）',
    })
    .optional()
    .transform((v) => (v === undefined || v === null ? null : (Number(v) as 0 | 1))),
  tabOrderNum: int('附表排序')
    .min(0)
    .max(999)
    .nullish()
    .transform((v) => v ?? null),
  queryMode: z.enum(['single', 'group'], { message: '查询模式只能是single或group' }).default('single'),
  formTemplate: z.enum(['1', '2'], { message: '表单风格只能是1（一列）或2（两列）' }).default('1'),
  formTemplateMobile: optionalText(10, '移动端表单风格'),
  themeTemplate: z
    .enum(['normal', 'erp', 'tab', 'innerTable'], { message: '主题模板只能是normal、erp、tab或innerTable' })
    .default('normal'),
  scroll: bit('是否滚动').default(0),
  formCategory: z.string().trim().max(50, '表单分类最多50个字符').default('temp'),
  extConfigJson: optionalText(1000, '扩展配置').refine((v) => {
    if (v === null) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, '扩展配置必须是JSON'),
});
export type HeadInput = z.infer<typeof headInput>;

/** What a saved field leaves out it takes from a new field. */
const NEW = ONLINE_FIELD_DEFAULTS;

export const fieldInput = z.object({
  id: z.string().max(32).optional(),
  dbFieldName: z.string({ message: '请输入字段名' }).trim().regex(ONLINE_FIELD_NAME, FIELD_NAME_MESSAGE),
  dbFieldTxt: z
    .string({ message: '请输入字段备注' })
    .trim()
    .min(1, '请输入字段备注')
    .max(200, '字段备注最多200个字符'),
  dbIsKey: bit('主键').default(NEW.dbIsKey),
  dbIsNull: bit('允许空').default(NEW.dbIsNull),
  dbType: z
    .enum(ONLINE_DB_TYPES, { message: `数据库类型只能是${ONLINE_DB_TYPES.join('、')}` })
    .default(NEW.dbType),
  dbLength: int('长度')
    .min(0, '长度不能为负数')
    .max(ONLINE_STRING_LENGTH.max, `长度最大为${ONLINE_STRING_LENGTH.max}`)
    .default(NEW.dbLength),
  dbPointLength: int('小数位')
    .min(0, '小数位不能为负数')
    .max(ONLINE_POINT_LENGTH_MAX, `小数位最大为${ONLINE_POINT_LENGTH_MAX}`)
    .default(NEW.dbPointLength),
  dbDefaultVal: optionalText(200, '数据库默认值'),
  dictField: optionalText(100, '字典编码'),
  dictTable: optionalText(255, '字典表'),
  dictText: optionalText(100, '字典文本字段'),
  fieldShowType: z
    .string()
    .default(NEW.fieldShowType)
    .refine((v) => Object.hasOwn(ONLINE_SHOW_TYPES, v), '不支持的控件类型')
    .transform((v) => v as keyof typeof ONLINE_SHOW_TYPES),
  fieldHref: optionalText(200, '跳转地址'),
  fieldLength: int('控件宽度')
    .min(0)
    .max(2000)
    .nullish()
    .transform((v) => v ?? null),
  fieldValidType: optionalText(300, '校验规则'),
  fieldMustInput: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { message: '是否必填只能是0或1' })
    .default(NEW.fieldMustInput)
    .transform((v) => (String(v) === '1' ? '1' : '0') as '0' | '1'),
  fieldExtendJson: optionalText(500, '扩展参数').refine((v) => {
    if (v === null) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, '扩展参数必须是JSON'),
  fieldDefaultValue: optionalText(100, '表单默认值'),
  isQuery: bit('是否查询').default(NEW.isQuery),
  queryMode: z.enum(['single', 'group'], { message: '查询方式只能是single或group' }).default(NEW.queryMode),
  isShowForm: bit('表单显示').default(NEW.isShowForm),
  isShowList: bit('列表显示').default(NEW.isShowList),
  isReadOnly: bit('只读').default(NEW.isReadOnly),
  mainTable: optionalText(50, '外键主表'),
  mainField: optionalText(50, '外键字段'),
  orderNum: int('排序').min(0).max(100000).default(NEW.orderNum),
  sortFlag: bit('是否排序').default(NEW.sortFlag),
});
export type FieldInput = z.infer<typeof fieldInput>;

const fieldsInput = z.array(fieldInput, { message: '字段必须是列表' }).max(200, '一个表单最多200个字段');

export const addAllBody = z.object({
  head: headInput,
  fields: fieldsInput.default([]),
});

export const editAllBody = z.object({
  head: headInput.extend({ id: z.string({ message: '缺少表单ID' }).min(1, '缺少表单ID').max(32) }),
  fields: fieldsInput.default([]),
  deleteFieldIds: z.array(z.string().max(32)).max(200).default([]),
});

export const idQuery = z.object({ id: z.string({ message: '缺少ID' }).min(1, '缺少ID').max(32) });
export const headIdQuery = z.object({
  headId: z.string({ message: '缺少表单ID' }).min(1, '缺少表单ID').max(32),
});
export const codeQuery = z.object({ code: z.string({ message: '缺少表单ID' }).min(1, '缺少表单ID').max(32) });
export const physicIdQuery = z.object({ physicId: z.string({ message: '缺少原表单ID' }).min(1).max(32) });

export const listQuery = pagingSchema.extend({
  tableName: z.string().max(50).optional(),
  tableTxt: z.string().max(200).optional(),
  tableType: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1 || v === 2, '表类型只能是0、1或2')
    .optional()
    .catch(undefined),
  copyType: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1, '复制类型只能是0或1')
    .default(0),
});

export const synMethodParams = z.object({
  headId: z.string().min(1).max(32),
  synMethod: z.enum(['normal', 'force'], { message: '同步方式只能是normal或force' }),
});

export const syncPlanQuery = z.object({
  synMethod: z.enum(['normal', 'force'], { message: '同步方式只能是normal或force' }).default('normal'),
});

export const synchBody = z.object({
  confirm: z.array(z.string().max(500), { message: 'confirm 必须是文本列表' }).max(500).default([]),
});

export const versionDiffQuery = z.object({
  headId: z.string().min(1).max(32),
  from: z.coerce.number({ message: '版本号必须是数字' }).int(),
  to: z.coerce.number({ message: '版本号必须是数字' }).int(),
});
