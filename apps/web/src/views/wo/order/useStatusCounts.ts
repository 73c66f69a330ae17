import { useEffect, useState } from 'react';
import type { ListPageState } from '../../../components/list/index.ts';
import { DEFAULT_SORT } from '../../../components/list/index.ts';
import { queryParams } from '../../../components/list/listParams.ts';
import type { StatusCounts, WorkOrder } from './types.ts';
import { statusCounts } from './workOrderApi.ts';

/**
 * The tabs' counts: asked again whenever the list has loaded, under the same search as the list (the
 * server leaves the status out), so each tab tells how many it would show. Not a query of its own:
 * it follows the list's loads (a reload after an action included) rather than a cache of its own.
 */
export function useStatusCounts(state: ListPageState<WorkOrder>): StatusCounts {
  const [counts, setCounts] = useState<StatusCounts>({});
  const { config, queryParam, superQuery, dataSource, loading } = state;
  const search = JSON.stringify(
    queryParams(config, {
      values: queryParam,
      sort: DEFAULT_SORT,
      superParams: superQuery.params,
      matchType: superQuery.matchType,
    }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of the list (dataSource) means the orders may have changed
  useEffect(() => {
    if (loading) return;
    let live = true;
    statusCounts(JSON.parse(search)).then(
      (result) => {
        if (live) setCounts(result);
      },
      // The tabs keep their last counts: the list beside them shows what went wrong.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataSource, loading]);

  return counts;
}
