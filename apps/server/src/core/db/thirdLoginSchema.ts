import type { Audit } from './schema.ts';

/** 第三方登录: an OAuth 2.0 / OpenID Connect provider people may sign in with. */
export interface SysThirdLoginProviderTable extends Audit {
  id: string;
  /** [a-z0-9_], unique; part of the callback address. */
  code: string;
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  /** AES-256-GCM ciphertext (modules/dataSource/passwordBox.ts); never sent to a client. */
  clientSecret: string | null;
  scope: string | null;
  /** The userinfo claim naming the person (default sub). */
  userClaim: string;
  /** The userinfo claim holding a display name, if any. */
  nameClaim: string | null;
  /** bind or create (dict `third_login_mode`). */
  loginMode: string;
  /** The role code an account created at a first sign-in gets. */
  createRoleCode: string | null;
  /** 1 enabled, 0 disabled (dict `yn`). */
  status: number;
}

/** Which outside account (provider + its id for the person) is which user's. */
export interface SysThirdAccountTable {
  id: string;
  userId: string;
  providerCode: string;
  externalId: string;
  externalName: string | null;
  createTime: string;
}

/** A single-use ticket of the third-party flow, keyed by its SHA-256. */
export interface SysThirdLoginTicketTable {
  ticketHash: string;
  /** state, login or bind. */
  kind: string;
  providerCode: string;
  /** JSON of what the ticket carries. */
  payload: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** A single sign-on ticket already presented, keyed by its SHA-256, so it cannot be replayed. */
export interface SysCasTicketTable {
  ticketHash: string;
  usedAt: number;
}

export interface ThirdLoginDatabase {
  sysThirdLoginProvider: SysThirdLoginProviderTable;
  sysThirdAccount: SysThirdAccountTable;
  sysThirdLoginTicket: SysThirdLoginTicketTable;
  sysCasTicket: SysCasTicketTable;
}
