import type { LoginInfo, VisitInfo } from '@hcs/shared';
import { type Kysely, sql } from 'kysely';
import { LoginEvent, LogType } from '../../core/audit/loginLog.ts';
import type { Database } from '../../core/db/schema.ts';
import { addDays, formatDate } from '../../core/time.ts';

const successfulLogins = (db: Kysely<Database>) =>
  db.selectFrom('sysLog').where('logType', '=', LogType.login).where('operateType', '=', LoginEvent.success);

/** Today's and all-time sign-ins (a visit is a successful login). */
export async function loginInfo(db: Kysely<Database>, now = new Date()): Promise<LoginInfo> {
  const today = `${formatDate(now)} 00:00:00`;
  const todayRow = await successfulLogins(db)
    .where('createTime', '>=', today)
    .select((eb) => [eb.fn.countAll<number>().as('visits'), eb.fn.count<number>('ip').distinct().as('ips')])
    .executeTakeFirstOrThrow();
  const totalRow = await successfulLogins(db)
    .select((eb) => eb.fn.countAll<number>().as('visits'))
    .executeTakeFirstOrThrow();
  return {
    todayVisitCount: Number(todayRow.visits),
    todayIp: Number(todayRow.ips),
    totalVisitCount: Number(totalRow.visits),
  };
}

/** Visits and distinct IPs for each of the last 7 days, oldest first, days without visits included. */
export async function visitInfo(db: Kysely<Database>, now = new Date()): Promise<VisitInfo[]> {
  const first = addDays(now, -6);
  const day = sql<string>`substr(create_time, 1, 10)`;
  const rows = await successfulLogins(db)
    .where('createTime', '>=', `${formatDate(first)} 00:00:00`)
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('visits'),
      eb.fn.count<number>('ip').distinct().as('ips'),
    ])
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: 7 }, (_, i) => {
    const date = formatDate(addDays(first, i));
    const row = byDay.get(date);
    return { type: date, tian: date.slice(5), visit: Number(row?.visits ?? 0), ip: Number(row?.ips ?? 0) };
  });
}
