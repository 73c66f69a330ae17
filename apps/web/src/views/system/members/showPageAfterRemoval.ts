import type { ListPageState } from '../../../components/list/index.ts';
import { pageAfterDelete } from '../../../components/list/listParams.ts';

/**
 * Reloads a list after `removed` rows left it (spec §4 "List page"): when the current page would
 * then lie past the last one, it steps back.
 */
export function showPageAfterRemoval<T>(state: ListPageState<T>, removed: number): Promise<void> {
  // One page of every record: nothing to step back from.
  if (state.pagination === false) return state.reload();
  const current = state.pagination.current ?? 1;
  const pageSize = state.pagination.pageSize ?? 10;
  const target = pageAfterDelete(current, pageSize, state.pagination.total ?? 0, removed);
  if (target === current) return state.reload();
  // The list state offers paging only through the table's change handler.
  state.onTableChange({ current: target, pageSize }, {}, [], {
    action: 'paginate',
    currentDataSource: state.dataSource,
  });
  return Promise.resolve();
}
