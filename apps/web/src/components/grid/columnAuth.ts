import { type AllAuthEntry, type AuthEntry, isFieldAllowed } from '@hcs/shared';
import type { GridColumn } from './types.ts';

export interface ColumnAccess {
  hidden: boolean;
  disabled: boolean;
}

const grants = (code: string, userAuth: readonly AuthEntry[], type: AuthEntry['type']) =>
  userAuth.some((e) => e.type === type && e.action.split(',').some((a) => a.trim() === code));

/**
 * The per-grid permission prefix (authPre): the field code is `${authPre}${key}`. An enabled
 * type-1 rule the user lacks hides the column; a type-2 rule the user lacks disables it.
 */
export function columnAccess(
  column: GridColumn,
  authPre: string | undefined,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): ColumnAccess {
  if (!authPre) return { hidden: false, disabled: false };
  const code = `${authPre}${column.key}`;
  const hideRule = allAuth.find((e) => e.type === '1' && e.action === code && e.status !== '0');
  return {
    hidden: Boolean(hideRule) && !grants(code, userAuth, '1'),
    disabled: !isFieldAllowed(code, userAuth, allAuth),
  };
}
