import type { ApiResult } from '@hcs/shared';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { DataRule, DataRuleChoice } from '../../../api/role.ts';

/** Where the data rules of a grant come from and go to. */
export interface DataRuleSource {
  load(permissionId: string): Promise<ApiResult<DataRuleChoice>>;
  save(permissionId: string, dataRuleIds: string): Promise<ApiResult<null>>;
}

export interface DataRuleState {
  loading: boolean;
  saving: boolean;
  rules: DataRule[];
  /** Why there is nothing to choose (e.g. 未找到权限配置信息), or null. */
  notice: string | null;
  checked: string[];
  setChecked(ids: string[]): void;
  /** Back to what is saved. */
  reset(): void;
  save(): Promise<void>;
}

const split = (ids: string) => ids.split(',').filter((id) => id !== '');

/**
 * The data rules of one menu's grant: loaded when the menu changes, saved on request. Not a query, like
 * useGrantTree: the answer seeds the checked rules that a save updates in place, for this grant only.
 */
export function useDataRuleChoice(permissionId: string | null, source: DataRuleSource): DataRuleState {
  const { message } = App.useApp();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [rules, setRules] = useState<DataRule[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    if (!permissionId) return;
    let current = true;
    setLoading(true);
    setRules([]);
    setNotice(null);
    sourceRef.current
      .load(permissionId)
      .then((res) => {
        if (!current) return;
        if (!res.success) {
          setNotice(res.message);
          return;
        }
        const ids = split(res.result.drChecked ?? '');
        setRules(res.result.datarule);
        setSaved(ids);
        setChecked(ids);
      })
      .catch(() => {
        if (current) setNotice('数据规则加载失败');
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [permissionId]);

  const save = async () => {
    if (!permissionId) return;
    setSaving(true);
    try {
      const ids = rules.map((r) => r.id).filter((id) => checked.includes(id));
      const res = await sourceRef.current.save(permissionId, ids.join(','));
      if (res.success) {
        void message.success(res.message);
        setSaved(ids);
      } else {
        void message.warning(res.message);
      }
    } catch {
      // The request client has already shown what went wrong.
    } finally {
      setSaving(false);
    }
  };

  return { loading, saving, rules, notice, checked, setChecked, reset: () => setChecked(saved), save };
}
