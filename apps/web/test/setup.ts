import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

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
// (an antd notice closing, a debounced state update) would otherwise run it after happy-dom has
// torn the window down ("window is not defined"). Let the queue drain while the window still exists.
afterAll(async () => {
  // A few macrotasks are not always enough on a busy machine (the grid's virtualiser re-measures late).
  await new Promise<void>((resolve) => setTimeout(resolve, 250));
});
