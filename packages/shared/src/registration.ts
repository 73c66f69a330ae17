/** Text-message codes, phone login, self-registration and password recovery (issue 18). */

/** smsmode of POST /sys/sms: 0 login, 1 register, 2 forgot password, 3 change phone (signed in). */
export type SmsModeCode = '0' | '1' | '2' | '3';

export interface SendSmsRequest {
  mobile: string;
  smsmode: SmsModeCode;
  /** The account, for smsmode 2. */
  username?: string;
}

export interface PhoneLoginRequest {
  mobile: string;
  /** The SMS code. */
  captcha: string;
  remember_me?: boolean;
}

export interface RegisterRequest {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smscode: string;
  email?: string;
}

/** 'pending': the account stays frozen until an administrator enables it. */
export interface RegisterResult {
  username: string;
  status: 'active' | 'pending';
}

export interface AlterationVerifyRequest {
  username: string;
  phone: string;
  smscode: string;
}

export interface AlterationResetRequest {
  ticket: string;
  password: string;
  confirmPassword: string;
}

/** 登录与注册设置. */
export interface LoginSetting {
  registerEnabled: boolean;
  /** The role new accounts get; none when null. */
  registerRoleId: string | null;
  /** New accounts wait, frozen, until an administrator enables them. */
  registerApproval: boolean;
}

export interface LoginSettingRole {
  id: string;
  roleName: string;
  roleCode: string;
}

/** GET /sys/loginSetting: the settings and the roles to choose from. */
export interface LoginSettingView extends LoginSetting {
  roles: LoginSettingRole[];
}
