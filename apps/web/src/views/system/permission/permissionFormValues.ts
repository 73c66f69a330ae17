import type { MenuType, PermissionEntry, PermissionInput } from './permissionApi.ts';

/** The drawer's form: flags as switches, the rest as typed. */
export interface PermissionFormValues {
  menuType: MenuType;
  name?: string;
  parentId?: string;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  sortNo?: number | null;
  perms?: string;
  permsType: string;
  status: string;
  isRoute: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: number;
}

/**
 * The form's start: the edited entry, or a new one — a sub-menu under `parentId` when given
 * (添加下级), else a top-level menu.
 */
export function toFormValues(record: PermissionEntry | null, parentId: string | null): PermissionFormValues {
  if (!record) {
    return {
      menuType: parentId ? 1 : 0,
      parentId: parentId ?? undefined,
      sortNo: 1,
      permsType: '1',
      status: '1',
      isRoute: true,
      hidden: false,
      keepAlive: false,
      alwaysShow: false,
      internalOrExternal: 0,
    };
  }
  return {
    menuType: record.menuType,
    name: record.name,
    parentId: record.parentId ?? undefined,
    url: record.url ?? undefined,
    component: record.component ?? undefined,
    componentName: record.componentName ?? undefined,
    redirect: record.redirect ?? undefined,
    icon: record.icon ?? undefined,
    sortNo: record.sortNo,
    perms: record.perms ?? undefined,
    permsType: record.permsType ?? '1',
    status: record.status || '1',
    isRoute: record.isRoute !== 0,
    hidden: record.hidden === 1,
    keepAlive: record.keepAlive === 1,
    alwaysShow: record.alwaysShow === 1,
    internalOrExternal: record.internalOrExternal === 1 ? 1 : 0,
  };
}

const text = (v: string | undefined) => v?.trim() || null;
const bit = (v: boolean) => (v ? 1 : 0);

/** What add / edit send; the server drops what the type does not have. */
export function toInput(values: PermissionFormValues): PermissionInput {
  return {
    menuType: values.menuType,
    name: values.name?.trim() ?? '',
    parentId: values.menuType === 0 ? null : (values.parentId ?? null),
    url: text(values.url),
    component: text(values.component),
    componentName: text(values.componentName),
    redirect: text(values.redirect),
    icon: text(values.icon),
    sortNo: values.sortNo ?? 1,
    perms: text(values.perms),
    permsType: values.permsType,
    status: values.status,
    isRoute: bit(values.isRoute),
    hidden: bit(values.hidden),
    keepAlive: bit(values.keepAlive),
    alwaysShow: bit(values.alwaysShow),
    internalOrExternal: values.internalOrExternal === 1 ? 1 : 0,
  };
}

/** The field a refusal of the server is about, so the drawer shows it there. */
export function fieldOfMessage(message: string): keyof PermissionFormValues | null {
  if (message.includes('授权标识')) return 'perms';
  if (message.includes('访问路径')) return 'url';
  if (message.includes('上级菜单')) return 'parentId';
  if (message.includes('前端组件')) return 'component';
  return null;
}
