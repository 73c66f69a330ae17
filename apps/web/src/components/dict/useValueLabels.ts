import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';

/** Looks labels up for values: one label per value, in order, or null when the lookup failed. */
export type LabelLookup = (values: string[]) => Promise<string[] | null>;

export interface LabeledValue {
  value: string;
  label: string;
}

/** Values asked for together (one render's) go out in one lookup; each gets its label or null. */
function batchLookups(lookup: () => LabelLookup): (value: string) => Promise<string | null> {
  let pending: { values: string[]; labels: Promise<string[] | null> } | null = null;
  return (value) => {
    if (!pending) {
      const values: string[] = [];
      const labels = Promise.resolve().then(() => {
        pending = null;
        return lookup()(values).catch(() => null);
      });
      pending = { values, labels };
    }
    const index = pending.values.push(value) - 1;
    return pending.labels.then((labels) => labels?.[index] ?? null);
  };
}

const labelsOf = (results: { data?: string | null }[]) => results.map((r) => r.data ?? null);

/**
 * The label of each chosen value: from what the widget has loaded (`known`), else looked up (a value
 * set before its options were loaded, e.g. an edited record's) and cached per value of the source
 * `sourceKey`, else the value itself.
 */
export function useValueLabels(
  values: readonly string[],
  known: ReadonlyMap<string, string>,
  lookup: LabelLookup,
  sourceKey: string,
): LabeledValue[] {
  const lookupRef = useRef(lookup);
  lookupRef.current = lookup;
  const batch = useMemo(() => batchLookups(() => lookupRef.current), []);
  const missing = values.filter((v) => !known.has(v));
  const looked = useQueries({
    queries: missing.map((value) => ({
      queryKey: ['valueLabel', sourceKey, value],
      queryFn: () => batch(value),
    })),
    combine: labelsOf,
  });
  const labels = new Map(missing.map((v, i) => [v, looked[i]]));
  return values.map((value) => ({ value, label: known.get(value) ?? labels.get(value) ?? value }));
}
