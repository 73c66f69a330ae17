import type { AllAuthEntry, AuthEntry } from './permission.ts';

/**
 * Button and field permission rules of spec §6, with the JeecgBoot semantics the spec's client
 * follows (api-conventions §2): type "1" entries hide what is not granted, type "2" entries
 * disable it; an entry whose status is "0" in the list of all entries is switched off and
 * restricts nothing.
 */

function actionsOf(entries: readonly AuthEntry[], type: AuthEntry['type']): Set<string> {
  const actions = new Set<string>();
  for (const entry of entries) {
    if (entry.type !== type || !entry.action) continue;
    for (const action of entry.action.split(',')) {
      const trimmed = action.trim();
      if (trimmed) actions.add(trimmed);
    }
  }
  return actions;
}

function ruleFor(code: string, allAuth: readonly AllAuthEntry[], type: AuthEntry['type']) {
  return allAuth.find((entry) => entry.type === type && entry.action === code);
}

/**
 * The has-permission directive (type 1): true when the element stays. A switched-off rule leaves
 * it in place; otherwise the user's type-1 actions (comma-separated allowed) must contain it.
 */
export function hasPermission(
  code: string,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): boolean {
  if (ruleFor(code, allAuth, '1')?.status === '0') return true;
  return actionsOf(userAuth, '1').has(code);
}

/**
 * The form-field rule (type 2): a field is restricted only by an enabled type-2 entry in the list
 * of all entries that the user's own list does not grant. The spec words the same condition from
 * the other side ("an enabled entry exists in the second list and no contrary entry exists in the
 * first"): that is when the field gets disabled. No rule, a switched-off rule, or a granted rule
 * leave the field usable.
 */
export function isFieldAllowed(
  code: string,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): boolean {
  const rule = ruleFor(code, allAuth, '2');
  if (!rule || rule.status === '0') return true;
  return actionsOf(userAuth, '2').has(code);
}

/**
 * The enabled type-1 actions under `prefix` that the user does NOT hold, without the prefix
 * (e.g. prefix "user:" → ["add", "batch_delete"]). Toolbars hide the buttons named here.
 */
export function enabledSuffixes(
  prefix: string,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): string[] {
  const held = new Set(
    [...actionsOf(userAuth, '1')].filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length)),
  );
  const suffixes: string[] = [];
  for (const entry of allAuth) {
    if (entry.type !== '1' || entry.status !== '1' || !entry.action.startsWith(prefix)) continue;
    const suffix = entry.action.slice(prefix.length);
    if (!held.has(suffix) && !suffixes.includes(suffix)) suffixes.push(suffix);
  }
  return suffixes;
}

export interface ToolbarButtons {
  add: boolean;
  batchDelete: boolean;
  /** Removing rows goes with batch delete: excluding batch_delete hides it too. */
  remove: boolean;
}

/** Which grid/list toolbar buttons show for a permission prefix; with no prefix all do. */
export function toolbarButtons(
  prefix: string | null | undefined,
  userAuth: readonly AuthEntry[],
  allAuth: readonly AllAuthEntry[],
): ToolbarButtons {
  if (!prefix) return { add: true, batchDelete: true, remove: true };
  const excluded = enabledSuffixes(prefix, userAuth, allAuth);
  const batchDelete = !excluded.includes('batch_delete');
  return { add: !excluded.includes('add'), batchDelete, remove: batchDelete };
}
