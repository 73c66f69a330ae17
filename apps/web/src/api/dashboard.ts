import type { ApiResult, LoginInfo, VisitInfo } from '@hcs/shared';
import { getAction } from './request.ts';

export function getLoginInfo(): Promise<ApiResult<LoginInfo>> {
  return getAction<LoginInfo>('/sys/loginfo');
}

export function getVisitInfo(): Promise<ApiResult<VisitInfo[]>> {
  return getAction<VisitInfo[]>('/sys/visitInfo');
}
