import type { FastifyRequest } from 'fastify';
import { LoginEvent, LogType } from '../../core/audit/loginLog.ts';
import { OperateType } from '../../core/audit/operationLog.ts';
import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { containsPattern, likeEscaped } from '../../core/query/paging.ts';
import { BusinessError } from '../../core/result.ts';

export const sysLogEntity = defineEntity({
  title: '系统日志',
  defaultSort: 'createTime',
  extraParams: ['keyWord'],
  fields: {
    logType: { column: 'logType', type: 'number' },
    logContent: { column: 'logContent', type: 'string' },
    operateType: { column: 'operateType', type: 'number' },
    userid: { column: 'userid', type: 'string' },
    username: { column: 'username', type: 'string' },
    ip: { column: 'ip', type: 'string' },
    requestUrl: { column: 'requestUrl', type: 'string' },
    requestType: { column: 'requestType', type: 'string' },
    costTime: { column: 'costTime', type: 'number' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

const LOGIN_EVENTS: Record<number, string> = {
  [LoginEvent.success]: '登录成功',
  [LoginEvent.failure]: '登录失败',
  [LoginEvent.logout]: '退出登录',
};

const OPERATIONS: Record<number, string> = {
  [OperateType.query]: '查询',
  [OperateType.add]: '添加',
  [OperateType.edit]: '修改',
  [OperateType.delete]: '删除',
  [OperateType.import]: '导入',
  [OperateType.export]: '导出',
};

export const sysLogColumns: SheetColumn[] = [
  { field: 'logTypeText', title: '日志类型', width: 10 },
  { field: 'logContent', title: '日志内容', width: 36 },
  { field: 'operateTypeText', title: '操作类型', width: 10 },
  { field: 'username', title: '操作人', width: 14 },
  { field: 'ip', title: 'IP', width: 16 },
  { field: 'requestType', title: '请求方式', width: 10 },
  { field: 'requestUrl', title: '请求路径', width: 36 },
  { field: 'requestParam', title: '请求参数', width: 48 },
  { field: 'costTime', title: '耗时(毫秒)', width: 12 },
  { field: 'createTime', title: '创建时间', width: 20 },
];

/** The texts of the codes: a login log's event, an operation log's kind. */
export function withLogTexts<T extends { logType: number; operateType: number | null }>(rows: T[]) {
  return rows.map((r) => ({
    ...r,
    logTypeText: r.logType === LogType.login ? '登录日志' : '操作日志',
    operateTypeText:
      r.operateType === null
        ? ''
        : ((r.logType === LogType.login ? LOGIN_EVENTS : OPERATIONS)[r.operateType] ?? String(r.operateType)),
  }));
}

/** The logs, narrowed by 关键词 (keyWord: the content, the operator or the path contains it). */
export function sysLogBase(ctx: AppContext, request: FastifyRequest) {
  const keyWord = (request.query as Record<string, unknown>).keyWord;
  const base = ctx.db.kysely.selectFrom('sysLog');
  if (typeof keyWord !== 'string' || keyWord.trim() === '') return base;
  const pattern = containsPattern(keyWord.trim().slice(0, 100));
  return base.where((eb) =>
    eb.or([
      likeEscaped('logContent', pattern),
      likeEscaped('username', pattern),
      likeEscaped('requestUrl', pattern),
    ]),
  );
}

export async function deleteSysLogs(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysLog').where('id', 'in', ids).execute();
}
