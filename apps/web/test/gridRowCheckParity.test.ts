import { checkGridRows, type GridCellRule } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import type { GridColumn, GridRow } from '../src/components/grid/types.ts';
import { validateCell } from '../src/components/grid/validateCell.ts';
import { RULE_GRID_COLUMNS } from '../src/views/system/checkRule/ruleGridColumns.ts';
import { DICT_ITEM_COLUMNS } from '../src/views/system/dict/dictItemColumns.ts';

/** What the grid shows for every cell, in the shape checkGridRows answers. */
async function gridMessages(columns: readonly GridColumn[], rows: readonly GridRow[]) {
  return Promise.all(
    rows.map(async (row) => {
      const cells = await Promise.all(columns.map(async (c) => [c.key, await validateCell(c, row, rows)]));
      return cells.filter(([, message]) => message !== null).map(([key, message]) => `${key}:${message}`);
    }),
  );
}

const sharedMessages = (columns: readonly GridColumn[], rows: readonly GridRow[]) =>
  checkGridRows(columns, rows).map((cells) => cells.map((c) => `${c.key}:${c.message}`));

const VALUES: unknown[] = [
  '',
  '  ',
  null,
  undefined,
  [],
  'a',
  'A',
  'abc',
  'a',
  1,
  '1',
  1.5,
  '-2',
  'x@y.cn',
  '*',
];
const RULES: GridCellRule[][] = [
  [{ required: true }],
  [{ required: true, message: '请填写' }],
  [{ unique: true }],
  [{ only: true, message: '重复' }],
  ...['*', 'n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', 'money'].map((pattern) => [
    { pattern },
  ]),
  [{ pattern: '^[a-z]+$' }],
  [{ pattern: '/^[a-z]+$/i', message: '字母' }],
  [{ pattern: '[a-' }],
  [{ required: true }, { unique: true }, { pattern: 'z' }],
];

describe('the shared row checker and the grid agree', () => {
  it('on every preset and rule kind, cell by cell', async () => {
    const rows: GridRow[] = VALUES.map((v, i) => ({ id: `r${i}`, v }));
    for (const validateRules of RULES) {
      const columns: GridColumn[] = [{ key: 'v', title: '值', type: 'input', validateRules }];
      expect(sharedMessages(columns, rows), JSON.stringify(validateRules)).toEqual(
        await gridMessages(columns, rows),
      );
    }
  });

  it('on the dictionary items and check-rule grids as the pages declare them', async () => {
    const items: GridRow[] = [
      { id: '1', itemText: '满意', itemValue: 'good', sortOrder: 1, status: '1' },
      { id: '2', itemText: ' ', itemValue: 'good', sortOrder: null, status: '' },
      { id: '3', itemText: '一般', itemValue: '', sortOrder: '1.5', status: '0' },
    ];
    expect(sharedMessages(DICT_ITEM_COLUMNS, items)).toEqual(await gridMessages(DICT_ITEM_COLUMNS, items));
    expect(sharedMessages(DICT_ITEM_COLUMNS, items)[1]).toEqual([
      'itemText:名称不能为空',
      'itemValue:数据值不能重复',
      'sortOrder:排序不能为空',
      'status:请选择状态',
    ]);
    const segments: GridRow[] = [
      { id: 'a', digits: '*', pattern: '^a$', message: '须为a' },
      { id: 'b', digits: '0', pattern: '', message: ' ' },
    ];
    expect(sharedMessages(RULE_GRID_COLUMNS, segments)).toEqual(
      await gridMessages(RULE_GRID_COLUMNS, segments),
    );
  });
});
