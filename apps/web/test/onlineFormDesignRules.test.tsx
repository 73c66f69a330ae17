import { describe, expect, it } from 'vitest';
import { onlineField } from '../../../packages/shared/test/support/onlineDefinition.ts';
import {
  CUSTOM_PATTERN,
  fieldOfRow,
  removedFieldIds,
  rowOfField,
  withFieldDefaults,
} from '../src/views/modules/online/cgform/design/fieldRows.ts';
import {
  dictProblem,
  fieldNameProblem,
  fieldProblems,
  lengthProblem,
  pointProblem,
  validTypeProblem,
} from '../src/views/modules/online/cgform/design/fieldRules.ts';
import { formScreen } from '../src/views/modules/online/cgform/design/formScreens.ts';
import { headInputOf, NEW_HEAD } from '../src/views/modules/online/cgform/design/HeadForm.tsx';
import { allConfirmed } from '../src/views/modules/online/cgform/design/SyncDialog.tsx';
import { diffLines } from '../src/views/modules/online/cgform/design/VersionDialog.tsx';

const saved = onlineField('code', '编码', {
  id: 'f1',
  dbFieldNameOld: 'code',
  dbIsNull: 0,
  dbLength: 20,
  fieldValidType: '/^[A-Z]{2}\\d{4}$/',
  fieldMustInput: '1',
  isQuery: 1,
  orderNum: 1,
});

describe('field rules of the designer (the checks the server makes too)', () => {
  it('refuses system fields, bad names, and accepts a well-formed one', () => {
    expect(fieldNameProblem('id')).toContain('系统字段');
    expect(fieldNameProblem('create_time')).toContain('系统字段');
    expect(fieldNameProblem('Name')).toContain('小写字母开头');
    expect(fieldNameProblem('1abc')).toContain('小写字母开头');
    expect(fieldNameProblem('')).toBe('请输入字段名');
    expect(fieldNameProblem('order')).toBe('字段名 order 是SQL保留字，请换一个名称');
    expect(fieldNameProblem('order_no')).toBeNull();
  });

  it('checks lengths and decimals by the column type', () => {
    expect(lengthProblem('', 'string')).toBe('请输入长度');
    expect(lengthProblem(0, 'string')).toContain('1到4000');
    expect(lengthProblem(5000, 'string')).toContain('4000');
    expect(lengthProblem(40, 'BigDecimal')).toContain('1到38');
    expect(lengthProblem('', 'Date')).toBeNull();
    expect(lengthProblem('1.5', 'int')).toContain('非负整数');
    expect(pointProblem(2, 'BigDecimal', 2)).toBe('小数位必须小于长度');
    expect(pointProblem(2, 'BigDecimal', 10)).toBeNull();
    expect(pointProblem(11, 'double', 20)).toContain('最大为10');
  });

  it('takes a preset key or a /pattern/ that compiles', () => {
    expect(validTypeProblem('mobile')).toBeNull();
    expect(validTypeProblem('')).toBeNull();
    expect(validTypeProblem('/^\\d+$/')).toBeNull();
    expect(validTypeProblem('^\\d+$')).toContain('/正则表达式/');
    expect(validTypeProblem('/(/')).toBe('正则表达式有误');
  });

  it('wants a table dictionary whole', () => {
    expect(dictProblem({ dictField: 'sex' })).toBeNull();
    expect(dictProblem({ dictTable: 'sys_user' })?.key).toBe('dictField');
    expect(dictProblem({ dictTable: 'sys_user', dictField: 'username' })?.key).toBe('dictText');
    expect(dictProblem({ dictText: 'realname' })?.key).toBe('dictTable');
    expect(dictProblem({ dictTable: 'sys_user', dictField: 'username', dictText: 'realname' })).toBeNull();
  });

  it('lists every problem of the fields with its row, duplicates included', () => {
    const problems = fieldProblems([
      { dbFieldName: 'name', dbFieldTxt: '名称', dbType: 'string', dbLength: 50 },
      { dbFieldName: 'name', dbFieldTxt: '', dbType: 'string', dbLength: 50 },
      { dbFieldName: 'age', dbFieldTxt: '年龄', dbType: 'int', dbLength: 10, fieldExtendJson: '[1]' },
    ]);
    expect(problems).toEqual([
      { index: 1, key: 'dbFieldName', message: '字段名 name 重复了' },
      { index: 1, key: 'dbFieldTxt', message: '请输入字段备注' },
      { index: 2, key: 'fieldExtendJson', message: expect.stringContaining('JSON对象') },
    ]);
  });
});

