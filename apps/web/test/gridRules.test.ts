import { describe, expect, it } from 'vitest';
import {
  acceptNumberTyping,
  averageOf,
  formatTags,
  numberOnBlur,
  sumOf,
  textWidth,
} from '../src/components/grid/cellInput.ts';
import { CELL_KINDS, cellKind, columnWidth, defaultCellValue } from '../src/components/grid/cellKinds.tsx';
import { placeholderOf } from '../src/components/grid/columns.ts';
import { columnWidths, layoutColumns } from '../src/components/grid/gridLayout.ts';
import { idsToRemove, isTempId, moveRow, newTempId, outputRow } from '../src/components/grid/rowOps.ts';
import type { GridColumn, GridRow } from '../src/components/grid/types.ts';
import { validateCell } from '../src/components/grid/validateCell.ts';

/** Rule texts use ${…}; written here as #{…} so they do not read as template literals. */
const tpl = (text: string) => text.replaceAll('#{', '${');
const col = (over: Partial<GridColumn>): GridColumn => ({
  key: 'name',
  title: '名称',
  type: 'input',
  ...over,
});
const rows: GridRow[] = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
  { id: '3', name: 'a' },
];

describe('grid cell rules', () => {
  it('required: empty and blank fail with the title, a value passes', async () => {
    const c = col({ validateRules: [{ required: true }] });
    expect(await validateCell(c, { id: 'x', name: '' }, rows)).toBe('名称不能为空');
    expect(await validateCell(c, { id: 'x', name: '  ' }, rows)).toBe('名称不能为空');
    expect(await validateCell(c, { id: 'x', name: 'v' }, rows)).toBeNull();
  });

  it('unique / only: a value in two rows fails; the message template is filled', async () => {
    const c = col({ validateRules: [{ unique: true, message: tpl('#{title}(#{key})重复') }] });
    expect(await validateCell(c, rows[0] as GridRow, rows)).toBe('名称(name)重复');
    expect(await validateCell(c, rows[1] as GridRow, rows)).toBeNull();
    const only = col({ validateRules: [{ only: true }] });
    expect(await validateCell(only, rows[2] as GridRow, rows)).toBe('名称不能重复');
  });

  it('patterns: presets and regular expressions, skipping empty values', async () => {
    const m = col({ validateRules: [{ pattern: 'm' }] });
    expect(await validateCell(m, { id: 'x', name: '12345' }, rows)).toBe('请输入正确的手机号码');
    expect(await validateCell(m, { id: 'x', name: '13912345678' }, rows)).toBeNull();
    expect(await validateCell(m, { id: 'x', name: '' }, rows)).toBeNull();
    const money = col({ validateRules: [{ pattern: 'money', message: '金额错' }] });
    expect(await validateCell(money, { id: 'x', name: '1.234' }, rows)).toBe('金额错');
    const regex = col({ validateRules: [{ pattern: '^A\\d$' }] });
    expect(await validateCell(regex, { id: 'x', name: 'A1' }, rows)).toBeNull();
    expect(await validateCell(regex, { id: 'x', name: 'B1' }, rows)).toBe('格式不正确');
  });

  it('custom handler (async) and rules in order: the first failure wins', async () => {
    const c = col({
      validateRules: [
        { required: true, message: tpl('先填#{title}') },
        { handler: async ({ value }) => (value === 'bad' ? '不可以是bad' : null) },
        { handler: () => false, message: '总是失败' },
      ],
    });
    expect(await validateCell(c, { id: 'x', name: '' }, rows)).toBe('先填名称');
    expect(await validateCell(c, { id: 'x', name: 'bad' }, rows)).toBe('不可以是bad');
    expect(await validateCell(c, { id: 'x', name: 'ok' }, rows)).toBe('总是失败');
  });
});

describe('grid inputs', () => {
  it('number typing keeps an optional minus, digits and one point; blur converts', () => {
    expect(acceptNumberTyping('1', '12')).toBe('12');
    expect(acceptNumberTyping('', '-')).toBe('-');
    expect(acceptNumberTyping('1.2', '1.2.')).toBe('1.2');
    expect(acceptNumberTyping('12', '12a')).toBe('12');
    expect(acceptNumberTyping('-1', '--1')).toBe('-1');
    expect(numberOnBlur('-12.50')).toBe(-12.5);
    expect(numberOnBlur('-')).toBeNull();
    expect(numberOnBlur('')).toBeNull();
  });

  it('tags: a semicolon after every 2 characters', () => {
    expect(formatTags('abcde')).toBe('ab;cd;e');
    expect(formatTags('ab;cd;ef')).toBe('ab;cd;ef');
    expect(formatTags('ab;c')).toBe('ab;c');
    expect(formatTags('助残服务')).toBe('助残;服务');
  });

  it('input width counts non-ASCII characters as 2', () => {
    expect(textWidth('ab')).toBe(2);
    expect(textWidth('助残a')).toBe(5);
  });

  it('statistics: sum of integer values and their average', () => {
    expect(sumOf([1, '2', null, 'x', 3.9])).toBe(6);
    expect(averageOf([1, 2, 4])).toBe(2.33);
    expect(averageOf([])).toBe(0);
  });
});

