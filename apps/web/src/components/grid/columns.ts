import { fillRuleText } from '@hcs/shared';
import { ELLIPSIS_LENGTH } from '../Ellipsis.tsx';
import type { GridColumn, GridOption } from './types.ts';

export const SWITCH_DEFAULT: readonly [string, string] = ['Y', 'N'];
export const CHECKBOX_DEFAULT: readonly [boolean, boolean] = [true, false];

export const placeholderOf = (column: GridColumn) =>
  column.placeholder === undefined ? undefined : fillRuleText(column.placeholder, column);

export const optionText = (option: GridOption) => option.text ?? option.title ?? option.label ?? option.value;

/** normal cells cut their text after `props.ellipsis` characters: default 25, -1 never. */
export function ellipsisLength(column: GridColumn): number {
  const length = column.props?.ellipsis;
  return typeof length === 'number' ? length : ELLIPSIS_LENGTH;
}
