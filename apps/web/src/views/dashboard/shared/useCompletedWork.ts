import { useCallback, useState } from 'react';
import { getCompletedWork } from '../../../api/woDashboard.ts';
import { type Period, periodQuery, thisMonth } from './period.ts';
import { useRemote } from './useRemote.ts';

/** The completed-work ranking (`stat/wcgw`) of a chosen period, this month at first. */
export function useCompletedWork() {
  const [period, setPeriod] = useState<Period>(thisMonth);
  const fetch = useCallback(() => {
    const { begin, end } = periodQuery(period);
    return getCompletedWork(begin, end);
  }, [period]);
  const remote = useRemote(fetch);
  return { ...remote, period, setPeriod };
}
