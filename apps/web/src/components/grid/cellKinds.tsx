import type { ReactElement, ReactNode } from 'react';
import { shorten } from '../../utils/shorten.ts';
import { Ellipsis } from '../Ellipsis.tsx';
import { asText, type CellEditorProps } from './cells/cellProps.ts';
import {
  CheckboxCell,
  DateCell,
  DepartCell,
  PopupCell,
  ProgressCell,
  SwitchCell,
  TimeCell,
  UserCell,
} from './cells/PickCells.tsx';
import { OptionText, SelectCell, type SelectMode } from './cells/SelectCell.tsx';
import { InputCell, NumberCell, TagsCell, TextareaCell } from './cells/TextCells.tsx';
import { UploadCell } from './cells/UploadCell.tsx';
import { CHECKBOX_DEFAULT, ellipsisLength, SWITCH_DEFAULT } from './columns.ts';
import type { GridCellKind, GridColumn, GridColumnType } from './types.ts';

/**
 * Where a kind's cell goes: a value cell, one of the row's own controls (row number, expand button, drag
 * handle: they hold no value), or nowhere (hidden: the value goes with the row unseen).
 */
export type CellRole = 'value' | 'hidden' | 'rowNumber' | 'expand' | 'dragSort';

/**
 * How a value reads in a cell that is not being edited: its text, or an element that draws it when the
 * text has to load first (an option's label from a dictionary).
 */
export type CellReader = (column: GridColumn, value: unknown) => string | ReactElement;

/** What the grid does differently by the kind of a cell: one entry per kind in CELL_KINDS. */
export interface CellKind {
  role: CellRole;
  /**
   * The cell's control. Called while the cell draws, so it returns elements and calls no hooks itself
   * (a control with state of its own is a component it returns).
   */
  editor(props: CellEditorProps): ReactNode;
  reader: CellReader;
  /** What a new row holds unless the column declares a defaultValue (spec §4: defaults per column type). */
  defaultValue(column: GridColumn): unknown;
  /** The values are numbers: getValues gives typed number text as numbers, statistics add them up. */
  numeric(column: GridColumn): boolean;
  /** Spec §9: the width unless the column declares one; none: the column shares the grid's width. */
  width?: number;
  /** The least a column of this kind gets when it shares the grid's width, if more than FALLBACK_WIDTH. */
  shareFloor?: number;
  /** One click already: the control shows even while its cell is not being edited (alwaysEdit off). */
  direct?: boolean;
  /** Draws from the whole row, so it draws again when any cell of its row changes. */
  wholeRow?: boolean;
}

const plainEditor = (props: CellEditorProps) => <span>{asText(props.value)}</span>;
const plainText: CellReader = (_column, value) => asText(value);
const NOT_NUMERIC = () => false;

/**
 * An entry with what most kinds share: a value cell read as its text, not numeric, empty in a new row
 * ('', or null for numbers), sharing the grid's width.
 */
function kind(entry: Partial<CellKind>): CellKind {
  const numeric = entry.numeric ?? NOT_NUMERIC;
  return {
    role: 'value',
    editor: plainEditor,
    reader: plainText,
    defaultValue: (column) => (numeric(column) ? null : ''),
    ...entry,
    numeric,
  };
}

/** input and normal columns declared `number` hold numbers. */
const declaredNumber = (column: GridColumn) => Boolean(column.number);

/** The option kinds: the select (or radio group) to edit, the chosen options' labels to read. */
const optionKind = (mode: SelectMode): CellKind =>
  kind({
    editor: (props) => <SelectCell {...props} mode={mode} />,
    reader: (column, value) => <OptionText column={column} value={value} mode={mode} />,
  });

/** Spec §9: the row's own controls are 60 px wide. */
const CONTROL_WIDTH = 60;

