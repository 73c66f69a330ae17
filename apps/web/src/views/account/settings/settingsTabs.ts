/** 账户设置's tabs (spec §2 "Account"), in menu order; the path is /account/settings/<key>. */
export const SETTINGS_TABS = [
  { key: 'base', label: '基本设置' },
  { key: 'security', label: '安全设置' },
  { key: 'custom', label: '个性化' },
  { key: 'binding', label: '账号绑定' },
  { key: 'notification', label: '新消息通知' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['key'];

export const settingsPath = (tab: SettingsTab) => `/account/settings/${tab}`;

export const isSettingsTab = (tab: string | undefined): tab is SettingsTab =>
  SETTINGS_TABS.some((t) => t.key === tab);
