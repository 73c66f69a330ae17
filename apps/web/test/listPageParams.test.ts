import { describe, expect, it } from 'vitest';
import { fieldList, pageAfterDelete, queryFilters, queryParams } from '../src/components/list/listParams.ts';
import { upsertSavedQuery } from '../src/components/list/savedQueries.ts';
import {
  completeConditions,
  isEmptyCondition,
  toDrafts,
  withRule,
} from '../src/components/list/superQueryRules.ts';
import type { QueryField, SuperQueryField } from '../src/components/list/types.ts';
import { workOrderListConfig } from '../src/views/wo/order/listConfig.tsx';

const FIELDS: QueryField[] = [
  { name: 'name', label: '名称', type: 'input' },
  { name: 'code', label: '编码', type: 'input', match: 'eq' },
  { name: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
  { name: 'birthday', label: '生日', type: 'date' },
  { name: 'createTime', label: '创建时间', type: 'dateRange' },
  { name: 'age', label: '年龄', type: 'number' },
];

describe('query form values as request parameters', () => {
  it('wraps contains as *v*, keeps eq, dictionaries, dates and numbers as they are, and drops blanks', () => {
    expect(
      queryFilters(FIELDS, {
        name: ' 张 ',
        code: ' A01 ',
        sex: '1',
        birthday: '2026-05-01',
        age: 0,
        other: 'x',
        blank: '  ',
        none: undefined,
      }),
    ).toEqual({ name: '*张*', code: 'A01', sex: '1', birthday: '2026-05-01', age: 0, other: 'x' });
  });

  it('wraps not-equal as !v, at-least as >=v and at-most as <=v (spec §5), whatever the field type', () => {
    const fields: QueryField[] = [
      { name: 'status', label: '状态', type: 'dict', dictCode: 'wo_status', match: 'ne' },
      { name: 'deadline', label: '截止不早于', type: 'date', match: 'ge' },
      { name: 'age', label: '年龄不超过', type: 'number', match: 'le' },
      { name: 'code', label: '编码不是', type: 'input', match: 'ne' },
      { name: 'remark', label: '备注', type: 'input', match: 'like' },
    ];
    expect(
      queryFilters(fields, {
        status: '9',
        deadline: '2026-05-01',
        age: 60,
        code: ' A01 ',
        remark: ' 上门 ',
      }),
    ).toEqual({ status: '!9', deadline: '>=2026-05-01', age: '<=60', code: '!A01', remark: '*上门*' });
    expect(queryFilters(fields, { status: '', age: undefined })).toEqual({});
  });

  it('the 工单 list asks for the orders rated at most the chosen 满意度', () => {
    expect(queryFilters(workOrderListConfig.queryFields, { satisfaction: '2' })).toEqual({
      satisfaction: '<=2',
    });
  });

  it('sends a date range as _begin / _end, either end optional', () => {
    expect(queryFilters(FIELDS, { createTime: ['2026-05-01', '2026-05-31'] })).toEqual({
      createTime_begin: '2026-05-01',
      createTime_end: '2026-05-31',
    });
    expect(queryFilters(FIELDS, { createTime: ['', '2026-05-31'] })).toEqual({
      createTime_end: '2026-05-31',
    });
    expect(queryFilters(FIELDS, { createTime: ['', ''] })).toEqual({});
  });

  it('joins other lists with commas', () => {
    expect(queryFilters(FIELDS, { status: ['1', '2'] })).toEqual({ status: '1,2' });
  });

  it('builds the field list from the columns', () => {
    expect(fieldList([{ dataIndex: 'a' }, { key: 'x' }, { dataIndex: ['b', 'c'] }])).toBe('id,,,a,b.c');
  });

  it('adds the advanced query only when it has conditions', () => {
    const config = { title: 't', urls: { list: '/l' }, columns: [{ dataIndex: 'a' }] };
    const base = {
      values: {},
      sort: { column: 'createTime', order: 'desc' as const },
      matchType: 'or' as const,
    };
    expect(queryParams(config, { ...base, superParams: [] })).toEqual({
      column: 'createTime',
      order: 'desc',
      field: 'id,,,a',
    });
    const conditions = [{ field: 'a', rule: 'in' as const, val: '1,2' }];
    expect(queryParams(config, { ...base, superParams: conditions })).toMatchObject({
      superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
      superQueryMatchType: 'or',
    });
  });
});

describe('page after a delete', () => {
  it('steps back only when the current page would be past the last', () => {
    expect(pageAfterDelete(2, 10, 11, 1)).toBe(1);
    expect(pageAfterDelete(2, 10, 12, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 25, 5)).toBe(2);
    expect(pageAfterDelete(3, 10, 25, 15)).toBe(1);
    expect(pageAfterDelete(1, 10, 1, 1)).toBe(1);
  });
});

describe('advanced-query conditions', () => {
  const rank: SuperQueryField = {
    field: 'rank',
    label: '职级',
    type: 'dict',
    options: [
      { value: '1', text: '员级' },
      { value: '2', text: '助级' },
    ],
  };
  const name: SuperQueryField = { field: 'name', label: '名称', type: 'string' };

  it('is empty when the field, the rule or the value is missing', () => {
    expect(isEmptyCondition({ key: 1, rule: 'eq', val: 'a' })).toBe(true);
    expect(isEmptyCondition({ key: 1, field: 'a', val: 'a' })).toBe(true);
    expect(isEmptyCondition({ key: 1, field: 'a', rule: 'eq', val: ' ' })).toBe(true);
    expect(isEmptyCondition({ key: 1, field: 'a', rule: 'in', val: [] })).toBe(true);
    expect(isEmptyCondition({ key: 1, field: 'a', rule: 'eq', val: 'a' })).toBe(false);
  });

  it('keeps the complete rows, joining the values of in', () => {
    expect(
      completeConditions([
        { key: 1, field: 'rank', rule: 'in', val: ['1', '2'] },
        { key: 2, field: 'name' },
        { key: 3, field: 'name', rule: 'like', val: ' 张 ' },
      ]),
    ).toEqual([
      { field: 'rank', rule: 'in', val: '1,2' },
      { field: 'name', rule: 'like', val: '张' },
    ]);
  });

  it('keeps only the first value when the rule leaves in on an option field', () => {
    const row = { key: 1, field: 'rank', rule: 'in' as const, val: ['2', '1'] };
    expect(withRule(row, 'eq', rank)).toEqual({ ...row, rule: 'eq', val: '2' });
    expect(withRule({ ...row, rule: 'eq', val: '2' }, 'in', rank)).toEqual({ ...row, val: ['2'] });
    expect(withRule({ key: 1, field: 'name', rule: 'in', val: 'a,b' }, 'eq', name)).toEqual({
      key: 1,
      field: 'name',
      rule: 'eq',
      val: 'a,b',
    });
  });

  it('turns saved conditions back into rows, splitting in on option fields', () => {
    let key = 0;
    const rows = toDrafts(
      [
        { field: 'rank', rule: 'in', val: '1,2' },
        { field: 'name', rule: 'in', val: 'a,b' },
      ],
      [rank, name],
      () => ++key,
    );
    expect(rows).toEqual([
      { key: 1, field: 'rank', rule: 'in', val: ['1', '2'] },
      { key: 2, field: 'name', rule: 'in', val: 'a,b' },
    ]);
  });

  it('replaces a saved query of the same title', () => {
    const a = { title: 'a', matchType: 'and' as const, records: [] };
    const b = { title: 'b', matchType: 'or' as const, records: [] };
    expect(upsertSavedQuery([a, b], { ...a, matchType: 'or' })).toEqual([{ ...a, matchType: 'or' }, b]);
    expect(upsertSavedQuery([a], b)).toEqual([a, b]);
  });
});
