/** A menu entry was chosen (spec §2 "Side menu": the dynamic-route event, with path and title). */
export interface DynamicRouteEvent {
  path: string;
  title: string;
}

export type DynamicRouteListener = (event: DynamicRouteEvent) => void;

const listeners = new Set<DynamicRouteListener>();

/** Listens to the dynamic-route event; returns the function that stops listening. */
export function onDynamicRoute(listener: DynamicRouteListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Raises the dynamic-route event (the side menu does, when an entry is chosen). */
export function emitDynamicRoute(event: DynamicRouteEvent): void {
  for (const listener of [...listeners]) listener(event);
}
