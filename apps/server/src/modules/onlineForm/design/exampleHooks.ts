import type { Kysely } from 'kysely';
import { OperateType } from '../../../core/audit/operationLog.ts';
import type { Database } from '../../../core/db/schema.ts';
import { newId } from '../../../core/ids.ts';
import { BusinessError } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { type OnlineHookCall, onlineHook, registerOnlineHook } from '../serverHooks.ts';

/**
 * Server-side enhancements this module offers the designer (增强Java): platform code registered by name.
 * logAudit records each write as an operation log entry (系统日志 → 操作日志); refuseWeekendEdits refuses
 * a write on Saturdays and Sundays (on 'start').
 */

/** The database of the running server: 'end' calls come after the commit, without a transaction. */
let database: Kysely<Database> | null = null;

const OPERATE: Record<string, number> = {
  add: OperateType.add,
  edit: OperateType.edit,
  delete: OperateType.delete,
  import: OperateType.import,
};

async function logAudit(call: OnlineHookCall): Promise<void> {
  const db = call.trx ?? database;
  if (!db) return;
  const ids = call.records
    .map((r) => r.id)
    .filter((id): id is string => typeof id === 'string')
    .slice(0, 20);
  await db
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: 2,
      logContent: `在线表单 ${call.tableName}：${call.buttonCode}（${call.records.length} 条）`,
      operateType: OPERATE[call.buttonCode] ?? OperateType.edit,
      userid: call.auth.userId,
      username: call.auth.username,
      ip: null,
      method: `onlineHook:logAudit:${call.event}`,
      requestUrl: null,
      requestParam: JSON.stringify({ ids }).slice(0, 2000),
      requestType: null,
      costTime: null,
      createBy: call.auth.username,
      createTime: formatDateTime(),
    })
    .execute();
}

function refuseWeekendEdits(call: OnlineHookCall): void {
  if (call.event !== 'start') return;
  const day = new Date().getDay();
  if (day === 0 || day === 6) throw new BusinessError('周末不允许修改该表单的数据');
}

/** Registers the handlers once per process; the latest server's database serves 'end' calls. */
export function registerExampleHooks(db: Kysely<Database>): void {
  database = db;
  if (!onlineHook('logAudit')) {
    registerOnlineHook({ name: 'logAudit', label: '记录操作日志', run: logAudit });
  }
  if (!onlineHook('refuseWeekendEdits')) {
    registerOnlineHook({ name: 'refuseWeekendEdits', label: '周末禁止修改', run: refuseWeekendEdits });
  }
}
