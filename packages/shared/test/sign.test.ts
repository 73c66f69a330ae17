import { describe, expect, it } from 'vitest';
import { SIGN_SALT } from '../src/constants.ts';
import { canonicalParams, signSource } from '../src/sign.ts';

describe('canonicalParams', () => {
  it('turns values into their query-string form and drops empty ones', () => {
    expect(
      canonicalParams({ a: 1, b: true, c: null, d: undefined, e: ['x', 2], f: { k: 'v' }, g: '' }),
    ).toEqual({
      a: '1',
      b: 'true',
      e: 'x,2',
      f: '{"k":"v"}',
      g: '',
    });
  });
});

describe('signSource', () => {
  it('sorts url and given params by key, drops _t and appends the salt', () => {
    expect(signSource('/sys/dict/getDictItems/sex?b=2&_t=123', { a: 1, c: 'x' })).toBe(
      `{"a":"1","b":"2","c":"x"}${SIGN_SALT}`,
    );
  });

  it('decodes url query pairs like a server does', () => {
    expect(signSource('/x?name=%E5%BC%A0+%E4%B8%89&flag&a=1%2B1')).toBe(
      `{"a":"1+1","flag":"","name":"张 三"}${SIGN_SALT}`,
    );
  });

  it('adds the decoded last path segment when it holds a comma', () => {
    expect(signSource('/sys/dict/loadDict/sys_user,realname,username%20x', { keyword: 'a' })).toBe(
      `{"keyword":"a","x-path-variable":"sys_user,realname,username x"}${SIGN_SALT}`,
    );
  });

  it('sees a comma that the path encodes', () => {
    expect(signSource('/sys/dict/getDictItems/sys_user%2Crealname%2Cusername')).toBe(
      `{"x-path-variable":"sys_user,realname,username"}${SIGN_SALT}`,
    );
  });

  it('signs an empty object when there is nothing to sign', () => {
    expect(signSource('sys/dict/queryAllDictItems')).toBe(`{}${SIGN_SALT}`);
  });
});
