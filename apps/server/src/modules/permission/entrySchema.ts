import { z } from 'zod';
import { requiredMax } from '../../core/schemaFields.ts';

/** Optional text: blank becomes null. */
const optional = (max: number, label: string) =>
  z
    .string({ message: `${label}必须是文字` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((v) => v || null);

const yes = new Set<unknown>([true, 1, '1', 'true']);
const no = new Set<unknown>([false, 0, '0', 'false']);

/** A 0/1 flag, as the form (booleans) or a sheet ('1'/'0') sends it; absent takes `fallback`. */
const flag = (label: string, fallback: 0 | 1) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return fallback;
      if (yes.has(v)) return 1;
      if (no.has(v)) return 0;
      return v;
    },
    z.union([z.literal(0), z.literal(1)], { message: `${label}的值不正确` }),
  );

/**
 * A menu, sub-menu or button (spec §3 "Menu entry", "Permission entry"). Which fields a type needs is
 * checked by the service, which also drops the fields the type does not have.
 */
export const entryFields = z.object({
  menuType: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { message: '请选择菜单类型' }),
  ),
  name: requiredMax('菜单名称', 100),
  parentId: z
    .string()
    .max(32)
    .nullish()
    .transform((v) => v || null),
  url: optional(255, '访问路径'),
  component: optional(255, '前端组件'),
  componentName: optional(100, '组件名称'),
  redirect: optional(255, '默认跳转地址'),
  icon: optional(100, '菜单图标'),
  sortNo: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: '排序必须是数字' })
      .finite('排序必须是数字')
      .min(-100_000, '排序必须在-100000到100000之间')
      .max(100_000, '排序必须在-100000到100000之间'),
  ),
  perms: optional(255, '授权标识'),
  permsType: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '1' : String(v)),
    z.enum(['1', '2'], { message: '请选择授权策略' }),
  ),
  status: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '1' : String(v)),
    z.enum(['1', '0'], { message: '请选择状态' }),
  ),
  isRoute: flag('是否路由菜单', 1),
  hidden: flag('隐藏路由', 0),
  keepAlive: flag('是否缓存路由', 0),
  alwaysShow: flag('聚合路由', 0),
  internalOrExternal: flag('打开方式', 0),
  description: optional(255, '描述'),
});

export const entryEdit = entryFields.extend({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
});

export type EntryInput = z.infer<typeof entryFields>;

/** `name=*系统*` as the list client sends it, or the plain text. */
export const entryListQuery = z.object({
  name: z
    .string()
    .max(100, '菜单名称不能超过100个字符')
    .optional()
    .transform((v) => (v ?? '').replace(/^\*+|\*+$/g, '').trim()),
  selections: z.string().max(100_000).optional(),
});

export const parentIdQuery = z.object({
  parentId: z.string({ message: '请指定上级菜单' }).min(1, '请指定上级菜单').max(32),
});

export const parentIdsQuery = z.object({
  parentIds: z.string({ message: '请指定上级菜单' }).min(1, '请指定上级菜单').max(20_000),
});
