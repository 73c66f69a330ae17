import { describe, expect, it } from 'vitest';
import { retryingConflicts } from '../src/core/db/uniqueViolation.ts';

const clash = () =>
  Object.assign(new Error('UNIQUE constraint failed: sys_category.code'), {
    code: 'SQLITE_CONSTRAINT_UNIQUE',
  });

describe('a resource save racing another for a unique value', () => {
  it('is tried again, so the next try sees the other save', async () => {
    let tries = 0;
    const saved = await retryingConflicts(async () => {
      tries += 1;
      if (tries === 1) throw clash();
      return 'saved';
    });
    expect([saved, tries]).toEqual(['saved', 2]);
  });

  it('gives up after three tries, and never repeats a save failing otherwise', async () => {
    let tries = 0;
    await expect(
      retryingConflicts(async () => {
        tries += 1;
        throw clash();
      }),
    ).rejects.toThrow('UNIQUE constraint failed');
    expect(tries).toBe(3);

    tries = 0;
    await expect(
      retryingConflicts(async () => {
        tries += 1;
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(tries).toBe(1);
  });
});
