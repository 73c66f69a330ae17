import { describe, expect, it } from 'vitest';
import { canResend, MAX_SEND_ATTEMPTS, SEND_STATUS } from '../src/message.ts';

const CUTOFF = '2026-11-26 10:00:00';

describe('canResend', () => {
  it('sends a failed message again while attempts are left', () => {
    expect(canResend({ esSendStatus: SEND_STATUS.failed, esSendNum: 1 }, CUTOFF)).toBe(true);
    expect(canResend({ esSendStatus: SEND_STATUS.failed, esSendNum: MAX_SEND_ATTEMPTS }, CUTOFF)).toBe(false);
  });

  it('sends a 发送中 message again only when its attempt began before the cut-off', () => {
    const pending = { esSendStatus: SEND_STATUS.pending, esSendNum: 1, createTime: '2026-11-26 09:00:00' };
    expect(canResend(pending, CUTOFF)).toBe(true);
    expect(canResend({ ...pending, updateTime: '2026-11-26 10:05:00' }, CUTOFF)).toBe(false);
    expect(canResend({ ...pending, createTime: '2026-11-26 10:00:01' }, CUTOFF)).toBe(false);
  });

  it('never sends a delivered or abandoned message again', () => {
    expect(canResend({ esSendStatus: SEND_STATUS.sent, esSendNum: 1 }, CUTOFF)).toBe(false);
    expect(canResend({ esSendStatus: SEND_STATUS.abandoned, esSendNum: 5 }, CUTOFF)).toBe(false);
  });
});
