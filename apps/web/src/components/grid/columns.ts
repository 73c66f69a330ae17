import { fillRuleText } from '@hcs/shared';
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

/** Spec §9 "Grid": fixed widths of some kinds, 120 px otherwise; never under a kind's minimum. */
const WIDTH_OF: Partial<Record<GridCellKind, number>> = {
  rowNumber: 60,
  expand: 60,
  dragSort: 60,
  datetime: 200,
  userSelect: 220,
  departSelect: 160,
};
const MIN_WIDTH_OF: Partial<Record<GridCellKind, number>> = {
  date: 135,
  datetime: 190,
  userSelect: 190,
  departSelect: 190,
  rowNumber: 60,
};
export const FALLBACK_WIDTH = 120;

export function columnWidth(column: GridColumn): number {
  const kind = cellKind(column);
  const width = column.width ?? WIDTH_OF[kind] ?? FALLBACK_WIDTH;
  return Math.max(width, MIN_WIDTH_OF[kind] ?? 0);
}

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
    case 'inputNumber':
      return null;
    default:
      return '';
  }
}

export const placeholderOf = (column: GridColumn) =>
  column.placeholder === undefined ? undefined : fillRuleText(column.placeholder, column);

export const optionText = (option: GridOption) => option.text ?? option.title ?? option.label ?? option.value;
