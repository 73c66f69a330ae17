/** The key a chosen row is known by (the table's row key). */
export type KeyOf<T> = (row: T) => string;

const byId = <T>(row: T): string => String((row as { id?: unknown }).id);

/**
 * The selection rules of the record-selection dialog (spec §4 "Dialogs"): a row click in single
 * mode replaces the selection, in multiple mode it toggles the row. The order of selection is kept.
 */
export function toggleRow<T>(selected: readonly T[], row: T, multiple: boolean, keyOf: KeyOf<T> = byId): T[] {
  if (!multiple) return [row];
  const key = keyOf(row);
  const has = selected.some((s) => keyOf(s) === key);
  return has ? selected.filter((s) => keyOf(s) !== key) : [...selected, row];
}

/**
 * The selection after the table's checkboxes changed on one page: rows of `pageRows` whose key is in
 * `checkedKeys` are selected, the page's other rows are not; rows of other pages stay as they were.
 */
export function applyPageChecks<T>(
  selected: readonly T[],
  pageRows: readonly T[],
  checkedKeys: readonly string[],
  multiple: boolean,
  keyOf: KeyOf<T> = byId,
): T[] {
  const checked = new Set(checkedKeys);
  const onPage = new Set(pageRows.map(keyOf));
  if (!multiple) {
    const row = pageRows.find((r) => checked.has(keyOf(r)));
    return row ? [row] : selected.filter((s) => !onPage.has(keyOf(s)));
  }
  const kept = selected.filter((s) => !onPage.has(keyOf(s)) || checked.has(keyOf(s)));
  const keptKeys = new Set(kept.map(keyOf));
  const added = pageRows.filter((r) => checked.has(keyOf(r)) && !keptKeys.has(keyOf(r)));
  return [...kept, ...added];
}

/** Drops one row (the 删除 link of the 已选 card). */
export function removeRow<T>(selected: readonly T[], key: string, keyOf: KeyOf<T> = byId): T[] {
  return selected.filter((s) => keyOf(s) !== key);
}
