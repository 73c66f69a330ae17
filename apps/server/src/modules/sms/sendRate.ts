import type { AppContext } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';

export const MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
export const SEND_RATE_MESSAGE = '发送过于频繁，请1小时后再试';

/**
 * Counts a request for a code against the hourly limits of the number and of the address, in the
 * database so the limits hold across server copies. Requests for numbers that get no code count too,
 * so the limit tells nothing about who has an account. Refused requests are not counted.
 */
export async function recordSmsSend(ctx: AppContext, mobile: string, ip: string, now = Date.now()) {
  const db = ctx.db.kysely;
  const id = newId();
  // Recorded first, then counted: two requests at once each see the other.
  await db.insertInto('sysSmsSend').values({ id, mobile, ip, sentAt: now }).execute();
  const since = now - HOUR_MS;
  const count = async (column: 'mobile' | 'ip', value: string) => {
    const row = await db
      .selectFrom('sysSmsSend')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('sentAt', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  if ((await count('mobile', mobile)) > MAX_SENDS_PER_HOUR || (await count('ip', ip)) > MAX_SENDS_PER_HOUR) {
    await db.deleteFrom('sysSmsSend').where('id', '=', id).execute();
    throw new BusinessError(SEND_RATE_MESSAGE);
  }
  await db
    .deleteFrom('sysSmsSend')
    .where('sentAt', '<=', since - HOUR_MS)
    .execute();
}
