import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import type { CounterSpace } from '../../core/sharedState/sharedState.ts';

export const MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
export const SEND_RATE_MESSAGE = '发送过于频繁，请1小时后再试';

/**
 * Counts a request for a code against the hourly limits of the number and of the address, in the
 * shared state so the limits hold across server copies. Requests for numbers that get no code count too,
 * so the limit tells nothing about who has an account. Refused requests are not counted.
 */
export async function recordSmsSend(ctx: AppContext, mobile: string, ip: string): Promise<void> {
  const counters: [CounterSpace, string][] = [
    ['smsSendMobile', mobile],
    ['smsSendIp', ip],
  ];
  // Counted first, then compared: two requests at once each see the other.
  const counts = await Promise.all(counters.map(([space, key]) => ctx.shared.count(space, [key], HOUR_MS)));
  if (counts.some((n) => n > MAX_SENDS_PER_HOUR)) {
    await Promise.all(counters.map(([space, key]) => ctx.shared.uncount(space, [key])));
    throw new BusinessError(SEND_RATE_MESSAGE);
  }
}
