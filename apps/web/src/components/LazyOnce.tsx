import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog or drawer from the first time it is wanted (`when`) on: its code is
 * fetched then, not with the page, and it stays mounted afterwards, so it closes and reopens as one
 * rendered from the start would.
 */
export function LazyOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
