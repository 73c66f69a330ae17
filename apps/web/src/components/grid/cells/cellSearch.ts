import { loadDict } from '../../../api/dict.ts';
import { Refusal } from '../../../api/refusal.ts';
import { rememberLabels } from '../../dict/dictLabels.ts';
import type { GridColumn, GridOption } from '../types.ts';

/** How many matches a dictionary search shows (as the search select's). */
export const DICT_SEARCH_PAGE_SIZE = 10;

/** Typing pauses this long before a sel_search_async cell searches (spec §9; the search select waits 800). */
export const GRID_SEARCH_DEBOUNCE_MS = 300;

export type CellSearch = (keyword: string) => Promise<readonly GridOption[]>;

/**
 * The search of a sel_search_async cell: the column's own `search`, else its `dict` searched on the
 * server (GET /sys/dict/loadDict/{dict}); none without either. A dictionary's matches are remembered, so
 * a chosen value keeps its label when its cell is drawn again.
 */
export function cellSearch(column: GridColumn): CellSearch | undefined {
  if (column.search) return column.search;
  const { dict } = column;
  if (!dict) return undefined;
  return async (keyword) => {
    // A refused search finds nothing.
    const found = await loadDict(dict, keyword.trim(), DICT_SEARCH_PAGE_SIZE).catch((error: unknown) => {
      if (error instanceof Refusal) return [];
      throw error;
    });
    const list = Array.isArray(found) ? found : [];
    rememberLabels(dict, list);
    return list;
  };
}
