import { getSession, removeSession, setSession } from '../../utils/storage.ts';

const LOGIN_RISK_KEY = 'HCS_LOGIN_RISK';

/**
 * The login risk step: after a failed login in this browser session, the next attempts need the drag
 * slider verified first. It slows a person or script guessing passwords in this tab; the server's own
 * limits do not depend on it.
 */
export function loginRiskRaised(): boolean {
  return getSession<boolean>(LOGIN_RISK_KEY) === true;
}

export function raiseLoginRisk(): void {
  setSession(LOGIN_RISK_KEY, true);
}

export function clearLoginRisk(): void {
  removeSession(LOGIN_RISK_KEY);
}

/** The message when 登录 is pressed with the slider not yet verified. */
export const SLIDER_REQUIRED = '请先完成滑块验证';
