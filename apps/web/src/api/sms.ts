import { type Done, postAction } from './request.ts';

/** What a text message code is for: '0' login, '1' register, '2' forgotten password, '3' change of phone. */
export type SmsCodeMode = '0' | '1' | '2' | '3';

export interface SmsCodeRequest {
  mobile: string;
  smsmode: SmsCodeMode;
  /** The account the code is for (forgotten password). */
  username?: string;
}

/** Public (but '3', which needs a session); the answer never tells whether the number is known. */
export function sendSmsCode(req: SmsCodeRequest): Promise<Done<null>> {
  return postAction<null>('/sys/sms', req);
}
