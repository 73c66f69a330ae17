import { REPORT_PARAM_PREFIX, type ReportQueryItem } from '@hcs/shared';
import type { QueryParams } from '../../api/request.ts';
import type { QueryField, QueryValues } from '../list/types.ts';

const isRange = (item: ReportQueryItem) => item.mode === 'group';
const isDate = (item: ReportQueryItem) => item.view === 'date' || item.view === 'datetime';

/**
 * The popup's query form from the report's query info. Single: one control by view (text contains,
 * dictionary select, number, date). Group: a date range, or a begin and an end control, sent as
 * `<field>_begin` / `<field>_end`. A hidden item (fixed by the page's URL) has no control.
 */
export function reportQueryFields(items: readonly ReportQueryItem[]): QueryField[] {
  return items.flatMap((item): QueryField[] => {
    // A field the report page's URL fixes is not asked for (its value goes with every request).
    if (item.hidden) return [];
    const { field, label } = item;
    if (isRange(item)) {
      if (isDate(item)) return [{ name: field, label, type: 'dateRange' }];
      const type = item.view === 'number' ? 'number' : 'input';
      return [
        { name: `${field}_begin`, label: `${label}起`, type, match: 'eq' },
        { name: `${field}_end`, label: `${label}止`, type, match: 'eq' },
      ];
    }
    if (item.view === 'list' && item.dictCode)
      return [{ name: field, label, type: 'dict', dictCode: item.dictCode }];
    if (item.view === 'number') return [{ name: field, label, type: 'number' }];
    if (isDate(item)) return [{ name: field, label, type: 'date' }];
    return [{ name: field, label, type: 'input' }];
  });
}

/** The popup's `param`: each key is a report parameter (`self_<key>`). */
export function selfParams(param: Readonly<Record<string, string>> | undefined): QueryParams {
  return Object.fromEntries(Object.entries(param ?? {}).map(([k, v]) => [`${REPORT_PARAM_PREFIX}${k}`, v]));
}

/** A `param` key that names a query field also fills that field at first (quotes around it dropped). */
export function prefilledValues(
  fields: readonly QueryField[],
  param: Readonly<Record<string, string>> | undefined,
): QueryValues {
  const values: QueryValues = {};
  for (const [key, raw] of Object.entries(param ?? {})) {
    if (!fields.some((f) => f.name === key)) continue;
    values[key] = raw.length > 1 && raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1) : raw;
  }
  return values;
}
