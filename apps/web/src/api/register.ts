import { type Done, postAction } from './request.ts';

export interface RegisterRequest {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  /** The text message code (mode '1'). */
  smscode: string;
}

/** 'pending': the account waits for an administrator to enable it (登录与注册设置). */
export interface RegisterAnswer {
  username: string;
  status: 'active' | 'pending';
}

/** Public; refused with 系统未开放注册 while registration is off. */
export function register(req: RegisterRequest): Promise<Done<RegisterAnswer>> {
  return postAction<RegisterAnswer>('/sys/user/register', req);
}
