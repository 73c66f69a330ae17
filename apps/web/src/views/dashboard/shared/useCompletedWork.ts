import { useState } from 'react';
import { getCompletedWork } from '../../../api/woDashboard.ts';
import { type Period, periodQuery, thisMonth } from './period.ts';
import { useRemote } from './useRemote.ts';
import { WORK_ORDER_QUERIES } from './useWorkOrderChanges.ts';

/** The completed-work ranking (`stat/wcgw`) of a chosen period, this month at first. */
export function useCompletedWork() {
  const [period, setPeriod] = useState<Period>(thisMonth);
  const { begin, end } = periodQuery(period);
  const remote = useRemote([...WORK_ORDER_QUERIES, 'completedWork', begin, end], () =>
    getCompletedWork(begin, end),
  );
  return { ...remote, period, setPeriod };
}
