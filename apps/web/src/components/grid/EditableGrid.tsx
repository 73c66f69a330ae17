import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Empty } from 'antd';
import {
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSessionStore } from '../../stores/session.ts';
import { useSettingsStore } from '../../stores/settings.ts';
import { useAuth } from '../../utils/permission.ts';
import { cellKind } from './cellKinds.tsx';
import { columnAccess } from './columnAuth.ts';
import { GridBodyRow, SortableGridBodyRow } from './GridBodyRow.tsx';
import { GridHeader } from './GridHeader.tsx';
import { GridLoadingRow } from './GridLoadingRow.tsx';
import { GridStatisticsRow, hasStatistics } from './GridStatisticsRow.tsx';
import { GridSubPopover } from './GridSubPopover.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { columnWidths, layoutColumns } from './gridLayout.ts';
import { type GridSort, nextSort } from './gridSort.ts';
import { isTempId, sameIds } from './rowOps.ts';
import type {
  EditableGridHandle,
  GridColumn,
  GridRow,
  GridSelectionEvent,
  GridValueChange,
} from './types.ts';
import { useCellFocus } from './useCellFocus.ts';
import { useGridSocket } from './useGridSocket.ts';
import { useGridState } from './useGridState.ts';
import { type GridTreeConfig, isTreePlaceholder, useGridTree } from './useGridTree.ts';
import { useSortedRows } from './useSortedRows.ts';
import { useSubTable } from './useSubTable.ts';
import { useVisibleWidth } from './useVisibleWidth.ts';
import './grid.css';

/** Spec §9 "Grid": row height 61 px, default max height 400 px (about 9 rows in the DOM). */
export const GRID_ROW_HEIGHT = 61;
export const GRID_MAX_HEIGHT = 400;

/**
 * A row's height at a text size (字号, per cent): its cells (grid.css, 60 px × --hcs-font-scale) grow with
 * the text and its inputs, its 1 px border does not.
 */
export function gridRowHeight(fontScale: number): number {
  return Math.round((GRID_ROW_HEIGHT - 1) * (fontScale / 100)) + 1;
}
const OVERSCAN = 1;
/** Rows drawn as text while scrolling take their inputs this long after it stops (see GridBodyRow). */
const SCROLL_SETTLE_MS = 400;

/**
 * Rows are of their fixed height unless expanded: measuring only those spares a forced layout per row
 * while scrolling.
 */
function rowMeasurer(rowHeight: number) {
  return (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<HTMLDivElement, Element>,
  ): number => (element.hasAttribute('data-expanded') ? measureElement(element, entry, instance) : rowHeight);
}

/**
 * The virtualiser's row keys, the same function while the row order is: a new one makes it rebuild the
 * positions of every row, which a keystroke in a 10,000-row grid should not pay for.
 */
function useItemKey(shown: readonly GridRow[]): (index: number) => string | number {
  const keyed = useRef<{ rows: readonly GridRow[]; key: (index: number) => string | number } | null>(null);
  if (!keyed.current || !sameIds(keyed.current.rows, shown)) {
    const rows = shown;
    keyed.current = { rows, key: (index) => rows[index]?.id ?? index };
  }
  return keyed.current.key;
}

export interface EditableGridProps {
  columns: readonly GridColumn[];
  /** Initial rows; a new array later is a reload (changed cells light up for 1400 ms). */
  rows?: readonly GridRow[];
  /** The grid's accessible name. */
  'aria-label': string;
  maxHeight?: number;
  /** Default true: every cell is an input; false: a click edits one cell. */
  alwaysEdit?: boolean;
  /** A selection column. */
  rowSelection?: 'checkbox' | 'radio';
  /**
   * Permission prefix: `${authPre}${key}` hides (type 1) or disables (type 2) a column, and the
   * toolbar's add / delete buttons go when `${authPre}add` / `${authPre}batch_delete` is not granted.
   */
  authPre?: string;
  /**
   * The order field drag sort and moves renumber; default the `isOrder` column, else orderNum when a
   * dragSort column exists.
   */
  orderKey?: string;
  disabled?: boolean;
  toolbar?: boolean;
  isRowDisabled?: (row: GridRow) => boolean;
  renderExpand?: (row: GridRow) => ReactNode;
  /** Removing saved rows waits for this; false keeps them. */
  confirmRemove?: (rows: GridRow[]) => boolean | Promise<boolean>;
  onSelectionChange?: (event: GridSelectionEvent) => void;
  onValueChange?: (change: GridValueChange) => void;
  onRowsChange?: (rows: GridRow[]) => void;
  /** Live updates (spec §7): grids of the same page id show each other's edits. */
  socketPageId?: string;
  /** Which grid of the page; default the grid's aria-label. */
  socketKey?: string;
  /** A tree table: rows with hasChildren load their children on first expand. */
  tree?: GridTreeConfig;
  /** The row's sub-table (子表), shown in a popover toggled by a button on each row. */
  renderSubTable?: (row: GridRow) => ReactNode;
  ref?: Ref<EditableGridHandle>;
}

