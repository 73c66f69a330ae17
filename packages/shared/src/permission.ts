/** A button permission the user holds (spec §3 "Permission entry"). */
export interface AuthEntry {
  action: string;
  /** "1" = visible/menu type (hidden unless granted), "2" = form/field type (disabled unless granted). */
  type: '1' | '2';
  describe: string;
}

/** Every button permission of the system, granted or not. */
export interface AllAuthEntry extends AuthEntry {
  /** "0" disabled, "1" enabled. */
  status: '0' | '1';
}

export interface MenuMeta {
  keepAlive: boolean;
  internalOrExternal: boolean;
  title: string;
  componentName: string;
  icon?: string;
  url?: string;
  permissionList?: AuthEntry[];
}

/** A menu entry as the server returns it (spec §3 "Menu entry"). */
export interface MenuEntry {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden?: boolean;
  /** "1" becomes a route, "0" is skipped. */
  route: '0' | '1';
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuEntry[];
}

export interface PermissionResult {
  menu: MenuEntry[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
}
