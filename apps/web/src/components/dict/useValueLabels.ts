import { useEffect, useMemo, useRef, useState } from 'react';

/** Looks labels up for values: one label per value, in order, or null when the lookup failed. */
export type LabelLookup = (values: string[]) => Promise<string[] | null>;

export interface LabeledValue {
  value: string;
  label: string;
}

/**
 * The label of each chosen value: from what the widget has loaded (`known`), else looked up once
 * (a value set before its options were loaded, e.g. an edited record's), else the value itself.
 */
export function useValueLabels(
  values: readonly string[],
  known: ReadonlyMap<string, string>,
  lookup: LabelLookup,
  sourceKey: string,
): LabeledValue[] {
  const [looked, setLooked] = useState<Map<string, string>>(() => new Map());
  const asked = useRef(new Set<string>());
  const lookupRef = useRef(lookup);
  lookupRef.current = lookup;
  const generation = useRef(0);

  // A new source may label the same values differently; answers for the old one are dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the source changes, which is all it depends on
  useEffect(() => {
    generation.current += 1;
    asked.current = new Set();
    setLooked(new Map());
  }, [sourceKey]);

  const missing = values.filter((v) => !known.has(v) && !asked.current.has(v));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(',');
    for (const v of wanted) asked.current.add(v);
    const current = generation.current;
    lookupRef
      .current(wanted)
      .catch(() => null)
      .then((labels) => {
        if (current !== generation.current || !labels) return;
        setLooked((prev) => {
          const next = new Map(prev);
          wanted.forEach((v, i) => {
            const label = labels[i];
            if (label !== undefined) next.set(v, label);
          });
          return next;
        });
      });
  }, [missingKey]);

  return useMemo(
    () => values.map((value) => ({ value, label: known.get(value) ?? looked.get(value) ?? value })),
    [values, known, looked],
  );
}
