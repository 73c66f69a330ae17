import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DataRule, type DataRuleFilter, queryDataRules } from './dataRuleApi.ts';

/** The rules of one menu (null: none shown), reloaded with the last filter; only the newest answer counts. */
export function useDataRules(menuId: string | null) {
  const { message } = App.useApp();
  const [rules, setRules] = useState<DataRule[]>([]);
  const [loading, setLoading] = useState(false);
  const filterRef = useRef<DataRuleFilter>({});
  const latest = useRef(0);

  const load = useCallback(
    async (filter: DataRuleFilter = filterRef.current) => {
      filterRef.current = filter;
      if (!menuId) return;
      const id = ++latest.current;
      setLoading(true);
      try {
        const res = await queryDataRules(menuId, filter);
        if (id !== latest.current) return;
        if (res.success) setRules(res.result ?? []);
        else void message.warning(res.message);
      } catch {
        // The request client has already shown the failure.
      } finally {
        if (id === latest.current) setLoading(false);
      }
    },
    [menuId, message],
  );

  useEffect(() => {
    filterRef.current = {};
    setRules([]);
    void load({});
    return () => {
      latest.current++;
    };
  }, [load]);

  return { rules, loading, load };
}
