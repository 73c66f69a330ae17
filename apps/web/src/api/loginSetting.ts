import type { LoginSetting, LoginSettingView } from '@hcs/shared';
import { type Done, getAction, putAction } from './request.ts';

const PATH = '/sys/loginSetting';

/** 登录与注册设置 with the roles a new account may get (permission system:loginSetting:edit). */
export function getLoginSetting(): Promise<LoginSettingView> {
  return getAction<LoginSettingView>(PATH);
}

export function saveLoginSetting(setting: LoginSetting): Promise<Done<LoginSetting>> {
  return putAction<LoginSetting>(PATH, setting);
}
