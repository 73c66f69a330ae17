import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { formatDateTime } from '../time.ts';

export const LogType = { login: 1, operation: 2 } as const;

/** For login logs (log_type 1), operate_type tells what happened. */
export const LoginEvent = { success: 1, failure: 2, logout: 3 } as const;
export type LoginEventCode = (typeof LoginEvent)[keyof typeof LoginEvent];

export interface LoginLogEntry {
  event: LoginEventCode;
  content: string;
  userId: string | null;
  username: string;
  ip: string | null;
}

export async function writeLoginLog(db: Kysely<Database>, entry: LoginLogEntry): Promise<void> {
  await db
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: LogType.login,
      logContent: entry.content.slice(0, 1000),
      operateType: entry.event,
      userid: entry.userId,
      username: entry.username.slice(0, 100),
      ip: entry.ip,
      method: null,
      requestUrl: null,
      requestParam: null,
      requestType: null,
      costTime: null,
      createBy: entry.username.slice(0, 50),
      createTime: formatDateTime(),
    })
    .execute();
}
