import type { LoginInfo, VisitInfo } from '@hcs/shared';
import { getAction } from './request.ts';

export function getLoginInfo(): Promise<LoginInfo> {
  return getAction<LoginInfo>('/sys/loginfo');
}

export function getVisitInfo(): Promise<VisitInfo[]> {
  return getAction<VisitInfo[]>('/sys/visitInfo');
}