const NEVER_DISABLED = () => false;
const POPUP_SELECTOR =
  '.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-modal-root, .ant-tooltip';

/**
 * The editable data grid (spec §3/§4/§5/§9, JVxeTable in the family): typed columns, row
 * operations, selection, validation, statistics and virtual rendering of large row sets.
 */
export function EditableGrid(props: EditableGridProps) {
  const { columns, alwaysEdit = true, rowSelection, disabled = false, toolbar = true } = props;
  const isRowDisabled = props.isRowDisabled ?? NEVER_DISABLED;
  const orderKey =
    props.orderKey ??
    columns.find((c) => c.isOrder)?.key ??
    (columns.some((c) => cellKind(c).role === 'dragSort') ? 'orderNum' : undefined);
  const state = useGridState({
    columns,
    rows: props.rows,
    orderKey,
    isRowDisabled,
    confirmRemove: props.confirmRemove,
    onSelectionChange: props.onSelectionChange,
    onRowsChange: props.onRowsChange,
  });
  const { rows } = state;
  // Tree rows stay under their parents: a tree table does not sort.
  const [sort, setSort] = useState<GridSort | null>(null);
  const activeSort = props.tree ? null : sort;
  const sorted = useSortedRows(rows, activeSort);
  const onSort = useCallback((key: string) => setSort((current) => nextSort(current, key)), []);
  const tree = useGridTree(props.tree, sorted, state.insertLoaded);
  const shown = tree.displayRows;
  const socket = useGridSocket({
    pageId: props.socketPageId,
    socketKey: props.socketKey ?? props['aria-label'],
    onUpdate: state.applyPatch,
  });
  const userAuth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  const layout = useMemo(
    () =>
      layoutColumns(
        columns,
        rowSelection,
        (c) => columnAccess(c, props.authPre, userAuth, allAuth),
        Boolean(props.renderSubTable),
      ),
    [columns, rowSelection, props.authPre, userAuth, allAuth, props.renderSubTable],
  );
  const auth = useAuth();
  const toolbarButtons = useMemo(() => auth.toolbar(props.authPre), [auth, props.authPre]);
  const scroller = useRef<HTMLDivElement>(null);
  const visibleWidth = useVisibleWidth(scroller);
  // Widths live in one style of the table: a resize draws no row again.
  const tableStyle = useMemo(() => {
    const widths = columnWidths(layout, visibleWidth);
    return {
      width: widths.reduce((sum, w) => sum + w, 0),
      '--hcs-grid-cols': widths.map((w) => `${w}px`).join(' '),
    } as CSSProperties;
  }, [layout, visibleWidth]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<{ rowId: string; key: string } | null>(null);

  const subTable = useSubTable(scroller);
  const rowHeight = gridRowHeight(useSettingsStore((s) => s.fontScale));
  const measureRow = useMemo(() => rowMeasurer(rowHeight), [rowHeight]);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    measureElement: measureRow,
    isScrollingResetDelay: SCROLL_SETTLE_MS,
    overscan: OVERSCAN,
    // Rows in the first render already, instead of in a second one after the scroller is measured.
    initialRect: { width: 0, height: props.maxHeight ?? GRID_MAX_HEIGHT },
    getItemKey: useItemKey(shown),
  });
  // A new text size changes every row's height: the positions measured at the old one are dropped.
  const measuredAt = useRef(rowHeight);
  useEffect(() => {
    if (measuredAt.current === rowHeight) return;
    measuredAt.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const focus = useCellFocus({
    container: scroller,
    virtualizer,
    rowCount: shown.length,
    colCount: layout.length,
    onEdit: (row, col) => {
      const key = layout[col]?.column?.key;
      const rowId = shown[row]?.id;
      if (key && rowId && !alwaysEdit) setEditing({ rowId, key });
    },
    onStopEdit: () => setEditing(null),
  });

  // alwaysEdit off: a mouse-up outside the edited cell (and outside its dropdowns) ends editing.
  useEffect(() => {
    if (alwaysEdit || !editing) return;
    const onMouseUp = (event: MouseEvent) => {
      const target = event.target as Element;
      const cell = target.closest?.('td[data-key]') as HTMLElement | null;
      const inCell =
        cell?.dataset.key === editing.key &&
        cell.closest('[data-row-id]')?.getAttribute('data-row-id') === editing.rowId;
      if (!inCell && !target.closest?.(POPUP_SELECTOR)) setEditing(null);
    };
    document.addEventListener('mouseup', onMouseUp);
    return () => document.removeEventListener('mouseup', onMouseUp);
  }, [alwaysEdit, editing]);

  const onClickCell = (event: ReactMouseEvent<HTMLTableElement>) => {
    if (alwaysEdit || disabled) return;
    const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-key]');
    const rowId = cell?.closest('[data-row-id]')?.getAttribute('data-row-id');
    if (cell?.dataset.key && rowId) setEditing({ rowId, key: cell.dataset.key });
  };

  const onValueChangeRef = useRef(props.onValueChange);
  onValueChangeRef.current = props.onValueChange;
  const { sendUpdate } = socket;
  const onChange = useCallback(
    (row: GridRow, column: GridColumn, value: unknown, extra?: Record<string, unknown>) => {
      const updated = state.setCellValue(row.id, column, value, extra);
      if (updated) onValueChangeRef.current?.({ row: updated, column, value });
      // Only saved rows exist in the other users' grids.
      if (updated && !isTempId(row.id)) sendUpdate({ ...extra, id: row.id, [column.key]: value });
      void state.validateOne(row.id, column);
    },
    [state.setCellValue, state.validateOne, sendUpdate],
  );
  const onBlur = useCallback(
    (row: GridRow, column: GridColumn) => void state.validateOne(row.id, column),
    [state.validateOne],
  );

  const selectedIds = useMemo(
    () => (state.selected.size === 0 ? [] : rows.filter((r) => state.selected.has(r.id)).map((r) => r.id)),
    [rows, state.selected],
  );
  const lastSelected = selectedIds.at(-1);
  const movableIndex = selectedIds.length === 1 ? rows.findIndex((r) => r.id === selectedIds[0]) : null;

  useImperativeHandle(
    props.ref,
    (): EditableGridHandle => ({
      getValues: state.getValues,
      addRows: state.addRows,
      insertBelow: state.insertBelow,
      removeRows: state.removeRows,
      getSelection: () =>
        state.rowsRef.current.filter((r) => state.selectedRef.current.has(r.id)).map((r) => r.id),
      clearSelection: state.clearSelection,
      toggleSubTable: (rowId) => subTable.toggle(rowId),
    }),
    [state, subTable.toggle],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (activeSort || !event.over || event.active.id === event.over.id) return;
    const from = rows.findIndex((r) => r.id === event.active.id);
    const to = rows.findIndex((r) => r.id === event.over?.id);
    state.move(from, to);
  };

  const { toggleRow } = state;
  const onSelectRow = useCallback(
    (row: GridRow, checked: boolean) => toggleRow(row, checked, rowSelection === 'radio'),
    [toggleRow, rowSelection],
  );
  const toggleSubTable = subTable.toggle;
  const onToggleSubTable = useCallback(
    (row: GridRow, clientY: number | undefined) => toggleSubTable(row.id, clientY),
    [toggleSubTable],
  );

  const toggleExpand = useCallback((row: GridRow) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  }, []);

  const items = virtualizer.getVirtualItems();
  const withStatistics = hasStatistics(layout);
  const sortable = layout.some((c) => c.kind === 'dragSort');
  const BodyRow = sortable ? SortableGridBodyRow : GridBodyRow;
  const bodyRows = items.map((item) => {
    const row = shown[item.index];
    if (!row) return null;
    if (isTreePlaceholder(row))
      return (
        <GridLoadingRow
          key={row.id}
          index={item.index}
          start={item.start}
          depth={tree.info(row).depth}
          colSpan={layout.length}
          measure={virtualizer.measureElement}
        />
      );
    return (
      <BodyRow
        key={row.id}
        row={row}
        index={item.index}
        start={item.start}
        columns={layout}
        selection={rowSelection}
        selected={state.selected.has(row.id)}
        rowDisabled={disabled || isRowDisabled(row)}
        expanded={expanded.has(row.id)}
        expandContent={expanded.has(row.id) ? props.renderExpand?.(row) : null}
        activeCol={focus.tabStop?.row === item.index ? focus.tabStop.col : null}
        editingKey={editing?.rowId === row.id ? editing.key : null}
        alwaysEdit={alwaysEdit && !disabled}
        dragLocked={activeSort !== null}
        scrolling={virtualizer.isScrolling}
        errors={state.errors[row.id]}
        isHighlighted={state.isHighlighted}
        measure={virtualizer.measureElement}
        onSelect={onSelectRow}
        onToggleExpand={toggleExpand}
        onChange={onChange}
        onBlur={onBlur}
        subOpen={subTable.open?.rowId === row.id}
        onToggleSubTable={onToggleSubTable}
        tree={tree.enabled ? tree.info(row) : undefined}
        onToggleTree={tree.toggle}
      />
    );
  });
  const subRow = subTable.open ? rows.find((r) => r.id === subTable.open?.rowId) : undefined;
  const scrollArea = (
    <div
      ref={scroller}
      className="hcs-grid__scroller"
      style={{ maxHeight: props.maxHeight ?? GRID_MAX_HEIGHT }}
      // An empty grid has no cell to focus, yet may scroll sideways (a phone): the area itself takes the
      // keyboard then, so its columns can still be reached (WCAG 2.1.1).
      {...(shown.length === 0
        ? { tabIndex: 0, role: 'region', 'aria-label': `${props['aria-label']}（无数据）` }
        : {})}
    >
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an editable table with a roving cell focus is an ARIA grid (APG "data grid")
        role="grid"
        aria-label={props['aria-label']}
        aria-rowcount={shown.length + 1 + (withStatistics ? 1 : 0)}
        aria-colcount={layout.length}
        aria-multiselectable={rowSelection === 'checkbox' ? true : undefined}
        className="hcs-grid__table"
        style={tableStyle}
        onKeyDown={focus.onKeyDown}
        onFocus={focus.onFocus}
        onClick={onClickCell}
      >
        <GridHeader
          columns={layout}
          selection={rowSelection}
          selectionState={state.selectionState}
          hasSelectable={rows.some((r) => !isRowDisabled(r))}
          onToggleAll={state.toggleAll}
          sort={props.tree ? undefined : sort}
          onSort={onSort}
        />
        <tbody
          className="hcs-grid__body"
          style={{ height: shown.length ? virtualizer.getTotalSize() : rowHeight }}
        >
          {shown.length === 0 ? (
            <tr className="hcs-grid__empty">
              <td colSpan={layout.length}>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
              </td>
            </tr>
          ) : null}
          {sortable ? (
            <SortableContext
              items={items.map((item) => shown[item.index]?.id ?? '')}
              strategy={verticalListSortingStrategy}
            >
              {bodyRows}
            </SortableContext>
          ) : (
            bodyRows
          )}
        </tbody>
        {withStatistics ? (
          <GridStatisticsRow columns={layout} rows={rows} rowCount={rows.length + 2} />
        ) : null}
      </table>
      {subTable.open && subRow && props.renderSubTable ? (
        <GridSubPopover
          // A popover per row: focus moves into it again when it switches rows.
          key={subTable.open.rowId}
          open={subTable.open}
          content={props.renderSubTable(subRow)}
          onClose={subTable.close}
        />
      ) : null}
    </div>
  );
  return (
    <div className="hcs-grid" data-socket={props.socketPageId ? socket.status : undefined}>
      {toolbar ? (
        <GridToolbar
          disabled={disabled}
          buttons={toolbarButtons}
          selectedCount={selectedIds.length}
          movableIndex={movableIndex}
          rowCount={rows.length}
          moveLocked={activeSort !== null}
          onAdd={() => state.addRows()}
          onInsert={() => (lastSelected ? state.insertBelow(lastSelected) : state.addRows())}
          onMove={(delta) => movableIndex !== null && state.move(movableIndex, movableIndex + delta)}
          onRemove={() => void state.removeRows(selectedIds)}
        />
      ) : null}
      {sortable ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          {scrollArea}
        </DndContext>
      ) : (
        scrollArea
      )}
    </div>
  );
}
