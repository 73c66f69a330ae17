import { VIEW_CHUNK_TIMEOUT_MS } from '@hcs/shared';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Outlet } from 'react-router';
import { classifyViewError, ViewLoadError } from './viewError.ts';

export type ViewModule = { default: ComponentType };
export type ViewLoaders = Record<string, () => Promise<ViewModule>>;
export type ViewResolver = (component: string) => LazyExoticComponent<ComponentType>;

function PassThrough() {
  return <Outlet />;
}

/** "/system/UserList.vue" → "system/UserList". */
export function normaliseComponent(component: string): string {
  return component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx)$/, '')
    .replace(/^views\//, '');
}

function isWrapper(name: string): boolean {
  return name.startsWith('layouts/') || name.startsWith('components/layouts/');
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs: number, component: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ViewLoadError('CSS_CHUNK_LOAD_FAILED', component)), timeoutMs);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * A resolver over `loaders` (keyed like `import.meta.glob` keys, `${root}dashboard/Analysis.tsx`).
 * Each component string gets one lazy component. When loading fails, the lazy component still
 * resolves, to a view that throws a ViewLoadError whose `retry` loads again: React caches a lazy
 * component's outcome for good, so this is how 重试 can load a failed chunk without a new route.
 */
export function createViewResolver(
  loaders: ViewLoaders,
  root: string,
  timeoutMs: number = VIEW_CHUNK_TIMEOUT_MS,
): ViewResolver {
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();

  function create(component: string): LazyExoticComponent<ComponentType> {
    const name = normaliseComponent(component);
    if (isWrapper(name)) return lazy(async () => ({ default: PassThrough }));
    const loader = loaders[`${root}${name}.tsx`] ?? loaders[`${root}${name}/index.tsx`];
    let outcome: { view: ComponentType } | { error: ViewLoadError };

    async function attempt(): Promise<void> {
      if (!loader) {
        outcome = { error: new ViewLoadError('MODULE_NOT_FOUND', component, { retry: attempt }) };
        return;
      }
      try {
        const module = await withTimeout(loader, timeoutMs, component);
        outcome = { view: module.default };
      } catch (cause) {
        outcome = {
          error: new ViewLoadError(classifyViewError(cause), component, { cause, retry: attempt }),
        };
      }
    }

    // Created once per component string and cached, never per render.
    function LoadedView() {
      if ('error' in outcome) throw outcome.error;
      const View = outcome.view;
      return <View />;
    }

    return lazy(async () => {
      await attempt();
      return { default: LoadedView };
    });
  }

  return (component) => {
    let view = cache.get(component);
    if (!view) {
      view = create(component);
      cache.set(component, view);
    }
    return view;
  };
}
