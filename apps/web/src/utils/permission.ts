import {
  type AllAuthEntry,
  type AuthEntry,
  enabledSuffixes as enabledSuffixesRule,
  hasPermission as hasPermissionRule,
  isFieldAllowed as isFieldAllowedRule,
  type ToolbarButtons,
  toolbarButtons as toolbarButtonsRule,
} from '@hcs/shared';
import { useMemo } from 'react';
import { useSessionStore } from '../stores/session.ts';

/** The has-permission directive of spec §6 (type-1 entries); true when the element stays. */
export function hasPermission(
  action: string,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
) {
  return hasPermissionRule(action, userAuth, allAuth);
}

/** The type-2 form-field rule of spec §6; false means the field is shown disabled. */
export function isFieldAllowed(
  code: string,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
) {
  return isFieldAllowedRule(code, userAuth, allAuth);
}

/** The enabled type-1 suffixes under `prefix` that the user lacks (the toolbar's excluded codes). */
export function enabledSuffixes(
  prefix: string,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
) {
  return enabledSuffixesRule(prefix, userAuth, allAuth);
}

export interface Auth {
  has(code: string): boolean;
  fieldDisabled(code: string): boolean;
  /** Which add / batch-delete / remove toolbar buttons show for a permission prefix. */
  toolbar(prefix?: string | null): ToolbarButtons;
}

/** The signed-in user's permission checks, from the session store. */
export function useAuth(): Auth {
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return useMemo(
    () => ({
      has: (code) => hasPermissionRule(code, auth, allAuth),
      fieldDisabled: (code) => !isFieldAllowedRule(code, auth, allAuth),
      toolbar: (prefix) => toolbarButtonsRule(prefix, auth, allAuth),
    }),
    [auth, allAuth],
  );
}
