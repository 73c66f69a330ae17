import { DownOutlined, HolderOutlined, RightOutlined, TableOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Button, Checkbox, Radio } from 'antd';
import { memo, type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { GridCell, type GridCellProps } from './GridCell.tsx';
import { liteCell } from './GridLiteCell.tsx';
import type { GridLayoutColumn } from './gridLayout.ts';
import { MOVE_LOCKED } from './gridSort.ts';
import { samePropsExcept } from './sameProps.ts';
import type { GridRow } from './types.ts';
import { cellFocusAttributes } from './useCellFocus.ts';
import type { GridTreeRowInfo } from './useGridTree.ts';

export interface GridBodyRowProps {
  row: GridRow;
  index: number;
  /** Pixel offset from the virtualiser. */
  start: number;
  columns: readonly GridLayoutColumn[];
  selection: 'checkbox' | 'radio' | undefined;
  selected: boolean;
  rowDisabled: boolean;
  expanded: boolean;
  expandContent: ReactNode;
  activeCol: number | null;
  editingKey: string | null;
  alwaysEdit: boolean;
  /** The rows are shown sorted: the drag handle does nothing and says why. */
  dragLocked?: boolean;
  /** The grid is being scrolled: a row appearing now draws its cells as text until scrolling stops. */
  scrolling?: boolean;
  errors: Readonly<Record<string, string>> | undefined;
  isHighlighted(rowId: string, key: string): boolean;
  measure(element: HTMLElement | null): void;
  onSelect(row: GridRow, checked: boolean): void;
  onToggleExpand(row: GridRow): void;
  onChange: GridCellProps['onChange'];
  onBlur: GridCellProps['onBlur'];
  /** This row's sub-table popover is open. */
  subOpen?: boolean;
  onToggleSubTable?(row: GridRow, clientY: number | undefined): void;
  /** Tree tables: the row's depth and expand state. */
  tree?: GridTreeRowInfo;
  onToggleTree?(row: GridRow): void;
}

export const TREE_INDENT = 16;

type RowSortable = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setNodeRef' | 'transform' | 'transition' | 'isDragging'
>;

const sameTree = (a: GridTreeRowInfo | undefined, b: GridTreeRowInfo | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.depth === b.depth &&
    a.expandable === b.expandable &&
    a.expanded === b.expanded);

/** A row draws again only when one of its props changes: not on every scroll frame of the grid. */
const sameRow = (before: GridBodyRowProps, after: GridBodyRowProps) =>
  samePropsExcept(before, after, 'tree', sameTree);

/** A row that can be dragged: only grids with a drag-sort column pay for the drag-and-drop hooks. */
export const SortableGridBodyRow = memo(function SortableGridBodyRow(props: GridBodyRowProps) {
  const sortable = useSortable({ id: props.row.id, disabled: props.dragLocked });
  return <BodyRow {...props} sortable={sortable} />;
}, sameRow);

export const GridBodyRow = memo(function GridBodyRow(props: GridBodyRowProps) {
  return <BodyRow {...props} />;
}, sameRow);

/** One virtual row: its control cells (selection, number, expand, drag handle) and value cells. */
function BodyRow(props: GridBodyRowProps & { sortable?: RowSortable }) {
  const { row, index, columns, selection, selected, rowDisabled, expanded, activeCol, sortable } = props;
  // Mounting a row of antd inputs on every frame of a fast scroll makes long tasks: rows that appear
  // while scrolling show text, and take their inputs once it stops, in a transition React can pause.
  const [lite, setLite] = useState(Boolean(props.scrolling && props.alwaysEdit));
  useEffect(() => {
    if (lite && !props.scrolling) startTransition(() => setLite(false));
  }, [lite, props.scrolling]);
  const drag = sortable?.transform ? `translate3d(0, ${sortable.transform.y}px, 0)` : '';
  // A new ref function each render would make the virtualiser observe the row again every time.
  const setNodeRef = sortable?.setNodeRef;
  const { measure } = props;
  const setRef = useCallback(
    (element: HTMLTableRowElement | null) => {
      setNodeRef?.(element);
      measure(element);
    },
    [setNodeRef, measure],
  );

  const firstValue = props.tree ? columns.findIndex((c) => c.kind === 'value') : -1;
  const tree = props.tree;
  const treePrefix = tree ? (
    <span className="hcs-grid__tree" style={{ paddingLeft: tree.depth * TREE_INDENT }}>
      {tree.expandable ? (
        <Button
          type="text"
          size="small"
          aria-label={`${tree.expanded ? '收起' : '展开'}第${index + 1}行的下级`}
          aria-expanded={tree.expanded}
          icon={tree.expanded ? <DownOutlined /> : <RightOutlined />}
          onClick={() => props.onToggleTree?.(row)}
        />
      ) : (
        <span className="hcs-grid__tree-leaf" />
      )}
    </span>
  ) : null;

  const control = (layout: GridLayoutColumn, colIndex: number) => {
    const cell = (content: ReactNode) => (
      <td
        key={layout.id}
        {...cellFocusAttributes(colIndex, activeCol === colIndex)}
        className="hcs-grid__cell hcs-grid__cell--control"
      >
        {content}
      </td>
    );
    switch (layout.kind) {
      case 'selection':
        return cell(
          selection === 'radio' ? (
            <Radio
              aria-label={`选择第${index + 1}行`}
              checked={selected}
              disabled={rowDisabled}
              onChange={(e) => props.onSelect(row, e.target.checked)}
            />
          ) : (
            <Checkbox
              aria-label={`选择第${index + 1}行`}
              checked={selected}
              disabled={rowDisabled}
              onChange={(e) => props.onSelect(row, e.target.checked)}
            />
          ),
        );
      case 'rowNumber':
        return cell(index + 1);
      case 'subTable':
        return cell(
          <Button
            type="text"
            size="small"
            aria-label={`子表 第${index + 1}行`}
            aria-expanded={Boolean(props.subOpen)}
            icon={<TableOutlined />}
            // A keyboard click has no pointer position: the row's own box decides the placement.
            onClick={(e) => props.onToggleSubTable?.(row, e.detail > 0 ? e.clientY : undefined)}
          />,
        );
      case 'expand':
        return cell(
          <Button
            type="text"
            size="small"
            aria-label={expanded ? `收起第${index + 1}行` : `展开第${index + 1}行`}
            aria-expanded={expanded}
            icon={expanded ? <DownOutlined /> : <RightOutlined />}
            onClick={() => props.onToggleExpand(row)}
          />,
        );
      case 'dragSort':
        return cell(
          <button
            type="button"
            className="hcs-grid__drag"
            aria-label={`拖动排序第${index + 1}行`}
            {...sortable?.attributes}
            {...sortable?.listeners}
            title={props.dragLocked ? MOVE_LOCKED : undefined}
            aria-disabled={props.dragLocked || undefined}
          >
            <HolderOutlined />
          </button>,
        );
      default: {
        const column = layout.column;
        if (!column) return null;
        const prefix = colIndex === firstValue ? treePrefix : undefined;
        if (lite) return liteCell(column, row[column.key], colIndex, activeCol === colIndex, prefix);
        return (
          <GridCell
            key={layout.id}
            column={column}
            row={row}
            rowIndex={index}
            colIndex={colIndex}
            disabled={rowDisabled || layout.disabled}
            editing={props.alwaysEdit || props.editingKey === column.key}
            active={activeCol === colIndex}
            error={props.errors?.[column.key]}
            highlighted={props.isHighlighted(row.id, column.key)}
            prefix={prefix}
            onChange={props.onChange}
            onBlur={props.onBlur}
          />
        );
      }
    }
  };

  return (
    <tr
      ref={setRef}
      aria-rowindex={index + 2}
      aria-selected={selection ? selected : undefined}
      data-index={index}
      data-row-id={row.id}
      data-expanded={expanded || undefined}
      className={`hcs-grid__row hcs-grid__row-cells${sortable?.isDragging ? ' hcs-grid__row--dragging' : ''}`}
      style={{ top: props.start, transform: drag || undefined, transition: sortable?.transition }}
    >
      {columns.map(control)}
      {expanded ? (
        <td colSpan={columns.length} className="hcs-grid__expand">
          {props.expandContent}
        </td>
      ) : null}
    </tr>
  );
}
