import { useEffect, useState } from 'react';
import { type AreaData, areaTextOf } from './areaCodes.ts';

let loading: Promise<AreaData> | null = null;

/** The area data (about 116 KB): fetched on first use only, then shared. */
export function loadAreaData(): Promise<AreaData> {
  loading ??= import('china-area-data/data.json').then(
    (module) => module.default as AreaData,
    (error: unknown) => {
      // A failed chunk load may succeed on the next try.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The area data once loaded (null until then). */
export function useAreaData(): AreaData | null {
  const [data, setData] = useState<AreaData | null>(null);
  useEffect(() => {
    let live = true;
    loadAreaData().then(
      (loaded) => {
        if (live) setData(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return data;
}

/** The text of stored area codes, e.g. `110000,110100,110101` → 北京市/市辖区/东城区. */
export async function areaText(value: string | readonly string[] | null | undefined): Promise<string> {
  if (!value || value.length === 0) return '';
  return areaTextOf(await loadAreaData(), value);
}
