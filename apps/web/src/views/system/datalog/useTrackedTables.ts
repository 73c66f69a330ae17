import { useEffect, useState } from 'react';
import type { OptionItem } from '../../../components/list/index.ts';
import { trackedTables } from './dataLogApi.ts';

/** The tables that keep versions (工单, 服务对象, 用户), for the table filter. */
export function useTrackedTables(): OptionItem[] {
  const [tables, setTables] = useState<OptionItem[]>([]);
  useEffect(() => {
    let live = true;
    void trackedTables()
      .then((answer) => {
        if (live && answer.success) setTables(answer.result);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tables;
}
