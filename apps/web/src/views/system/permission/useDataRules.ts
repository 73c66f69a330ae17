import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { sameKey, useApiQuery } from '../../../utils/serverState.ts';
import { type DataRule, type DataRuleFilter, queryDataRules } from './dataRuleApi.ts';

/** The key a menu's data rules are cached under (with the menu's id): a change to a rule invalidates it. */
export const DATA_RULE_QUERIES = ['dataRules'] as const;

const NO_RULES: DataRule[] = [];
const NO_FILTER: DataRuleFilter = {};

/** The rules of one menu (null: none shown), under the last filter asked for; a new menu starts unfiltered. */
export function useDataRules(menuId: string | null) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [asked, setAsked] = useState<{ menuId: string | null; filter: DataRuleFilter }>({
    menuId,
    filter: NO_FILTER,
  });
  const filter = asked.menuId === menuId ? asked.filter : NO_FILTER;
  const query = useApiQuery({
    queryKey: [...DATA_RULE_QUERIES, menuId, filter],
    load: () => queryDataRules(menuId ?? '', filter),
    enabled: menuId !== null,
    onRefusal: (text) => void message.warning(text),
  });
  const { refetch } = query;

  /** Shows the rules matching `next`; the same filter again loads again. */
  const search = useCallback(
    (next: DataRuleFilter) => {
      if (sameKey(next, filter)) void refetch();
      else setAsked({ menuId, filter: next });
    },
    [filter, menuId, refetch],
  );
  /** After a rule was added, edited or deleted. */
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: [...DATA_RULE_QUERIES, menuId] }),
    [client, menuId],
  );

  return { rules: query.data ?? NO_RULES, loading: query.isFetching, search, reload };
}
