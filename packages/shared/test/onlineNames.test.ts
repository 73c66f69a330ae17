import { describe, expect, it } from 'vitest';
import { newOnlineField, ONLINE_FIELD_DEFAULTS } from '../src/online/newField.ts';
import { onlineReservedTableNameProblem, onlineReservedWordProblem } from '../src/online/reservedNames.ts';

describe('reserved names of online forms (both ends refuse them with these messages)', () => {
  it('refuses an SQL word as a field or table name', () => {
    expect(onlineReservedWordProblem('字段名', 'order')).toBe('字段名 order 是SQL保留字，请换一个名称');
    expect(onlineReservedTableNameProblem('select')).toBe('表名 select 是SQL保留字，请换一个名称');
    expect(onlineReservedWordProblem('字段名', 'order_no')).toBeNull();
  });

  it('refuses a table name that looks like a system table', () => {
    expect(onlineReservedTableNameProblem('sys_user')).toBe('表名不能使用系统保留的前缀：sys_');
    expect(onlineReservedTableNameProblem('qrtz_jobs')).toBe('表名不能使用系统保留的前缀：qrtz_');
    expect(onlineReservedTableNameProblem('demo_order')).toBeNull();
  });
});

describe('a new online field', () => {
  it('is a nullable text column of 32 shown in the form and the list, labelled by its name', () => {
    expect(newOnlineField('remark')).toEqual({
      ...ONLINE_FIELD_DEFAULTS,
      dbFieldName: 'remark',
      dbFieldTxt: 'remark',
    });
    expect(ONLINE_FIELD_DEFAULTS).toMatchObject({
      dbType: 'string',
      dbLength: 32,
      dbIsNull: 1,
      isShowForm: 1,
    });
  });

  it('takes what it is given over the defaults', () => {
    expect(newOnlineField('qty', { dbFieldTxt: '数量', dbType: 'int', orderNum: 3 })).toMatchObject({
      dbFieldName: 'qty',
      dbFieldTxt: '数量',
      dbType: 'int',
      dbLength: 32,
      orderNum: 3,
    });
  });
});
