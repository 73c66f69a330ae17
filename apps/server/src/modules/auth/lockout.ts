import type { SharedState } from '../../core/sharedState/sharedState.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;

/**
 * Counts wrong passwords per username (existing or not, so the lock reveals nothing):
 * 5 failures within 10 minutes lock the name for 10 minutes. Kept in the shared state, so every server
 * copy counts and honours the same lock.
 */
export class LoginLockout {
  constructor(private readonly shared: SharedState) {}

  /** Milliseconds the name stays locked, or 0. */
  async lockedFor(username: string): Promise<number> {
    const lock = await this.shared.read('loginLock', [username]);
    return lock ? Math.max(0, lock.expiresAt - Date.now()) : 0;
  }

  /** Records a failure; returns true when this failure locked the name. */
  async recordFailure(username: string): Promise<boolean> {
    const failures = await this.shared.count('loginFailure', [username], FAILURE_WINDOW_MS);
    if (failures < MAX_FAILURES) return false;
    await this.shared.put('loginLock', [username], '1', LOCK_MS);
    return true;
  }

  async clear(username: string): Promise<void> {
    await this.shared.remove('loginFailure', [username]);
    await this.shared.remove('loginLock', [username]);
  }
}
