import { getLocal, setLocal } from '../../utils/storage.ts';
import type { SuperQueryCondition, SuperQueryMatchType } from './types.ts';

/** A saved advanced query (spec §3 "Advanced query": title, matchType, records). */
export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: SuperQueryCondition[];
}

/** One key per list page, named after its list url. */
export function savedQueriesKey(listUrl: string): string {
  return `JSuperQuerySaved_${listUrl}`;
}

export function loadSavedQueries(key: string): SavedQuery[] {
  const saved = getLocal<SavedQuery[]>(key);
  return Array.isArray(saved) ? saved : [];
}

/** Saved queries do not expire, unlike the session's entries. */
export function storeSavedQueries(key: string, queries: SavedQuery[]): void {
  setLocal(key, queries, null);
}

/** The list with `query` added, or replacing the one of the same title. */
export function upsertSavedQuery(queries: readonly SavedQuery[], query: SavedQuery): SavedQuery[] {
  const index = queries.findIndex((q) => q.title === query.title);
  if (index < 0) return [...queries, query];
  return queries.map((q, i) => (i === index ? query : q));
}
