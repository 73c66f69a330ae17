import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { lastCommitAt } from './reactCommits.ts';

// findBy*/waitFor give up after 1 s by default; a busy CI machine (two test projects on two cores)
// can take longer to render an antd form, so they wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// antd's responsive helpers call matchMedia, which happy-dom may lack or stub incompletely.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// React's scheduler runs queued work in a later macrotask. A file whose last test leaves work queued
// (an antd notice closing, a debounced state update, a validation settling) would otherwise run it after
// happy-dom has torn the window down ("window is not defined" in the passive-effects flush that follows
// a commit). The file ends once no commit has come for a while (reactCommits.ts), with the window still there.
/** How long without a commit counts as settled: longer than antd's motion timers between steps. */
const QUIET_MS = 300;
const SETTLE_LIMIT_MS = 5_000;

afterAll(async () => {
  const start = performance.now();
  while (performance.now() - lastCommitAt() < QUIET_MS && performance.now() - start < SETTLE_LIMIT_MS) {
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
  }
});
