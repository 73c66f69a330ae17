import { getHomeStats } from '../../../api/woDashboard.ts';
import { DASHBOARD_REFRESH_MS, useRemote } from './useRemote.ts';
import { WORK_ORDER_QUERIES } from './useWorkOrderChanges.ts';

/** The home statistics (`stat/home`), shared by the home page and the charts page. */
export function useHomeStats() {
  return useRemote([...WORK_ORDER_QUERIES, 'homeStats'], getHomeStats, DASHBOARD_REFRESH_MS);
}
