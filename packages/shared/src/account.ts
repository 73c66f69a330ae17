/** 账户设置 and 个人中心 (issue 18): what the /sys/account endpoints exchange. */

/** 基本设置: the fields a user may change about themselves; nothing else is accepted. */
export interface AccountProfileInput {
  realname: string;
  /** 1 男, 2 女; null unset. */
  sex: number | null;
  /** YYYY-MM-DD, or null. */
  birthday: string | null;
  email: string | null;
  /** A stored file path from /sys/common/upload, or null. */
  avatar: string | null;
}

export const ACCOUNT_PROFILE_FIELDS: readonly (keyof AccountProfileInput)[] = [
  'realname',
  'sex',
  'birthday',
  'email',
  'avatar',
];

export interface AccountProfile extends AccountProfileInput {
  id: string;
  username: string;
  phone: string | null;
  departNames: string[];
  positionNames: string[];
  roleNames: string[];
}

/**
 * The layout preferences of the settings drawer (spec §3), as stored per user. Whether the sidebar is
 * open is left out: it suits one screen, not the person.
 */
export interface AccountLayoutPreferences {
  menuTheme: 'light' | 'dark';
  layoutMode: 'sidemenu' | 'topmenu';
  fixedHeader: boolean;
  fixedSidemenu: boolean;
  autoHideHeader: boolean;
  contentWidth: 'Fixed' | 'Fluid';
  primaryColor: string;
  colorWeak: boolean;
  multipage: boolean;
  /** 字号: the text size in per cent of the standard (标准 100, 大 125, 特大 150). */
  fontScale: FontScale;
  /** 高对比度: text at least 7:1 against its background, visible borders, a strong focus ring. */
  highContrast: boolean;
}

export const FONT_SCALES = [100, 125, 150] as const;
export type FontScale = (typeof FONT_SCALES)[number];

export const MENU_THEMES = ['light', 'dark'] as const;
export const LAYOUT_MODES = ['sidemenu', 'topmenu'] as const;
export const CONTENT_WIDTHS = ['Fixed', 'Fluid'] as const;
/** A colour as the settings drawer's presets write it. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** 新消息通知: system messages cannot be turned off; SMS and e-mail can. */
export interface NotifyChannels {
  sms: boolean;
  email: boolean;
}

/** One of my sessions (我的登录会话); times in the centre's time, as every time the server shows. */
export interface MySession {
  id: string;
  ip: string | null;
  /** Browser and system worked out from the user agent, e.g. "Chrome 130 · Windows". */
  device: string;
  loginTime: string;
  /** The last request seen (to the minute); null before the first. */
  lastSeenTime: string | null;
  current: boolean;
}

/** 个人中心: one of my open work orders. */
export interface MyOpenWorkOrder {
  id: string;
  orderNo: string;
  title: string;
  /** wo_status. */
  status: number;
  deadline: string | null;
  createTime: string | null;
}

/** 个人中心: one entry of my recent activity (the operation log). */
export interface MyActivity {
  id: string;
  logContent: string;
  operateType: number | null;
  createTime: string | null;
  ip: string | null;
}
