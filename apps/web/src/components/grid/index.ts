export { EditableGrid, type EditableGridProps, GRID_MAX_HEIGHT, GRID_ROW_HEIGHT } from './EditableGrid.tsx';
export { INSERT_TOO_FAST } from './GridToolbar.tsx';
export type * from './types.ts';
export { GridValidationError } from './validateCell.ts';
