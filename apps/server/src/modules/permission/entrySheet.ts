import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import { BusinessError } from '../../core/result.ts';
import type { EntryRow } from './entryTree.ts';

/** The exported and imported columns of 菜单管理; parents are named by id and by name. */
export const entryColumns: SheetColumn[] = [
  { field: 'name', title: '菜单名称', width: 20 },
  { field: 'menuType', title: '菜单类型', dict: 'menu_type', width: 12 },
  { field: 'parentName', title: '上级菜单', width: 20 },
  { field: 'parentId', title: '上级菜单ID', width: 34 },
  { field: 'url', title: '访问路径', width: 28 },
  { field: 'component', title: '前端组件', width: 28 },
  { field: 'componentName', title: '组件名称', width: 18 },
  { field: 'redirect', title: '默认跳转地址', width: 24 },
  { field: 'icon', title: '菜单图标', width: 12 },
  { field: 'sortNo', title: '排序', width: 8 },
  { field: 'perms', title: '授权标识', width: 28 },
  { field: 'permsType', title: '授权策略', width: 12 },
  { field: 'status', title: '状态', dict: 'valid_status', width: 8 },
  { field: 'isRoute', title: '是否路由菜单', width: 12 },
  { field: 'hidden', title: '隐藏路由', width: 10 },
  { field: 'keepAlive', title: '是否缓存路由', width: 12 },
  { field: 'alwaysShow', title: '聚合路由', width: 10 },
  { field: 'internalOrExternal', title: '打开方式', width: 10 },
];

const PERMS_TYPES: [string, string][] = [
  ['1', '可见/可访问'],
  ['2', '可编辑'],
];
const YES_NO: [string, string][] = [
  ['1', '是'],
  ['0', '否'],
];
const OPEN_MODES: [string, string][] = [
  ['0', '内部'],
  ['1', '外部'],
];
const FLAGS = ['isRoute', 'hidden', 'keepAlive', 'alwaysShow'] as const;

const textOf = (pairs: [string, string][], value: unknown) =>
  pairs.find(([v]) => v === String(value))?.[1] ?? '';
/** The text back to its value; a value as such is accepted too, anything else is left for the schema to refuse. */
const valueFor = (pairs: [string, string][], text: string | undefined) =>
  pairs.find(([, t]) => t === text)?.[0] ?? text;

/** One entry as a sheet row: texts for the flags, the parent's name beside its id. */
export function toSheetRow(row: EntryRow, names: ReadonlyMap<string, string>): Record<string, unknown> {
  const button = row.menuType === 2;
  const out: Record<string, unknown> = {
    ...row,
    parentName: row.parentId ? (names.get(row.parentId) ?? '') : '',
    permsType: button ? textOf(PERMS_TYPES, row.permsType) : '',
    status: button ? row.status : '',
    internalOrExternal: button ? '' : textOf(OPEN_MODES, row.internalOrExternal),
  };
  for (const flag of FLAGS) out[flag] = button ? '' : textOf(YES_NO, row[flag]);
  return out;
}

/** A sheet row as add's input (the schema checks it); the parent is resolved separately. */
export function fromSheetRow(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...values,
    permsType: valueFor(PERMS_TYPES, values.permsType),
    internalOrExternal: valueFor(OPEN_MODES, values.internalOrExternal),
  };
  for (const flag of FLAGS) out[flag] = valueFor(YES_NO, values[flag]);
  delete out.parentName;
  return out;
}

/**
 * The parent an imported row names: by id when that entry exists, else by name, which must then be the
 * name of exactly one menu (rows imported earlier in the same file count).
 */
export async function resolveParent(ctx: AppContext, values: Record<string, string>): Promise<string | null> {
  if (values.menuType === '0') return null;
  const id = values.parentId?.trim() ?? '';
  const name = values.parentName?.trim() ?? '';
  if (id !== '') {
    const byId = await ctx.db.kysely
      .selectFrom('sysPermission')
      .select('id')
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (byId) return byId.id;
  }
  if (name === '') {
    if (id !== '') throw new BusinessError(`上级菜单不存在：${id}`);
    return null;
  }
  const byName = await ctx.db.kysely
    .selectFrom('sysPermission')
    .select('id')
    .where('name', '=', name)
    .where('menuType', '!=', 2)
    .where('delFlag', '=', 0)
    .limit(2)
    .execute();
  if (byName.length === 0) throw new BusinessError(`上级菜单不存在：${name}`);
  if (byName.length > 1) throw new BusinessError(`上级菜单“${name}”有重名，请填写上级菜单ID`);
  return byName[0]?.id ?? null;
}
