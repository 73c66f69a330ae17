import { describe, expect, it } from 'vitest';
import { isDeadlock, retryingDeadlocks } from '../src/core/db/deadlock.ts';

const deadlock = () =>
  Object.assign(new Error('Deadlock found when trying to get lock'), {
    code: 'ER_LOCK_DEADLOCK',
    errno: 1213,
  });

describe('retryingDeadlocks', () => {
  it('runs a transaction the database rolled back to break a deadlock again, up to three times', async () => {
    let runs = 0;
    const saved = await retryingDeadlocks(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'saved';
    });
    expect([saved, runs]).toEqual(['saved', 3]);

    let always = 0;
    await expect(
      retryingDeadlocks(async () => {
        always += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('Deadlock');
    expect(always).toBe(3);
  });

  it('passes any other failure on at once', async () => {
    let runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
      }),
    ).rejects.toThrow('Duplicate entry');
    expect(runs).toBe(1);
  });

  it('knows MySQL’s and PostgreSQL’s deadlock errors', () => {
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isDeadlock(new Error('other'))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
