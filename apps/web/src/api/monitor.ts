import type { MonitorCopies } from '@hcs/shared';
import { getAction, type QueryParams } from './request.ts';

export type MonitorEndpoint = 'server' | 'disk' | 'trace' | 'runtime' | 'http' | 'redis' | 'database';

/** One 系统监控 answer: the figures of every server copy the answering copy knows of. */
export function getMonitor<T>(endpoint: MonitorEndpoint, params?: QueryParams): Promise<MonitorCopies<T>> {
  return getAction<MonitorCopies<T>>(`/sys/monitor/${endpoint}`, params);
}
