import type { ComponentType, LazyExoticComponent } from 'react';
import { createViewResolver, type ViewModule } from './viewResolver.tsx';

export { ViewErrorBoundary } from './ViewErrorBoundary.tsx';
export { classifyViewError, ViewLoadError, type ViewLoadErrorCode } from './viewError.ts';
export { createViewResolver, normaliseComponent, type ViewResolver } from './viewResolver.tsx';

const resolver = createViewResolver(import.meta.glob<ViewModule>('../../views/**/*.tsx'), '../../views/');

/**
 * The lazily loaded view for a menu component string: "dashboard/Analysis" is
 * views/dashboard/Analysis.tsx; "layouts/…" wrappers render their child routes.
 */
export function resolveView(component: string): LazyExoticComponent<ComponentType> {
  return resolver(component);
}
