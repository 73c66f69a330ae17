import { vi } from 'vitest';
import { setRequestEffects } from '../../src/api/request.ts';

/**
 * Recording effects for the request client; `confirmTokenExpired` keeps the confirm callback.
 * With `keepLogout` the logout already registered (the session store's) stays in place.
 */
export function recordEffects({ path = '/dashboard/analysis', keepLogout = false } = {}) {
  const effects = {
    notify: vi.fn<(title: string, description: string, durationSec?: number) => void>(),
    confirmTokenExpired: vi.fn<(onConfirm: () => void) => void>(),
    logout: vi.fn<() => Promise<void>>(async () => {}),
    reload: vi.fn<() => void>(),
    navigate: vi.fn<(url: string) => void>(),
    currentPath: vi.fn<() => string>(() => path),
    warn: vi.fn<(text: string) => void>(),
  };
  const { logout, ...others } = effects;
  setRequestEffects(keepLogout ? others : { ...others, logout });
  return effects;
}
