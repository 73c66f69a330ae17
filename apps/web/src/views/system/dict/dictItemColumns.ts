import { DICT_ITEM_GRID_RULES, dictItemResource } from '@hcs/shared';
import type { GridColumn } from '../../../components/grid/index.ts';

const { fields } = dictItemResource;

/** A text cell of an item field: its placeholder and length from the items' definition. */
const textCell = (name: 'itemText' | 'itemValue' | 'description', width: number) => ({
  type: 'input' as const,
  width,
  placeholder: `请输入${fields[name].label}`,
  props: { maxLength: fields[name].input.max },
});

/** The items grid: its rules are shared with the server, which checks them again (第N行：…). */
export const DICT_ITEM_COLUMNS: readonly GridColumn[] = [
  { key: 'drag', title: '拖动排序', type: 'dragSort', width: 90 },
  { ...DICT_ITEM_GRID_RULES.itemText, ...textCell('itemText', 180) },
  { ...DICT_ITEM_GRID_RULES.itemValue, ...textCell('itemValue', 160) },
  { key: 'description', title: fields.description.label, ...textCell('description', 200) },
  { ...DICT_ITEM_GRID_RULES.sortOrder, type: 'inputNumber', width: 100 },
  {
    ...DICT_ITEM_GRID_RULES.status,
    type: 'select',
    width: 110,
    dictCode: fields.status.dict,
    defaultValue: String(fields.status.input.default),
  },
];
