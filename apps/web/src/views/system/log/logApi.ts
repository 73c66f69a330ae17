import type { ListUrls } from '../../../components/list/index.ts';

/** 1 login (登录日志), 2 operation (操作日志). */
export type LogType = 1 | 2;

/** One row of GET /sys/log/list. */
export interface SysLog {
  id: string;
  logType: LogType;
  logTypeText: string;
  logContent: string;
  operateType: number | null;
  /** 登录成功 / 登录失败 / 退出登录, or 查询 / 添加 / 修改 / 删除 / 导入 / 导出. */
  operateTypeText: string;
  userid: string | null;
  username: string | null;
  ip: string | null;
  /** The route, e.g. /hcs/sys/user/edit. */
  method: string | null;
  requestUrl: string | null;
  /** JSON with secrets masked, cut at 2,000 characters. */
  requestParam: string | null;
  requestType: string | null;
  /** Milliseconds. */
  costTime: number | null;
  createTime: string;
}

export const LOG_URLS: ListUrls = {
  list: '/sys/log/list',
  delete: '/sys/log/delete',
  deleteBatch: '/sys/log/deleteBatch',
  exportXls: '/sys/log/exportXls',
};

/** The parameters as indented JSON when they are JSON (a cut-off text stays as it is). */
export function prettyParams(text: string | null): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
