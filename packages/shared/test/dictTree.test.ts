import { describe, expect, it } from 'vitest';
import { isTableDictCode, tableDictCode } from '../src/dictTree.ts';

describe('table dictionary codes', () => {
  it('tells table codes from plain ones', () => {
    expect(isTableDictCode('sex')).toBe(false);
    expect(isTableDictCode('sys_user,realname,username')).toBe(true);
  });

  it('appends the where part as URL-encoded JSON, and nothing for an empty one', () => {
    expect(tableDictCode('sys_user', 'realname', 'username')).toBe('sys_user,realname,username');
    expect(tableDictCode('sys_user', 'realname', 'username', {})).toBe('sys_user,realname,username');
    const code = tableDictCode('sys_depart', 'depart_name', 'id', { parent_id: 'dep,1', status: 1 });
    const [table, text, value, ...where] = code.split(',');
    expect([table, text, value]).toEqual(['sys_depart', 'depart_name', 'id']);
    expect(where).toHaveLength(1);
    expect(JSON.parse(decodeURIComponent(where[0] ?? ''))).toEqual({ parent_id: 'dep,1', status: 1 });
  });
});
