import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultCellValue, isControlColumn, isNumberColumn } from './cellKinds.tsx';
import {
  idsToRemove,
  insertAt,
  isTempId,
  moveRow,
  newTempId,
  outputRow,
  renumber,
  withNumbers,
} from './rowOps.ts';
import type { GridColumn, GridRow, GridSelectionEvent, GridValues } from './types.ts';
import { GridValidationError, validateCell } from './validateCell.ts';

/** Reload effect (spec §9): changed cells stay highlighted this long. */
export const RELOAD_HIGHLIGHT_MS = 1400;

export type CellErrors = Record<string, Record<string, string>>;

interface Options {
  columns: readonly GridColumn[];
  rows: readonly GridRow[] | undefined;
  orderKey: string | undefined;
  isRowDisabled: (row: GridRow) => boolean;
  confirmRemove?: (rows: GridRow[]) => boolean | Promise<boolean>;
  onSelectionChange?: (event: GridSelectionEvent) => void;
  onRowsChange?: (rows: GridRow[]) => void;
}

const cellKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

/** Keys of the cells whose value differs between the old and the new rows of the same id. */
function changedCells(before: readonly GridRow[], after: readonly GridRow[], columns: readonly GridColumn[]) {
  const old = new Map(before.map((r) => [r.id, r]));
  const changed = new Set<string>();
  for (const row of after) {
    const previous = old.get(row.id);
    if (!previous) continue;
    for (const column of columns) {
      if (previous[column.key] !== row[column.key]) changed.add(cellKey(row.id, column.key));
    }
  }
  return changed;
}

