/**
 * The selection rules of the record-selection dialog (spec §4 "Dialogs"): a row click in single
 * mode replaces the selection, in multiple mode it toggles the row. The order of selection is kept.
 */
export function toggleRow<T extends { id: string }>(selected: readonly T[], row: T, multiple: boolean): T[] {
  if (!multiple) return [row];
  const has = selected.some((s) => s.id === row.id);
  return has ? selected.filter((s) => s.id !== row.id) : [...selected, row];
}

/**
 * The selection after the table's checkboxes changed on one page: rows of `pageRows` whose id is in
 * `checkedIds` are selected, the page's other rows are not; rows of other pages stay as they were.
 */
export function applyPageChecks<T extends { id: string }>(
  selected: readonly T[],
  pageRows: readonly T[],
  checkedIds: readonly string[],
  multiple: boolean,
): T[] {
  const checked = new Set(checkedIds);
  if (!multiple) {
    const row = pageRows.find((r) => checked.has(r.id));
    return row ? [row] : selected.filter((s) => !pageRows.some((r) => r.id === s.id));
  }
  const onPage = new Set(pageRows.map((r) => r.id));
  const kept = selected.filter((s) => !onPage.has(s.id) || checked.has(s.id));
  const keptIds = new Set(kept.map((s) => s.id));
  const added = pageRows.filter((r) => checked.has(r.id) && !keptIds.has(r.id));
  return [...kept, ...added];
}

/** Drops one row (the 删除 link of the 已选 card). */
export function removeRow<T extends { id: string }>(selected: readonly T[], id: string): T[] {
  return selected.filter((s) => s.id !== id);
}
