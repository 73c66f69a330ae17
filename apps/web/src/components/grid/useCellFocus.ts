import type { Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface ActiveCell {
  row: number;
  col: number;
}

const FOCUSABLE =
  'input, textarea, button, [tabindex]:not([tabindex="-1"]), .ant-select-selector, [role="switch"]';

/**
 * The attributes of every body cell: its column position (bodyCellOf reads it back) and the roving tab
 * stop, 0 on the active cell only.
 */
export const cellFocusAttributes = (colIndex: number, active: boolean) => ({
  'aria-colindex': colIndex + 1,
  tabIndex: active ? 0 : -1,
});

/** The body cell an element is in, and its place: the row's virtual index and the column's position. */
function bodyCellOf(element: HTMLElement): { cell: HTMLElement; here: ActiveCell } | null {
  const cell = element.closest<HTMLElement>('td[aria-colindex]');
  const row = cell?.parentElement?.dataset.index;
  if (!cell || row === undefined) return null;
  return { cell, here: { row: Number(row), col: Number(cell.getAttribute('aria-colindex')) - 1 } };
}

/**
 * Keyboard navigation between cells (a roving tab stop): arrows move between cells, Enter goes
 * into the cell's control (and edits it when cells are not always editing), Escape comes back.
 */
export function useCellFocus(options: {
  container: RefObject<HTMLElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rowCount: number;
  colCount: number;
  onEdit(row: number, col: number): void;
  onStopEdit(): void;
}) {
  const [active, setActive] = useState<ActiveCell>({ row: 0, col: 0 });
  // Focus is in the active cell's control: the control is the tab stop then, not the cell around it (a cell
  // that is a stop with its own control over it is a target hidden by another, WCAG 2.5.8).
  const [inControl, setInControl] = useState(false);
  const pending = useRef<ActiveCell | null>(null);
  const { container, virtualizer, rowCount, colCount } = options;

  const cellElement = useCallback(
    (cell: ActiveCell) =>
      container.current?.querySelector<HTMLElement>(
        `:scope > table > tbody > tr[data-index="${cell.row}"] > td[aria-colindex="${cell.col + 1}"]`,
      ) ?? null,
    [container],
  );

  // The target row may have to be rendered by the virtualiser first.
  useEffect(() => {
    const want = pending.current;
    if (!want) return;
    const element = cellElement(want);
    if (element) {
      pending.current = null;
      element.focus();
    }
  });

  const moveTo = useCallback(
    (cell: ActiveCell) => {
      const target = {
        row: Math.max(0, Math.min(rowCount - 1, cell.row)),
        col: Math.max(0, Math.min(colCount - 1, cell.col)),
      };
      setActive(target);
      const element = cellElement(target);
      if (element) element.focus();
      else {
        pending.current = target;
        virtualizer.scrollToIndex(target.row);
      }
    },
    [cellElement, colCount, rowCount, virtualizer],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const target = event.target as HTMLElement;
      const found = bodyCellOf(target);
      if (!found) return;
      const { cell, here } = found;
      if (target !== cell) {
        // Inside a control: only Escape belongs to the grid (and only when no dropdown is open).
        if (event.key === 'Escape' && target.getAttribute('aria-expanded') !== 'true') {
          options.onStopEdit();
          cell.focus();
          setActive(here);
        }
        return;
      }
      const moves: Record<string, ActiveCell | undefined> = {
        ArrowUp: { row: here.row - 1, col: here.col },
        ArrowDown: { row: here.row + 1, col: here.col },
        ArrowLeft: { row: here.row, col: here.col - 1 },
        ArrowRight: { row: here.row, col: here.col + 1 },
        Home: { row: here.row, col: 0 },
        End: { row: here.row, col: colCount - 1 },
      };
      const next = moves[event.key];
      if (next) {
        event.preventDefault();
        moveTo(next);
        return;
      }
      if (event.key === 'Enter' || event.key === 'F2') {
        event.preventDefault();
        options.onEdit(here.row, here.col);
        requestAnimationFrame(() => cellElement(here)?.querySelector<HTMLElement>(FOCUSABLE)?.focus());
      }
    },
    [cellElement, colCount, moveTo, options],
  );

  const onFocus = useCallback((event: { target: EventTarget }) => {
    const found = bodyCellOf(event.target as HTMLElement);
    if (!found) return;
    setActive(found.here);
    setInControl(event.target !== found.cell);
  }, []);

  /** The cell with the roving tab stop; null while focus is in its control. */
  const tabStop = inControl ? null : active;
  return { tabStop, onKeyDown, onFocus };
}
