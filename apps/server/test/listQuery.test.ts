import { describe, expect, it } from 'vitest';
import { parseFilterValue } from '../src/core/query/conditions.ts';
import { defineEntity } from '../src/core/query/entity.ts';
import { parseListRequest } from '../src/core/query/listQuery.ts';
import { HttpError } from '../src/core/result.ts';

const users = defineEntity({
  title: '用户',
  defaultSort: 'createTime',
  extraParams: ['departId'],
  fields: {
    username: { column: 'u.username', type: 'string' },
    sex: { column: 'u.sex', type: 'number', dict: 'sex' },
    birthday: { column: 'u.birthday', type: 'date' },
    createTime: { column: 'u.createTime', type: 'datetime' },
    password: { column: 'u.password', type: 'string', queryable: false },
  },
});

const refused = (query: Record<string, unknown>) => {
  try {
    parseListRequest(users, query, null);
  } catch (err) {
    return err instanceof HttpError ? `${err.statusCode} ${err.message}` : String(err);
  }
  return 'accepted';
};

describe('parseFilterValue', () => {
  it.each([
    ['*zh*', 'like', 'zh'],
    ['*zh', 'left_like', 'zh'],
    ['zh*', 'right_like', 'zh'],
    ['a,b', 'in', ['a', 'b']],
    [',a,b,', 'multi_like', ['a', 'b']],
    ['!a', 'ne', 'a'],
    ['>=5', 'ge', '5'],
    ['<=5', 'le', '5'],
    ['>= 5', 'ge', '5'],
    ['< 5', 'lt', '5'],
    ['> 5', 'gt', '5'],
    ['!= 5', 'ne', '5'],
    ['a++b', 'eq', 'a,b'],
    ['plain', 'eq', 'plain'],
  ])('%s → %s', (raw, op, value) => {
    expect(parseFilterValue('f', raw)).toEqual({ field: 'f', op, value });
  });

  it('skips empty values', () => {
    expect(parseFilterValue('f', '  ')).toBeNull();
  });
});

describe('parseListRequest', () => {
  it('reads filters, ranges, sort and paging with the defaults of the conventions', () => {
    const r = parseListRequest(
      users,
      {
        username: '*adm*',
        sex: '1',
        birthday_begin: '1990-01-01',
        createTime_begin: '2026-01-01',
        createTime_end: '2026-01-31',
        sex_MultiString: '1,2',
        departId: 'dep_east',
        _t: '1700000000',
        field: 'id,,,username',
      },
      null,
    );
    expect(r.filters).toEqual([
      { field: 'username', op: 'like', value: 'adm' },
      { field: 'sex', op: 'eq', value: 1 },
      { field: 'birthday', op: 'ge', value: '1990-01-01' },
      { field: 'createTime', op: 'ge', value: '2026-01-01 00:00:00' },
      { field: 'createTime', op: 'le', value: '2026-01-31 23:59:59' },
      { field: 'sex', op: 'in', value: [1, 2] },
    ]);
    expect(r).toMatchObject({
      sort: [{ field: 'createTime', direction: 'desc' }],
      pageNo: 1,
      pageSize: 10,
      matchType: 'and',
    });
  });

  it('answers a page size over the limit with the largest page, not a refusal', () => {
    expect(parseListRequest(users, { pageSize: '100000' }, null).pageSize).toBe(1000);
    expect(parseListRequest(users, { pageSize: '1000' }, null).pageSize).toBe(1000);
    expect(parseListRequest(users, { pageSize: '25' }, null).pageSize).toBe(25);
    expect(parseListRequest(users, { pageSize: '' }, null).pageSize).toBe(10);
  });

  it('reads several sort columns and strips _dictText', () => {
    const r = parseListRequest(users, { column: 'sex_dictText,username', order: 'asc' }, null);
    expect(r.sort).toEqual([
      { field: 'sex', direction: 'asc' },
      { field: 'username', direction: 'asc' },
    ]);
  });

  it('reads the advanced query with rule names and symbols', () => {
    const params = encodeURIComponent(
      JSON.stringify([
        { field: 'username', rule: 'right_like', val: 'ad' },
        { field: 'sex', rule: 'in', val: '1,2' },
        { field: 'createTime', rule: '>=', val: '2026-01-01 08:00:00', type: 'datetime' },
        { field: 'birthday', rule: 'eq', val: '' },
      ]),
    );
    const r = parseListRequest(users, { superQueryParams: params, superQueryMatchType: 'or' }, null);
    expect(r.matchType).toBe('or');
    expect(r.superQuery).toEqual([
      { field: 'username', op: 'right_like', value: 'ad' },
      { field: 'sex', op: 'in', value: [1, 2] },
      { field: 'createTime', op: 'ge', value: '2026-01-01 08:00:00' },
    ]);
  });

  it('refuses every name that is not registered, and hostile values, with a clear message', () => {
    expect(refused({ 'username;drop table sys_user': 'x' })).toBe(
      '400 不支持的查询字段: username;drop table sys_user',
    );
    expect(refused({ password: '*a*' })).toBe('400 不支持的查询字段: password');
    expect(refused({ column: 'username desc, (select 1)' })).toBe('400 不支持的排序字段: username desc');
    expect(refused({ column: 'password' })).toBe('400 不支持的排序字段: password');
    expect(refused({ order: 'desc; drop table x' })).toBe('400 排序方向只能是 asc 或 desc');
    expect(refused({ password_begin: '1' })).toBe('400 不支持的查询字段: password');
    const sq = (items: unknown) => encodeURIComponent(JSON.stringify(items));
    expect(refused({ superQueryParams: sq([{ field: 'u.password', rule: 'eq', val: 'x' }]) })).toBe(
      '400 不支持的高级查询字段: u.password',
    );
    expect(refused({ superQueryParams: sq([{ field: 'username', rule: 'regexp', val: 'x' }]) })).toBe(
      '400 不支持的查询规则: regexp',
    );
    expect(refused({ superQueryParams: 'not json' })).toBe('400 高级查询条件格式错误');
    expect(refused({ superQueryMatchType: 'xor' })).toBe('400 高级查询匹配方式只能是 and 或 or');
    expect(refused({ sex: 'one' })).toBe('400 查询字段 sex 的值必须是数字');
    expect(refused({ sex: '*1*' })).toBe('400 查询字段 sex 不支持模糊查询');
    expect(refused({ birthday: '1990-13' })).toBe('400 查询字段 birthday 的值必须是 YYYY-MM-DD 格式的日期');
    expect(refused({ pageSize: '0' })).toBe('400 每页条数最小为1');
    expect(refused({ pageSize: '2.5' })).toBe('400 每页条数必须是整数');
    expect(refused({ pageSize: 'all' })).toBe('400 每页条数必须是数字');
    expect(refused({ pageNo: '-1' })).toBe('400 页码 必须是 1 到 1000000 之间的整数');
  });
});
