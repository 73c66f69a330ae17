/** 0038: a user's own settings (账户设置 → 个性化 and 新消息通知). */
export interface SysUserPreferenceTable {
  userId: string;
  /** The layout preferences as JSON (packages/shared accountPreferencesSchema), or none saved yet. */
  layoutJson: string | null;
  /** 1 receive SMS messages, 0 turned off. */
  notifySms: number;
  /** 1 receive e-mail messages, 0 turned off. */
  notifyEmail: number;
  updateTime: string | null;
}

export interface AccountDatabase {
  sysUserPreference: SysUserPreferenceTable;
}
