import { App } from 'antd';
import { useEffect, useState } from 'react';
import { compareVersions, type DataCompare, type DataLogVersion, recordVersions } from './dataLogApi.ts';

/** The record whose versions are compared, and which two to start with. */
export interface CompareTarget {
  dataTable: string;
  dataId: string;
  /** Two chosen versions (ids of their log rows); without them, `focusId` against the one before it. */
  ids?: [string, string];
  focusId?: string;
}

/** The version list of the target's record, the two chosen versions and their comparison. */
export function useVersionCompare(target: CompareTarget | null) {
  const { message } = App.useApp();
  const [versions, setVersions] = useState<DataLogVersion[]>([]);
  const [chosen, setChosen] = useState<[string | undefined, string | undefined]>(
    target?.ids ?? [undefined, undefined],
  );
  const [result, setResult] = useState<DataCompare | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!target) return;
    let live = true;
    void recordVersions(target.dataTable, target.dataId).then((answer) => {
      if (!live) return;
      if (!answer.success) return void message.warning(answer.message);
      setVersions(answer.result);
      // The older version goes first, as the comparison shows it on the left.
      if (target.ids) {
        const order = (id: string) => answer.result.findIndex((v) => v.id === id);
        const [a, b] = target.ids;
        setChosen(order(a) <= order(b) ? [a, b] : [b, a]);
        return;
      }
      const at = Math.max(
        0,
        answer.result.findIndex((v) => v.id === target.focusId),
      );
      const other = at > 0 ? at - 1 : at + 1;
      setChosen([answer.result[Math.min(at, other)]?.id, answer.result[Math.max(at, other)]?.id]);
    });
    return () => {
      live = false;
    };
  }, [target, message]);

  const [first, second] = chosen;
  useEffect(() => {
    if (!first || !second || first === second) {
      setResult(null);
      return;
    }
    let live = true;
    setLoading(true);
    void compareVersions(first, second)
      .then((answer) => {
        if (!live) return;
        if (answer.success) setResult(answer.result);
        else void message.warning(answer.message);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [first, second, message]);

  return { versions, chosen, setChosen, result, loading };
}
