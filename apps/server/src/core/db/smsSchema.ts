/** A live SMS verification code; at most one per mobile and mode. */
export interface SysSmsCodeTable {
  mobile: string;
  /** SmsMode: 0 login, 1 register, 2 forgot password, 3 change phone. */
  mode: string;
  /** HMAC-SHA256 of the code under the server secret, hex. */
  codeHash: string;
  /** Wrong answers so far; the fifth kills the code. */
  tries: number;
  /** Epoch ms. */
  expiresAt: number;
}

/** One request for a code (sent or not), for the per-number and per-address hourly limits. */
export interface SysSmsSendTable {
  id: string;
  mobile: string;
  ip: string;
  /** Epoch ms. */
  sentAt: number;
}

/** A single-use password-recovery ticket, stored hashed. */
export interface SysRecoveryTicketTable {
  ticketHash: string;
  userId: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** 登录与注册设置: the single row 'default'. */
export interface SysLoginSettingTable {
  id: string;
  /** 1 self-registration open. */
  registerEnabled: number;
  /** The role new accounts get; none when null. */
  registerRoleId: string | null;
  /** 1 new accounts stay frozen until an administrator enables them. */
  registerApproval: number;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SmsDatabase {
  sysSmsCode: SysSmsCodeTable;
  sysSmsSend: SysSmsSendTable;
  sysRecoveryTicket: SysRecoveryTicketTable;
  sysLoginSetting: SysLoginSettingTable;
}
