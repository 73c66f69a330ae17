import { type ComponentType, Suspense } from 'react';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ViewErrorBoundary } from './lazyView.tsx';

/** A lazily loaded view with its loading state and chunk-failure recovery. */
export function RouteView({ view: View }: { view: ComponentType }) {
  return (
    <ViewErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </ViewErrorBoundary>
  );
}
