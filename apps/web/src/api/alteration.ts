import { type Done, postAction } from './request.ts';

export interface AlterationVerifyRequest {
  username: string;
  phone: string;
  /** The text message code (mode '2'). */
  smscode: string;
}

export interface AlterationResetRequest {
  /** What the verify step answered: single use, valid 15 minutes. */
  ticket: string;
  password: string;
  confirmPassword: string;
}

/** Public; a refusal never tells whether the account exists. */
export function verifyAlteration(req: AlterationVerifyRequest): Promise<Done<{ ticket: string }>> {
  return postAction<{ ticket: string }>('/sys/user/alteration/verify', req);
}

/** Public; sets the new password and ends every session of the account. */
export function resetAlteration(req: AlterationResetRequest): Promise<Done<null>> {
  return postAction<null>('/sys/user/alteration/reset', req);
}
