import { fillRuleText } from '@hcs/shared';
import { ELLIPSIS_LENGTH } from '../Ellipsis.tsx';
import type { GridCellKind, GridColumn, GridColumnType, GridOption } from './types.ts';

const KIND_OF: Record<GridColumnType, GridCellKind> = {
  rowNumber: 'rowNumber',
  checkbox: 'checkbox',
  radio: 'radio',
  expand: 'expand',
  dragSort: 'dragSort',
  input: 'input',
  inputNumber: 'inputNumber',
  textarea: 'textarea',
  input_pop: 'textarea',
  select: 'select',
  'select-search': 'selectSearch',
  sel_search: 'selectSearch',
  sel_search_async: 'selectAsync',
  'select-multiple': 'selectMultiple',
  list_multi: 'selectMultiple',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  upload: 'file',
  file: 'file',
  image: 'image',
  progress: 'progress',
  switch: 'switch',
  departSelect: 'departSelect',
  sel_depart: 'departSelect',
  userSelect: 'userSelect',
  sel_user: 'userSelect',
  tags: 'tags',
  popup: 'popup',
  slot: 'slot',
  normal: 'normal',
  hidden: 'hidden',
};

export const cellKind = (column: GridColumn): GridCellKind => KIND_OF[column.type];

/** Cells that hold no value of the row: they draw the row's own controls. */
const CONTROL_KINDS: ReadonlySet<GridCellKind> = new Set(['rowNumber', 'expand', 'dragSort']);
export const isControlColumn = (column: GridColumn) => CONTROL_KINDS.has(cellKind(column));

export const SWITCH_DEFAULT: readonly [string, string] = ['Y', 'N'];
export const CHECKBOX_DEFAULT: readonly [boolean, boolean] = [true, false];

/** Spec §9 "Grid": the widths some kinds have unless the column declares one. */
const WIDTH_OF: Partial<Record<GridCellKind, number>> = {
  rowNumber: 60,
  expand: 60,
  dragSort: 60,
  datetime: 200,
  userSelect: 220,
  departSelect: 160,
};
/**
 * Spec §9's minimums (of another grid of the product) as the floor of a column that shares the grid's
 * width. Of their kinds only date shares: datetime, user and department selects have defaults of their own.
 */
const SHARE_FLOOR_OF: Partial<Record<GridCellKind, number>> = { date: 135 };
export const FALLBACK_WIDTH = 120;

/** A declared width (kept as given), else the kind's default; undefined: the column shares the grid's width. */
export const fixedWidth = (column: GridColumn): number | undefined =>
  column.width ?? WIDTH_OF[cellKind(column)];

/** The least a sharing column gets, and what it gets before the grid's width is known. */
export const shareFloor = (column: GridColumn): number =>
  Math.max(FALLBACK_WIDTH, SHARE_FLOOR_OF[cellKind(column)] ?? 0);

/** A column's width before the grid's width is known. */
export const columnWidth = (column: GridColumn): number => fixedWidth(column) ?? shareFloor(column);

/** inputNumber, and input or normal columns declared `number`: their values are numbers. */
export const isNumberColumn = (column: GridColumn): boolean => {
  const kind = cellKind(column);
  return kind === 'inputNumber' || (Boolean(column.number) && (kind === 'input' || kind === 'normal'));
};

/** The value a new row gets in this column (spec §4: defaults per column type). */
export function defaultCellValue(column: GridColumn): unknown {
  if (column.defaultValue !== undefined) return column.defaultValue;
  switch (cellKind(column)) {
    case 'switch':
      return (column.customValue ?? SWITCH_DEFAULT)[1];
    case 'checkbox':
      return (column.customValue ?? CHECKBOX_DEFAULT)[column.defaultChecked ? 0 : 1];
    case 'progress':
      return 0;
    default:
      return isNumberColumn(column) ? null : '';
  }
}

export const placeholderOf = (column: GridColumn) =>
  column.placeholder === undefined ? undefined : fillRuleText(column.placeholder, column);

export const optionText = (option: GridOption) => option.text ?? option.title ?? option.label ?? option.value;

/** normal cells cut their text after `props.ellipsis` characters: default 25, -1 never. */
export function ellipsisLength(column: GridColumn): number {
  const length = column.props?.ellipsis;
  return typeof length === 'number' ? length : ELLIPSIS_LENGTH;
}
