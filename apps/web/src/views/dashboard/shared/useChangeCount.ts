import { useCallback, useState } from 'react';
import { useWorkOrderChanges } from './useWorkOrderChanges.ts';

/** Counts the work-order pushes (one socket per page); parts reload when it rises (useReloadOn). */
export function useChangeCount(): [number, () => void] {
  const [changes, setChanges] = useState(0);
  const bump = useCallback(() => setChanges((n) => n + 1), []);
  useWorkOrderChanges(bump);
  return [changes, bump];
}
