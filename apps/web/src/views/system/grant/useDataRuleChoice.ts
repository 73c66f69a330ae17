import { useEffect, useRef, useState } from 'react';
import type { Done } from '../../../api/request.ts';
import type { DataRule, DataRuleChoice } from '../../../api/role.ts';
import { refusalOf, useServerAction } from '../../../utils/serverAction.ts';

/** Where the data rules of a grant come from and go to. */
export interface DataRuleSource {
  load(permissionId: string): Promise<DataRuleChoice>;
  save(permissionId: string, dataRuleIds: string): Promise<Done<null>>;
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
  const act = useServerAction();
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
      .then((choice) => {
        if (!current) return;
        const ids = split(choice.drChecked ?? '');
        setRules(choice.datarule);
        setSaved(ids);
        setChecked(ids);
      })
      .catch((error: unknown) => {
        // A refusal says why there is nothing to choose (e.g. 未找到权限配置信息).
        if (current) setNotice(refusalOf(error)?.message ?? '数据规则加载失败');
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
    const ids = rules.map((r) => r.id).filter((id) => checked.includes(id));
    if (await act(sourceRef.current.save(permissionId, ids.join(',')), { success: true })) setSaved(ids);
    setSaving(false);
  };

  return { loading, saving, rules, notice, checked, setChecked, reset: () => setChecked(saved), save };
}
