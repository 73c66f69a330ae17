import { z } from 'zod';

const name = (what: string) =>
  z
    .string({ message: `请指定${what}` })
    .trim()
    .min(1, `请指定${what}`)
    .max(64, `${what}过长`);

/** The dictionary code path parameter; a table code's where part makes it longer than a plain code. */
export const codeParams = z.object({ code: z.string().max(1000, '字典Code过长') });

export const loadDictQuery = z.object({
  keyword: z.string().max(100, '搜索内容不能超过100个字符').optional(),
  pageSize: z.coerce
    .number({ message: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为1')
    .max(100, '每页条数最大为100')
    .default(10),
});

/** `key` is a comma list of values; `delNotExist=false` keeps values without a text as they are. */
export const loadDictItemQuery = z.object({
  key: z.string().max(5000, '查询的值过多').default(''),
  delNotExist: z.enum(['true', 'false'], { message: 'delNotExist 只能是 true 或 false' }).default('true'),
});

export const loadTreeDataQuery = z.object({
  pid: z.string().max(64, 'pid过长').optional(),
  tableName: name('字典表'),
  text: name('显示字段'),
  code: name('存储字段'),
  pidField: z.string().trim().max(64).optional(),
  hasChildField: z.string().trim().max(64).optional(),
  condition: z.string().max(1000, '查询条件过长').optional(),
});

export type LoadTreeDataQuery = z.infer<typeof loadTreeDataQuery>;
