import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction } from '../../api/request.ts';
import { fieldText, type RecordPickerConfig } from './types.ts';

/** "a,b," → ["a", "b"]: a picker field's value, without blanks or repeats. */
export function splitValue(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
}

type LookupResult<T> = T[] | { records?: T[] } | null;

function rowsOf<T>(result: LookupResult<T>): T[] {
  if (Array.isArray(result)) return result;
  return result?.records ?? [];
}

export interface RecordLabels<T> {
  /** The rows of `values` known so far, in the value's order. */
  rows: T[];
  /** The label of one value: its row's label; empty while it is being asked; else the value itself. */
  labelOf(value: string): string;
  /** Rows chosen in the dialog: their labels are known without asking. */
  remember(rows: readonly T[]): void;
}

/**
 * The labels of a field's values (spec §7 "Record picker"): values not known yet are asked in one GET
 * of the value URL (or the list URL) with `<valueKey>=<comma-joined>`, pageNo 1 and pageSize = their
 * count; the answer is an array or `records`.
 */
export function useRecordLabels<T extends object>(
  config: RecordPickerConfig<T>,
  values: string[],
): RecordLabels<T> {
  const [known, setKnown] = useState<ReadonlyMap<string, T>>(new Map());
  const asked = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const keyValueOf = useCallback((row: T) => fieldText(row, config.valueKey), [config.valueKey]);

  const remember = useCallback(
    (rows: readonly T[]) => {
      if (rows.length === 0) return;
      setKnown((current) => {
        const next = new Map(current);
        for (const row of rows) next.set(keyValueOf(row), row);
        return next;
      });
    },
    [keyValueOf],
  );

  // Each value is asked once: one never found keeps showing as itself.
  const missing = values.filter((v) => !known.has(v) && !asked.current.has(v)).join(',');
  useEffect(() => {
    if (!missing) return;
    const wanted = missing.split(',');
    for (const v of wanted) asked.current.add(v);
    setPending((p) => new Set([...p, ...wanted]));
    getAction<LookupResult<T>>(config.valueUrl ?? config.listUrl, {
      [config.valueKey]: missing,
      pageNo: 1,
      pageSize: wanted.length,
    })
      .then((result) => remember(rowsOf(result).filter((r) => wanted.includes(keyValueOf(r)))))
      // Refused or failed (an HTTP failure is shown by the request client): the values show as they are.
      .catch(() => undefined)
      .finally(() => setPending((p) => new Set([...p].filter((v) => !wanted.includes(v)))));
  }, [missing, config.valueUrl, config.listUrl, config.valueKey, remember, keyValueOf]);

  const rows = values.flatMap((v) => {
    const row = known.get(v);
    return row ? [row] : [];
  });
  const labelOf = (value: string) => {
    const row = known.get(value);
    if (row) return fieldText(row, config.labelKey) || value;
    return pending.has(value) ? '' : value;
  };
  return { rows, labelOf, remember };
}
