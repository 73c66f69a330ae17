import { describe, expect, it } from 'vitest';
import {
  CHECK_RULE_GRID_COLUMNS,
  checkGridRows,
  DICT_ITEM_GRID_COLUMNS,
  GRID_PATTERN_INVALID_MESSAGE,
  type GridRuleColumn,
} from '../src/validation/index.ts';

const messages = (columns: readonly GridRuleColumn[], rows: Record<string, unknown>[]) =>
  checkGridRows(columns, rows).map((cells) => cells.map((cell) => `${cell.key}:${cell.message}`));

describe('checkGridRows: the grid cell rules of spec §5, row by row', () => {
  it('refuses empty and blank required cells, with the rule message or the grid default', () => {
    const columns: GridRuleColumn[] = [
      { key: 'name', title: '名称', validateRules: [{ required: true }] },
      { key: 'code', title: '编码', validateRules: [{ required: true, message: '请输入编码' }] },
    ];
    const rows = [{ name: '', code: '  ' }, { name: null }, { name: [], code: 0 }, { name: 'x', code: 'y' }];
    expect(messages(columns, rows)).toEqual([
      ['name:名称不能为空', 'code:请输入编码'],
      ['name:名称不能为空', 'code:请输入编码'],
      ['name:名称不能为空'],
      [],
    ]);
  });

  it(`fills \${title}, \${key} and \${defaultValue} in messages`, () => {
    const column: GridRuleColumn = {
      key: 'level',
      title: '级别',
      defaultValue: 3,
      validateRules: [{ required: true, message: `\${title}（\${key}）必填，默认\${defaultValue}` }],
    };
    expect(checkGridRows([column], [{ level: '' }])[0]).toEqual([
      { key: 'level', title: '级别', message: '级别（level）必填，默认3' },
    ]);
  });

  it('marks every row holding a repeated value, compared as text, leaving empty cells alone', () => {
    const unique: GridRuleColumn = { key: 'v', title: '数据值', validateRules: [{ unique: true }] };
    const only: GridRuleColumn = {
      key: 'v',
      title: '数据值',
      validateRules: [{ only: true, message: '重复了' }],
    };
    const rows = [{ v: 'a' }, { v: 'b' }, { v: 'a' }, { v: 1 }, { v: '1' }, { v: '' }, { v: '' }, {}];
    expect(messages([unique], rows)).toEqual([
      ['v:数据值不能重复'],
      [],
      ['v:数据值不能重复'],
      ['v:数据值不能重复'],
      ['v:数据值不能重复'],
      [],
      [],
      [],
    ]);
    expect(messages([only], rows)[0]).toEqual(['v:重复了']);
  });

  it('checks pattern presets and regular expressions, skipping empty values', () => {
    const column = (pattern: string | RegExp, message?: string): GridRuleColumn => ({
      key: 'x',
      title: '值',
      validateRules: [{ pattern, ...(message ? { message } : {}) }],
    });
    const first = (c: GridRuleColumn, value: unknown) => checkGridRows([c], [{ x: value }])[0]?.[0]?.message;
    expect(first(column('m'), '12345')).toBe('请输入正确的手机号码');
    expect(first(column('m'), '13800138000')).toBeUndefined();
    expect(first(column('m'), '')).toBeUndefined();
    expect(first(column('*'), ' ')).toBe('该项不能为空');
    expect(first(column('money', `\${title}最多两位小数`), '1.234')).toBe('值最多两位小数');
    expect(first(column('^[A-Z]{2}$'), 'ab')).toBe('格式不正确');
    expect(first(column('/^[a-z]{2}$/i'), 'AB')).toBeUndefined();
    expect(first(column(/^\d+$/g, '只能是数字'), '12a')).toBe('只能是数字');
    expect(first(column('[a-'), 'a')).toBe(GRID_PATTERN_INVALID_MESSAGE);
  });

  it('gives each cell its first failing rule, cells in column order', () => {
    const columns: GridRuleColumn[] = [
      {
        key: 'a',
        title: 'A',
        validateRules: [{ required: true }, { pattern: 'n', message: '须为数字' }, { pattern: 'z' }],
      },
      { key: 'b', title: 'B', validateRules: [{ pattern: 's' }] },
      { key: 'c', title: 'C' },
    ];
    expect(messages(columns, [{ b: '1', a: 'x' }, { a: '1.5' }, { a: '2', c: '' }])).toEqual([
      ['a:须为数字', 'b:请输入字母'],
      ['a:请输入整数'],
      [],
    ]);
  });
});

describe('the shared grid declarations', () => {
  it('checks dictionary items as the 字典配置 grid does', () => {
    const item = (itemText: unknown, itemValue: unknown, sortOrder: unknown, status: unknown = 1) => ({
      itemText,
      itemValue,
      sortOrder,
      status,
    });
    expect(
      messages(DICT_ITEM_GRID_COLUMNS, [
        item('满意', 'good', 1),
        item(' ', 'ok', 2),
        item('一般', 'good', 'x'),
        item('差', 'bad', 1.5, ''),
        item('很差', '', undefined),
      ]),
    ).toEqual([
      ['itemValue:数据值不能重复'],
      ['itemText:名称不能为空'],
      ['itemValue:数据值不能重复', 'sortOrder:排序必须是数字'],
      ['sortOrder:排序必须是整数', 'status:请选择状态'],
      ['itemValue:数据值不能为空', 'sortOrder:排序不能为空'],
    ]);
  });

  it('checks check-rule segments as the 编码校验规则 grid does', () => {
    expect(
      messages(CHECK_RULE_GRID_COLUMNS, [
        { digits: '*', pattern: '^a$', message: '须为a' },
        { digits: '12', pattern: '\\d', message: '须为数字' },
        { digits: '0', pattern: ' ', message: '' },
        { digits: '1000', pattern: 'a', message: 'x' },
        { digits: '', pattern: 'a', message: 'x' },
      ]),
    ).toEqual([
      [],
      [],
      ['digits:位数只能是*或1到999的整数', 'pattern:请输入正则表达式', 'message:请输入提示文本'],
      ['digits:位数只能是*或1到999的整数'],
      ['digits:请输入位数'],
    ]);
  });
});
