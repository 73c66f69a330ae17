import { CHECK_RULE_GRID_RULES } from '@hcs/shared';
import type { GridColumn } from '../../../components/grid/index.ts';

/**
 * The rule editor's rows: how many characters, the regular expression they must match, the message.
 * Their rules are shared with the server, which checks a saved rule again.
 */
export const RULE_GRID_COLUMNS: GridColumn[] = [
  { key: 'rowNumber', title: '序号', type: 'rowNumber' },
  { ...CHECK_RULE_GRID_RULES.digits, type: 'input', width: 90, placeholder: '* 或位数' },
  { ...CHECK_RULE_GRID_RULES.pattern, type: 'input', width: 240, placeholder: '如 ^[a-zA-Z]$' },
  { ...CHECK_RULE_GRID_RULES.message, type: 'input', width: 220, placeholder: '不通过时的提示' },
];
