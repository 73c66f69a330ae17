/// <reference types="node" />
import { createHash } from 'node:crypto';
import { SIGN_SALT } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import { signHeaders } from '../src/api/sign.ts';

describe('signHeaders', () => {
  it('signs the sorted params with an uppercase MD5 and stamps local time as yyyyMMddHHmmss', () => {
    const headers = signHeaders(
      '/sys/dict/getDictItems/sex',
      { b: 2, a: 'x' },
      new Date(2024, 0, 2, 3, 4, 5),
    );
    expect(headers['X-TIMESTAMP']).toBe('20240102030405');
    // Known vector, computed once with an independent MD5.
    expect(headers['X-Sign']).toBe('BABDC45E4FEC9961CE82E50A7F8BBF82');
    expect(headers['X-Sign']).toBe(
      createHash('md5').update(`{"a":"x","b":"2"}${SIGN_SALT}`).digest('hex').toUpperCase(),
    );
  });

  it('signs the path variable of a table dictionary', () => {
    const expected = createHash('md5')
      .update(`{"keyword":"张","x-path-variable":"sys_user,realname,username"}${SIGN_SALT}`)
      .digest('hex')
      .toUpperCase();
    expect(signHeaders('sys/dict/loadDict/sys_user,realname,username', { keyword: '张' })['X-Sign']).toBe(
      expected,
    );
  });
});
