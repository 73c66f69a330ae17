export {
  EditableGrid,
  type EditableGridProps,
  GRID_MAX_HEIGHT,
  GRID_ROW_HEIGHT,
  gridRowHeight,
} from './EditableGrid.tsx';
export {
  GridFormField,
  type GridFormFieldProps,
  type GridSubmitValue,
  gridRule,
  gridSubmitValue,
} from './GridFormField.tsx';
export { INSERT_TOO_FAST } from './GridToolbar.tsx';
export {
  GRID_HEARTBEAT_MS,
  GRID_HEARTBEAT_TIMEOUT_MS,
  GRID_RECONNECT_MS,
  openGridSocket,
} from './gridSocket.ts';
export type * from './types.ts';
export { RELOAD_HIGHLIGHT_MS } from './useGridState.ts';
export { type GridTreeConfig, TREE_LOADING_TEXT, TREE_UNRECOGNISED } from './useGridTree.ts';
export { SUB_TABLE_OPEN_FAILED } from './useSubTable.ts';
export { GridValidationError } from './validateCell.ts';
