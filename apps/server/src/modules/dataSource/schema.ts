import { z } from 'zod';
import { optionalText, requiredText } from '../../core/schemaFields.ts';

export const DB_TYPES = ['postgres', 'mysql', 'sqlite'] as const;
export type DbType = (typeof DB_TYPES)[number];

export const DEFAULT_PORTS: Record<Exclude<DbType, 'sqlite'>, number> = { postgres: 5432, mysql: 3306 };

/** Where and how to connect: what 测试连接 needs. */
const connectionShape = {
  dbType: z.enum(DB_TYPES, { message: '请选择数据库类型' }),
  host: z
    .string({ message: '主机地址格式不正确' })
    .trim()
    .max(255, '主机地址不能超过255个字符')
    .regex(/^[A-Za-z0-9._:[\]-]*$/, '主机地址格式不正确')
    .nullish()
    .transform((v) => (v ? v : null)),
  port: z
    .union([z.literal(''), z.coerce.number({ message: '端口必须是1到65535之间的整数' })])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .refine(
      (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 65535),
      '端口必须是1到65535之间的整数',
    ),
  dbName: requiredText('数据库名', 1, 255),
  dbUsername: optionalText(100, '用户名不能超过100个字符'),
  /** Empty keeps the stored password (不修改请留空); never trimmed. */
  dbPassword: z
    .string({ message: '密码不能超过200个字符' })
    .max(200, '密码不能超过200个字符')
    .nullish()
    .transform((v) => (v ? v : null)),
};

const needsHost = <T extends { dbType: DbType; host: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.dbType !== 'sqlite' && !v.host)
    ctx.addIssue({ code: 'custom', path: ['host'], message: '请输入主机地址' });
};

export const connectionInput = z
  .object({ ...connectionShape, id: z.string().max(32).nullish() })
  .superRefine(needsHost);

export const dataSourceFields = z
  .object({
    code: requiredText('数据源编码', 1, 100).regex(
      /^[A-Za-z0-9_-]+$/,
      '数据源编码只能包含字母、数字、下划线和短横线',
    ),
    name: requiredText('数据源名称', 1, 100),
    ...connectionShape,
    remark: optionalText(200, '备注不能超过200个字符'),
  })
  .superRefine(needsHost);

export const editId = z.object({ id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32) });

export type ConnectionInput = z.infer<typeof connectionInput>;
export type DataSourceInput = z.infer<typeof dataSourceFields>;