describe('grid columns and rows', () => {
  it('aliases resolve to one kind of cell', () => {
    expect(cellKind(col({ type: 'list_multi' }))).toBe(CELL_KINDS.selectMultiple);
    expect(cellKind(col({ type: 'sel_search' }))).toBe(CELL_KINDS.selectSearch);
    expect(cellKind(col({ type: 'sel_search_async' }))).toBe(CELL_KINDS.selectAsync);
    expect(cellKind(col({ type: 'sel_depart' }))).toBe(CELL_KINDS.departSelect);
    expect(cellKind(col({ type: 'sel_user' }))).toBe(CELL_KINDS.userSelect);
    expect(cellKind(col({ type: 'input_pop' }))).toBe(CELL_KINDS.textarea);
    expect(cellKind(col({ type: 'upload' }))).toBe(CELL_KINDS.file);
  });

  it('widths before the grid is measured: declared ones as given, spec defaults, 120 px (date 135)', () => {
    expect(columnWidth(col({ type: 'datetime' }))).toBe(200);
    expect(columnWidth(col({ type: 'sel_user' }))).toBe(220);
    expect(columnWidth(col({ type: 'departSelect' }))).toBe(160);
    expect(columnWidth(col({ type: 'input' }))).toBe(120);
    expect(columnWidth(col({ type: 'date' }))).toBe(135);
    expect(columnWidth(col({ type: 'date', width: 100 }))).toBe(100);
    expect(columnWidth(col({ type: 'departSelect', width: 300 }))).toBe(300);
    expect(columnWidth(col({ type: 'rowNumber' }))).toBe(60);
  });

  it('measured widths: columns without one share what is left of 92%, never under their floor', () => {
    const allowAll = () => ({ hidden: false, disabled: false });
    const layout = layoutColumns(
      [
        col({ key: 'n', type: 'rowNumber' }),
        col({ key: 'a', type: 'input' }),
        col({ key: 'b', type: 'input', width: 150 }),
        col({ key: 'c', type: 'datetime' }),
        col({ key: 'd', type: 'date' }),
      ],
      'checkbox',
      allowAll,
    );
    // 92% of 1000 = 920; selection 60 + row number 60 + 150 + 200 leave 450 for two columns.
    expect(columnWidths(layout, 1000)).toEqual([60, 60, 225, 150, 200, 225]);
    // Too narrow: the floors (120, date 135); unmeasured: the same.
    expect(columnWidths(layout, 500)).toEqual([60, 60, 120, 150, 200, 135]);
    expect(columnWidths(layout, 0)).toEqual([60, 60, 120, 150, 200, 135]);
  });

  it('defaults per type and placeholder templates', () => {
    expect(defaultCellValue(col({ type: 'switch' }))).toBe('N');
    expect(defaultCellValue(col({ type: 'switch', customValue: ['1', '0'] }))).toBe('0');
    expect(defaultCellValue(col({ type: 'checkbox', defaultChecked: true }))).toBe(true);
    expect(defaultCellValue(col({ type: 'progress' }))).toBe(0);
    expect(defaultCellValue(col({ defaultValue: 'x' }))).toBe('x');
    expect(
      placeholderOf(col({ placeholder: tpl('请输入#{title}，默认#{defaultValue}'), defaultValue: 3 })),
    ).toBe('请输入名称，默认3');
  });

  it('temporary ids: a 6-character random suffix, stripped on output', () => {
    const id = newTempId();
    expect(isTempId(id)).toBe(true);
    expect(id).toMatch(/_[a-z0-9]{6}$/);
    expect(outputRow({ id, name: 'n' })).toEqual({ name: 'n' });
    expect(outputRow({ id: '7', name: 'n' })).toEqual({ id: '7', name: 'n' });
  });

  it('moving renumbers orderNum; removal needs a string or an array', () => {
    const moved = moveRow(rows, 0, 2, 'orderNum');
    expect(moved.map((r) => [r.id, r.orderNum])).toEqual([
      ['2', 1],
      ['3', 2],
      ['1', 3],
    ]);
    expect(idsToRemove('1')).toEqual(['1']);
    expect(idsToRemove(['1', '2'])).toEqual(['1', '2']);
    expect(() => idsToRemove(1)).toThrow(TypeError);
    expect(() => idsToRemove({ id: '1' })).toThrow('removeRows 的参数必须是字符串或数组');
  });
});
