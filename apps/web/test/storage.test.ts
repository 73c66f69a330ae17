import { SESSION_LIFETIME_MS } from '@hcs/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getLocal,
  getSession,
  removeLocal,
  removeSession,
  setLocal,
  setSession,
} from '../src/utils/storage.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('local storage with expiry', () => {
  it('stores the value with its expiry, 7 days by default', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    setLocal('k', { a: 1 });
    expect(JSON.parse(localStorage.getItem('k') ?? '')).toEqual({
      value: { a: 1 },
      expire: Date.now() + SESSION_LIFETIME_MS,
    });
    expect(getLocal('k')).toEqual({ a: 1 });
  });

  it('forgets and removes an expired value', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setLocal('k', 'v', 1000);
    vi.setSystemTime(1_000_999);
    expect(getLocal('k')).toBe('v');
    vi.setSystemTime(1_001_000);
    expect(getLocal('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps a value without expiry', () => {
    setLocal('k', 0, null);
    expect(JSON.parse(localStorage.getItem('k') ?? '')).toEqual({ value: 0, expire: null });
    expect(getLocal('k')).toBe(0);
  });

  it('reads malformed or foreign entries as null', () => {
    localStorage.setItem('a', '{not json');
    localStorage.setItem('b', '"plain"');
    localStorage.setItem('c', '{"value":1,"expire":"soon"}');
    expect(getLocal('a')).toBeNull();
    expect(getLocal('b')).toBeNull();
    expect(getLocal('c')).toBeNull();
    expect(getLocal('missing')).toBeNull();
  });

  it('removes a value', () => {
    setLocal('k', 'v');
    removeLocal('k');
    expect(getLocal('k')).toBeNull();
  });
});

describe('session storage', () => {
  it('stores, reads and removes JSON values', () => {
    setSession('s', [{ action: 'x' }]);
    expect(getSession('s')).toEqual([{ action: 'x' }]);
    removeSession('s');
    expect(getSession('s')).toBeNull();
  });

  it('reads a malformed value as null', () => {
    sessionStorage.setItem('s', '[oops');
    expect(getSession('s')).toBeNull();
  });
});
