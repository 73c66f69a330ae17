import type { OptionItem } from '../../../components/list/index.ts';
import { useApiQuery } from '../../../utils/serverState.ts';
import { trackedTables } from './dataLogApi.ts';

const NO_TABLES: OptionItem[] = [];

/** The tables that keep versions (工单, 服务对象, 用户), for the table filter: fixed while the server runs. */
export function useTrackedTables(): OptionItem[] {
  const query = useApiQuery({
    queryKey: ['dataLogTables'],
    load: trackedTables,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? NO_TABLES;
}
