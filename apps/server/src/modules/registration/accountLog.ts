import { LogType } from '../../core/audit/loginLog.ts';
import { OperateType } from '../../core/audit/operationLog.ts';
import type { AppContext } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { formatDateTime } from '../../core/time.ts';

/**
 * An operation-log row for what a signed-out person did to an account (registered, reset the
 * password): the operation log's hook only sees signed-in callers.
 */
export async function writeAccountLog(
  ctx: AppContext,
  entry: { content: string; userId: string; username: string; ip: string; path: string; edit: boolean },
): Promise<void> {
  await ctx.db.kysely
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: LogType.operation,
      logContent: entry.content.slice(0, 1000),
      operateType: entry.edit ? OperateType.edit : OperateType.add,
      userid: entry.userId,
      username: entry.username.slice(0, 100),
      ip: entry.ip.slice(0, 100),
      method: `${ctx.config.basePath}${entry.path}`,
      requestUrl: `${ctx.config.basePath}${entry.path}`,
      requestParam: null,
      requestType: 'POST',
      costTime: null,
      createBy: entry.username.slice(0, 50),
      createTime: formatDateTime(),
    })
    .execute();
}
