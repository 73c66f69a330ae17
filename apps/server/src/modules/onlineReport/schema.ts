import { z } from 'zod';

export const reportCodeParams = z.object({
  code: z
    .string({ message: '报表编码不能为空' })
    .min(1, '报表编码不能为空')
    .max(100, '报表编码过长')
    .regex(/^[A-Za-z0-9_-]+$/, '报表编码只能包含字母、数字、下划线和短横线'),
});

export const reportIdParams = z.object({
  id: z.string({ message: '报表ID不能为空' }).min(1, '报表ID不能为空').max(32, '报表ID过长'),
});

/** A `${param}` value given as `self_<name>`. */
export const reportParamValue = z.string().max(200, '报表参数的值过长');

const flag = (label: string) =>
  z.coerce
    .number({ message: `${label}只能是 0 或 1` })
    .int(`${label}只能是 0 或 1`)
    .min(0, `${label}只能是 0 或 1`)
    .max(1, `${label}只能是 0 或 1`);

const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label}应为文字` })
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

const OUTPUT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const REPORT_FIELD_TYPES = ['String', 'Integer', 'Double', 'Date', 'Datetime'] as const;

export const reportItemInput = z.object({
  fieldName: z
    .string({ message: '字段名不能为空' })
    .trim()
    .min(1, '字段名不能为空')
    .max(64, '字段名不能超过64个字符')
    .regex(OUTPUT_NAME, '字段名只能包含字母、数字和下划线，且不能以数字开头'),
  fieldTxt: z
    .string({ message: '字段文本不能为空' })
    .trim()
    .min(1, '字段文本不能为空')
    .max(100, '字段文本不能超过100个字符'),
  fieldWidth: z.coerce
    .number({ message: '列宽应为整数' })
    .int('列宽应为整数')
    .min(0, '列宽不能小于0')
    .max(2000, '列宽不能超过2000')
    .nullish()
    .transform((v) => (v === undefined || v === 0 ? null : v)),
  fieldType: z
    .enum(REPORT_FIELD_TYPES, { message: '字段类型只能是 String、Integer、Double、Date 或 Datetime' })
    .default('String'),
  searchMode: z
    .enum(['single', 'group'], { message: '查询模式只能是 single（单条件）或 group（范围）' })
    .nullish()
    .transform((v) => v ?? null),
  isOrder: flag('是否排序').default(0),
  isSearch: flag('是否查询').default(0),
  dictCode: optionalText('字典编码', 100),
  /** Checked with the whole report (design.ts checkSave → checkReportHref), naming the field. */
  fieldHref: z
    .string({ message: '链接应为文字' })
    .max(2000, '链接过长')
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim())),
  isShow: flag('是否显示').default(1),
  orderNum: z.coerce
    .number({ message: '排序号应为整数' })
    .int('排序号应为整数')
    .min(0)
    .max(100_000)
    .optional(),
});

export const reportParamInput = z.object({
  paramName: z
    .string({ message: '参数名不能为空' })
    .trim()
    .min(1, '参数名不能为空')
    .max(64, '参数名不能超过64个字符')
    .regex(OUTPUT_NAME, '参数名只能包含字母、数字和下划线，且不能以数字开头'),
  paramTxt: optionalText('参数文本', 100),
  paramValue: z
    .string({ message: '参数默认值应为文字' })
    .max(200, '参数默认值不能超过200个字符')
    .nullish()
    .transform((v) => v ?? null),
  orderNum: z.coerce
    .number({ message: '排序号应为整数' })
    .int('排序号应为整数')
    .min(0)
    .max(100_000)
    .optional(),
});

export const reportHeadInput = z.object({
  id: z.string().max(32, '报表ID过长').optional(),
  code: z
    .string({ message: '报表编码不能为空' })
    .trim()
    .min(1, '报表编码不能为空')
    .max(100, '报表编码不能超过100个字符')
    .regex(/^[A-Za-z0-9_]+$/, '报表编码只能包含字母、数字和下划线'),
  name: z
    .string({ message: '报表名称不能为空' })
    .trim()
    .min(1, '报表名称不能为空')
    .max(100, '报表名称不能超过100个字符'),
  cgrSql: z.string({ message: '报表SQL不能为空' }).trim().min(1, '报表SQL不能为空'),
  returnValField: optionalText('返回值字段', 100),
  returnTxtField: optionalText('返回文本字段', 100),
  dbSource: optionalText('数据源', 100),
  content: optionalText('描述', 1000),
});

export const reportSaveBody = z.object(
  {
    head: reportHeadInput,
    items: z
      .array(reportItemInput, { message: '报表字段应为列表' })
      .max(200, '报表字段不能超过200个')
      .default([]),
    params: z
      .array(reportParamInput, { message: '报表参数应为列表' })
      .max(50, '报表参数不能超过50个')
      .default([]),
  },
  { message: '请求内容应为报表定义' },
);

export const parseSqlBody = z.object(
  {
    sql: z.string({ message: '报表SQL不能为空' }).trim().min(1, '报表SQL不能为空'),
    dbSource: z.string().max(100).nullish(),
  },
  { message: '请求内容应包含报表SQL' },
);

export const headIdQuery = z.object({
  headId: z.string({ message: '报表ID不能为空' }).min(1, '报表ID不能为空').max(32, '报表ID过长'),
});

export const idQuery = z.object({
  id: z.string({ message: '报表ID不能为空' }).min(1, '报表ID不能为空').max(32, '报表ID过长'),
});

export const idsQuery = z.object({
  ids: z
    .string({ message: '请选择要删除的报表' })
    .min(1, '请选择要删除的报表')
    .max(3300, '一次删除的报表过多'),
});

export const previewBody = z.object(
  {
    sql: z.string({ message: '报表SQL不能为空' }).trim().min(1, '报表SQL不能为空'),
    dbSource: z.string().max(100).nullish(),
    params: z
      .array(reportParamInput.pick({ paramName: true, paramValue: true }), { message: '报表参数应为列表' })
      .max(50, '报表参数不能超过50个')
      .default([]),
    pageSize: z.coerce
      .number({ message: '预览行数应为 1 到 100 之间的整数' })
      .int('预览行数应为 1 到 100 之间的整数')
      .min(1, '预览行数应为 1 到 100 之间的整数')
      .max(100, '预览行数应为 1 到 100 之间的整数')
      .default(10),
  },
  { message: '请求内容应包含报表SQL' },
);