/** The grid's rows, removed ids, cell errors, selection and reload highlight, with their operations. */
export function useGridState(options: Options) {
  const { columns, orderKey, isRowDisabled } = options;
  const [rows, setRowsState] = useState<GridRow[]>(() => [...(options.rows ?? [])]);
  const rowsRef = useRef(rows);
  const [deleteIds, setDeleteIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<CellErrors>({});
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectedRef = useRef(selected);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(() => new Set());
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setRows = useCallback((next: GridRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
    optionsRef.current.onRowsChange?.(next);
  }, []);

  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flash = useCallback((changed: ReadonlySet<string>) => {
    if (changed.size === 0) return;
    clearTimeout(highlightTimer.current);
    setHighlighted(changed);
    highlightTimer.current = setTimeout(() => setHighlighted(new Set()), RELOAD_HIGHLIGHT_MS);
  }, []);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  // A new `rows` prop is a reload: its changed cells light up for a moment.
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const next = [...(options.rows ?? [])];
    const changed = changedCells(rowsRef.current, next, optionsRef.current.columns);
    rowsRef.current = next;
    setRowsState(next);
    setDeleteIds([]);
    setErrors({});
    flash(changed);
  }, [options.rows, flash]);

  const setSelection = useCallback(
    (next: ReadonlySet<string>, event: Omit<GridSelectionEvent, 'selectedIds'>) => {
      selectedRef.current = next;
      setSelected(next);
      optionsRef.current.onSelectionChange?.({ ...event, selectedIds: [...next] });
    },
    [],
  );

  const newRow = useCallback(
    (values?: Partial<GridRow>): GridRow => {
      const row: GridRow = { id: newTempId() };
      for (const column of columns) {
        if (!isControlColumn(column)) row[column.key] = defaultCellValue(column);
      }
      return { ...row, ...values, id: values?.id ?? row.id };
    },
    [columns],
  );

  const withOrder = useCallback(
    (next: GridRow[]) => (orderKey ? renumber(next, orderKey) : next),
    [orderKey],
  );

  const addRows = useCallback(
    (values?: Partial<GridRow> | readonly Partial<GridRow>[]) => {
      const list =
        values === undefined ? [{}] : Array.isArray(values) ? values : [values as Partial<GridRow>];
      const added = list.map((v) => newRow(v));
      setRows(withOrder([...rowsRef.current, ...added]));
      return added;
    },
    [newRow, setRows, withOrder],
  );

  const insertBelow = useCallback(
    (afterId: string, values?: Partial<GridRow>) => {
      const index = rowsRef.current.findIndex((r) => r.id === afterId);
      const row = newRow(values);
      setRows(withOrder(insertAt(rowsRef.current, index < 0 ? rowsRef.current.length : index + 1, [row])));
      return row;
    },
    [newRow, setRows, withOrder],
  );

  /** Puts rows as they are (a tree row's loaded children) right after the row `afterId`. */
  const insertLoaded = useCallback(
    (afterId: string, added: readonly GridRow[]) => {
      const index = rowsRef.current.findIndex((r) => r.id === afterId);
      if (index >= 0) setRows(insertAt(rowsRef.current, index + 1, added));
    },
    [setRows],
  );

  const move = useCallback(
    (from: number, to: number) => setRows(moveRow(rowsRef.current, from, to, orderKey)),
    [orderKey, setRows],
  );

  const removeNow = useCallback(
    async (wanted: ReadonlySet<string>) => {
      const removing = rowsRef.current.filter((r) => wanted.has(r.id));
      const saved = removing.filter((r) => !isTempId(r.id));
      // Unsaved rows go at once; saved ones may wait for the caller's confirmation.
      if (saved.length > 0 && optionsRef.current.confirmRemove) {
        const confirmed = await optionsRef.current.confirmRemove(removing);
        if (!confirmed) return false;
      }
      setRows(withOrder(rowsRef.current.filter((r) => !wanted.has(r.id))));
      if (saved.length > 0) setDeleteIds((d) => [...d, ...saved.map((r) => r.id)]);
      const stillSelected = [...selectedRef.current].filter((id) => !wanted.has(id));
      if (stillSelected.length !== selectedRef.current.size) {
        selectedRef.current = new Set(stillSelected);
        setSelected(selectedRef.current);
      }
      return true;
    },
    [setRows, withOrder],
  );

  // A wrong argument throws at once (not as a rejected promise): it is the caller's bug.
  const removeRows = useCallback(
    (ids: string | readonly string[]) => removeNow(new Set(idsToRemove(ids))),
    [removeNow],
  );

  const validateOne = useCallback(async (rowId: string, column: GridColumn) => {
    const all = rowsRef.current;
    const row = all.find((r) => r.id === rowId);
    if (!row) return null;
    const failure = await validateCell(column, row, all);
    // Unchanged: no update at all, so a keystroke in a valid cell renders the grid once, not twice.
    if ((errorsRef.current[rowId]?.[column.key] ?? null) === failure) return failure;
    setErrors((previous) => {
      if ((previous[rowId]?.[column.key] ?? null) === failure) return previous;
      const rowErrors = { ...previous[rowId] };
      if (failure) rowErrors[column.key] = failure;
      else delete rowErrors[column.key];
      return { ...previous, [rowId]: rowErrors };
    });
    return failure;
  }, []);

  const setCellValue = useCallback(
    (rowId: string, column: GridColumn, value: unknown, extra?: Record<string, unknown>) => {
      const index = rowsRef.current.findIndex((r) => r.id === rowId);
      const row = rowsRef.current[index];
      if (!row) return undefined;
      const updated = { ...row, ...extra, [column.key]: value };
      const next = rowsRef.current.slice();
      next[index] = updated;
      setRows(next);
      return updated;
    },
    [setRows],
  );

  /**
   * A live update (spec §7): merges the values of the grid's own columns into the row of the same id;
   * its changed cells light up. Other keys a remote grid sends are dropped.
   */
  const applyPatch = useCallback(
    (patch: GridRow) => {
      if (!rowsRef.current.some((r) => r.id === patch.id)) return;
      const values: Record<string, unknown> = {};
      for (const column of optionsRef.current.columns) {
        if (Object.hasOwn(patch, column.key) && !isControlColumn(column))
          values[column.key] = patch[column.key];
      }
      const next = rowsRef.current.map((r) => (r.id === patch.id ? { ...r, ...values } : r));
      const changed = changedCells(rowsRef.current, next, optionsRef.current.columns);
      setRows(next);
      flash(changed);
    },
    [setRows, flash],
  );

  const validateAll = useCallback(async () => {
    const all = rowsRef.current;
    const found: CellErrors = {};
    let count = 0;
    for (const row of all) {
      for (const column of columns) {
        if (!column.validateRules?.length) continue;
        const failure = await validateCell(column, row, all);
        if (failure) {
          found[row.id] = { ...found[row.id], [column.key]: failure };
          count++;
        }
      }
    }
    setErrors(found);
    return { count, found };
  }, [columns]);

  const getValues = useCallback(
    async (opts?: { rejectOnError?: boolean }): Promise<GridValues> => {
      const { count, found } = await validateAll();
      if (count > 0 && opts?.rejectOnError !== false) throw new GridValidationError(count, found);
      const numberKeys = columns.filter(isNumberColumn).map((c) => c.key);
      return {
        rows: rowsRef.current.map((row) => outputRow(withNumbers(row, numberKeys))),
        deleteIds: [...deleteIdsRef.current],
        errorCount: count,
      };
    },
    [validateAll, columns],
  );
  const deleteIdsRef = useRef(deleteIds);
  deleteIdsRef.current = deleteIds;

  // Nothing selected needs no pass over the rows: a keystroke in a large grid should not pay for one.
  const selectionState = useMemo((): 'none' | 'some' | 'all' => {
    if (selected.size === 0) return 'none';
    const selectable = rows.filter((r) => !isRowDisabled(r));
    const selectedCount = selectable.filter((r) => selected.has(r.id)).length;
    return selectedCount === 0 ? 'none' : selectedCount === selectable.length ? 'all' : 'some';
  }, [rows, selected, isRowDisabled]);

  const toggleRow = useCallback(
    (row: GridRow, checked: boolean, single = false) => {
      if (isRowDisabled(row)) return;
      const next = new Set(single ? [] : selectedRef.current);
      if (checked) next.add(row.id);
      else next.delete(row.id);
      setSelection(next, { type: checked ? 'selected' : 'unselected', row });
    },
    [isRowDisabled, setSelection],
  );

  const toggleAll = useCallback(
    (checked: boolean) => {
      const next = checked
        ? new Set(rowsRef.current.filter((r) => !isRowDisabled(r)).map((r) => r.id))
        : new Set<string>();
      setSelection(next, { type: checked ? 'selectedAll' : 'unselectedAll' });
    },
    [isRowDisabled, setSelection],
  );

  const clearSelection = useCallback(() => {
    selectedRef.current = new Set();
    setSelected(selectedRef.current);
  }, []);

  const isHighlighted = useCallback(
    (rowId: string, key: string) => highlighted.has(cellKey(rowId, key)),
    [highlighted],
  );

  return {
    rows,
    rowsRef,
    deleteIds,
    errors,
    selected,
    selectedRef,
    selectionState,
    isHighlighted,
    addRows,
    insertBelow,
    insertLoaded,
    move,
    removeRows,
    setCellValue,
    applyPatch,
    validateOne,
    getValues,
    toggleRow,
    toggleAll,
    clearSelection,
  };
}

export type GridState = ReturnType<typeof useGridState>;