/** Every kind of cell, and what differs by kind. A kind missing here, or one too many, does not compile. */
export const CELL_KINDS = {
  rowNumber: kind({ role: 'rowNumber', width: CONTROL_WIDTH }),
  expand: kind({ role: 'expand', width: CONTROL_WIDTH }),
  dragSort: kind({ role: 'dragSort', width: CONTROL_WIDTH }),
  hidden: kind({ role: 'hidden' }),
  input: kind({
    editor: (props) => (props.column.number ? <NumberCell {...props} /> : <InputCell {...props} />),
    numeric: declaredNumber,
  }),
  inputNumber: kind({ editor: (props) => <NumberCell {...props} />, numeric: () => true }),
  tags: kind({ editor: (props) => <TagsCell {...props} /> }),
  textarea: kind({ editor: (props) => <TextareaCell {...props} /> }),
  select: optionKind('select'),
  selectSearch: optionKind('search'),
  selectMultiple: optionKind('multiple'),
  selectAsync: optionKind('async'),
  radio: optionKind('radio'),
  checkbox: kind({
    editor: (props) => <CheckboxCell {...props} />,
    defaultValue: (column) => (column.customValue ?? CHECKBOX_DEFAULT)[column.defaultChecked ? 0 : 1],
    direct: true,
  }),
  switch: kind({
    editor: (props) => <SwitchCell {...props} />,
    reader: (column, value) => (value === (column.customValue ?? SWITCH_DEFAULT)[0] ? '是' : '否'),
    defaultValue: (column) => (column.customValue ?? SWITCH_DEFAULT)[1],
    direct: true,
  }),
  // Spec §9's minimum for date columns (of another grid of the product) as the floor of a sharing one.
  date: kind({ editor: (props) => <DateCell {...props} format="date" />, shareFloor: 135 }),
  datetime: kind({ editor: (props) => <DateCell {...props} format="datetime" />, width: 200 }),
  time: kind({ editor: (props) => <TimeCell {...props} /> }),
  file: kind({ editor: (props) => <UploadCell {...props} fileType="all" />, direct: true }),
  image: kind({ editor: (props) => <UploadCell {...props} fileType="image" />, direct: true }),
  progress: kind({ editor: (props) => <ProgressCell {...props} />, defaultValue: () => 0, direct: true }),
  departSelect: kind({ editor: (props) => <DepartCell {...props} />, width: 160 }),
  userSelect: kind({ editor: (props) => <UserCell {...props} />, width: 220 }),
  popup: kind({ editor: (props) => <PopupCell {...props} /> }),
  slot: kind({
    editor: ({ column, row, rowIndex, value, disabled, onChange }) => (
      <>{column.render?.({ row, rowIndex, column, value, disabled, setValue: (v) => onChange(v) })}</>
    ),
    direct: true,
    wholeRow: true,
  }),
  normal: kind({
    editor: ({ column, value }) => (
      <Ellipsis text={asText(value)} length={ellipsisLength(column)} details={Boolean(column.showDetails)} />
    ),
    reader: (column, value) => shorten(asText(value), ellipsisLength(column)),
    numeric: declaredNumber,
    direct: true,
  }),
} satisfies Record<GridCellKind, CellKind>;

/** The spellings of spec §3 and the kind each is drawn as. */
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

/** A type outside the union (from a caller without types) draws as its plain text, as it always has. */
const UNKNOWN_KIND = kind({});

export const cellKind = (column: GridColumn): CellKind => CELL_KINDS[KIND_OF[column.type]] ?? UNKNOWN_KIND;

/** Cells that hold no value of the row: they draw the row's own controls. */
export const isControlColumn = (column: GridColumn): boolean => {
  const { role } = cellKind(column);
  return role !== 'value' && role !== 'hidden';
};

const FALLBACK_WIDTH = 120;

/** A declared width (kept as given), else the kind's; undefined: the column shares the grid's width. */
export const fixedWidth = (column: GridColumn): number | undefined => column.width ?? cellKind(column).width;

/** The least a sharing column gets, and what it gets before the grid's width is known. */
export const shareFloor = (column: GridColumn): number =>
  Math.max(FALLBACK_WIDTH, cellKind(column).shareFloor ?? 0);

/** A column's width before the grid's width is known. */
export const columnWidth = (column: GridColumn): number => fixedWidth(column) ?? shareFloor(column);

/** inputNumber, and input or normal columns declared `number`: their values are numbers. */
export const isNumberColumn = (column: GridColumn): boolean => cellKind(column).numeric(column);

/** The value a new row gets in this column: the declared default, else its kind's. */
export const defaultCellValue = (column: GridColumn): unknown =>
  column.defaultValue !== undefined ? column.defaultValue : cellKind(column).defaultValue(column);
