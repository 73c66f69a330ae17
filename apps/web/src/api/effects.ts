import { createDefaultEffects } from './defaultEffects.ts';

/**
 * The UI side effects of the request client (spec §8), injected so the client runs without a
 * screen in tests and so the session store can supply its own logout.
 */
export interface RequestEffects {
  notify(title: string, description: string, durationSec?: number): void;
  /** Shows the 登录已过期 modal; `onConfirm` runs when the user clicks 重新登录. */
  confirmTokenExpired(onConfirm: () => void): void;
  logout(): Promise<void>;
  reload(): void;
  /** Sends the browser to a URL: a download it saves itself (the alternative export). */
  navigate(url: string): void;
  currentPath(): string;
  /** A short warning toast (download failures). */
  warn(text: string): void;
}

let current: RequestEffects | null = null;

/** Replaces some effects; the others stay as they were (antd-based defaults at first). */
export function setRequestEffects(effects: Partial<RequestEffects>): void {
  current = { ...requestEffects(), ...effects };
}

export function requestEffects(): RequestEffects {
  current ??= createDefaultEffects();
  return current;
}
