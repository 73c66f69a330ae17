import type { DictOption } from './dict.ts';

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
  remember_me?: boolean;
}

/** The signed-in user as the client sees it; password and salt never leave the server. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  status: number;
  workNo: string | null;
  telephone: string | null;
  relTenantIds: string | null;
  createTime: string | null;
}

export interface Depart {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string | null;
  departOrder: number;
}

export interface Tenant {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

/** 0 = no department, 1 = exactly one, 2 = several (the client then asks which one). */
export type MultiDepart = 0 | 1 | 2;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: Record<string, DictOption[]>;
  departs: Depart[];
  multi_depart: MultiDepart;
  tenantList?: Tenant[];
}

export interface CurrentUserDeparts {
  list: Depart[];
  orgCode: string | null;
}

export interface SelectDepartRequest {
  orgCode: string;
  username?: string;
}

export interface UpdatePasswordRequest {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** Public, pre-login settings the login page needs. */
export interface PublicConfig {
  platformName: string;
  centreName: string;
  centreUrl: string;
  captchaEnabled: boolean;
  /** Whether /user/register is open (登录与注册设置). */
  registerEnabled: boolean;
  /** Whether text message codes can be sent (the default sender records them in 系统管理 → 消息). */
  smsEnabled: boolean;
  /** The single sign-on server's login page (`${HCS_CAS_URL}/login`), null when none is configured. */
  casLoginUrl: string | null;
  /** The enabled third-party login providers, in their buttons' order. */
  thirdParty: ThirdPartyProvider[];
}

/** A third-party login provider as the login page offers it. */
export interface ThirdPartyProvider {
  code: string;
  name: string;
}

export interface LoginInfo {
  todayVisitCount: number;
  todayIp: number;
  totalVisitCount: number;
}

export interface VisitInfo {
  /** Day as MM-dd. */
  tian: string;
  /** yyyy-MM-dd */
  type: string;
  visit: number;
  ip: number;
}
