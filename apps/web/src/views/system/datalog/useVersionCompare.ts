import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../../utils/serverState.ts';
import { compareVersions, type DataLogVersion, recordVersions } from './dataLogApi.ts';

/** The record whose versions are compared, and which two to start with. */
export interface CompareTarget {
  dataTable: string;
  dataId: string;
  /** Two chosen versions (ids of their log rows); without them, `focusId` against the one before it. */
  ids?: [string, string];
  focusId?: string;
}

type Pair = [string | undefined, string | undefined];

const NO_VERSIONS: DataLogVersion[] = [];

/** The two versions to start with; the older one goes first, as the comparison shows it on the left. */
function startingPair(target: CompareTarget, versions: DataLogVersion[]): Pair {
  const order = (id: string) => versions.findIndex((v) => v.id === id);
  if (target.ids) {
    const [a, b] = target.ids;
    return order(a) <= order(b) ? [a, b] : [b, a];
  }
  const at = Math.max(0, order(target.focusId ?? ''));
  const other = at > 0 ? at - 1 : at + 1;
  return [versions[Math.min(at, other)]?.id, versions[Math.max(at, other)]?.id];
}

/** The version list of the target's record, the two chosen versions and their comparison. */
export function useVersionCompare(target: CompareTarget | null) {
  const { message } = App.useApp();
  const warn = (text: string) => void message.warning(text);
  const [chosen, setChosen] = useState<Pair>(target?.ids ?? [undefined, undefined]);
  const versions = useApiQuery({
    queryKey: ['dataLogVersions', target?.dataTable, target?.dataId],
    load: () => recordVersions(target?.dataTable ?? '', target?.dataId ?? ''),
    enabled: target !== null,
    onRefusal: warn,
  });

  useEffect(() => {
    if (target && versions.data) setChosen(startingPair(target, versions.data));
  }, [target, versions.data]);

  const [first, second] = chosen;
  const comparable = Boolean(first && second && first !== second);
  const comparison = useApiQuery({
    queryKey: ['dataLogCompare', first, second],
    load: () => compareVersions(first ?? '', second ?? ''),
    enabled: comparable,
    onRefusal: warn,
  });

  return {
    versions: versions.data ?? NO_VERSIONS,
    chosen,
    setChosen,
    result: comparable ? (comparison.data ?? null) : null,
    loading: comparison.isFetching,
  };
}