describe('fields as grid rows and back', () => {
  it('splits a custom pattern into its two cells and joins it again', () => {
    const row = rowOfField(saved);
    expect(row).toMatchObject({
      id: 'f1',
      validPreset: CUSTOM_PATTERN,
      validPattern: '/^[A-Z]{2}\\d{4}$/',
      dbDefaultVal: '',
    });
    const field = fieldOfRow(row, 0, true);
    expect(field).toMatchObject({
      id: 'f1',
      fieldValidType: '/^[A-Z]{2}\\d{4}$/',
      dbDefaultVal: null,
      fieldMustInput: '1',
    });
    expect(fieldOfRow({ ...row, validPreset: 'email' }, 0, true).fieldValidType).toBe('email');
    expect(fieldOfRow({ ...row, validPreset: '' }, 0, true).fieldValidType).toBeNull();
  });

  it('gives a new row the new field defaults and no id, ordered by its place', () => {
    const row = withFieldDefaults({
      id: 'tmp_1',
      dbFieldName: 'remark',
      dbFieldTxt: '备注',
      dbLength: '200',
    });
    const field = fieldOfRow(row, 3, false);
    expect(field).not.toHaveProperty('id');
    expect(field).toMatchObject({
      dbType: 'string',
      dbLength: 200,
      isShowForm: 1,
      isShowList: 1,
      orderNum: 4,
    });
  });

  it('deletes the saved fields the rows no longer hold', () => {
    expect(removedFieldIds([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'tmp_x' }])).toEqual(['a']);
  });
});

describe('sync, versions and screens', () => {
  const plan = {
    tableVersion: 3,
    statements: [],
    changes: [
      { description: '新增字段 age', field: 'age', destructive: false },
      { description: '修改字段 name 的长度 100 → 50', field: 'name', destructive: true },
    ],
  };

  it('offers 同步 only when every destructive change is acknowledged', () => {
    expect(allConfirmed(plan, new Set())).toBe(false);
    expect(allConfirmed(plan, new Set(['修改字段 name 的长度 100 → 50']))).toBe(true);
    expect(
      allConfirmed({ ...plan, changes: [plan.changes[0] ?? plan.changes[1]] } as typeof plan, new Set()),
    ).toBe(true);
  });

  it('lays a version comparison out as table lines', () => {
    const lines = diffLines({
      added: ['age'],
      removed: ['old'],
      changed: [{ field: 'name', changes: [{ attribute: 'dbLength', label: '长度', from: 100, to: 50 }] }],
      head: [{ attribute: 'tableTxt', label: '表描述', from: '订单', to: null }],
    });
    expect(lines.map((l) => [l.kind, l.field, l.attribute, l.from, l.to])).toEqual([
      ['新增字段', 'age', '', '', ''],
      ['删除字段', 'old', '', '', ''],
      ['修改字段', 'name', '长度', '100', '50'],
      ['表属性', '', '表描述', '订单', '（空）'],
    ]);
  });

  it('opens the generated screen of the form theme', () => {
    const head = { id: 'h1', isTree: 'N' as const, themeTemplate: 'normal' as const, tableType: 0 as const };
    expect(formScreen(head).url).toBe('/online/cgformList/h1');
    expect(formScreen({ ...head, isTree: 'Y' }).component).toBe(
      'modules/online/cgform/auto/OnlCgformTreeList',
    );
    expect(formScreen({ ...head, tableType: 1, themeTemplate: 'erp' }).url).toBe('/online/cgformErpList/h1');
    expect(formScreen({ ...head, tableType: 1, themeTemplate: 'innerTable' }).url).toBe(
      '/online/cgformInnerTableList/h1',
    );
    // A single table has no sub tables to lay out: the theme does not change its screen.
    expect(formScreen({ ...head, themeTemplate: 'tab' }).url).toBe('/online/cgformList/h1');
  });

  it('saves a head without what belongs to another table type', () => {
    const main = {
      ...NEW_HEAD,
      tableName: ' demo ',
      tableTxt: '订单',
      tableType: 1 as const,
      subTableStr: 'demo_item',
      relationType: 0 as const,
    };
    expect(headInputOf(main)).toMatchObject({
      tableName: 'demo',
      subTableStr: 'demo_item',
      relationType: null,
      tabOrderNum: null,
    });
    const sub = { ...main, tableType: 2 as const, tabOrderNum: 2 };
    expect(headInputOf(sub)).toMatchObject({ subTableStr: null, relationType: 0, tabOrderNum: 2 });
  });
});
