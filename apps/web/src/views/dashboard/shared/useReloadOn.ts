import { useEffect } from 'react';

/** Reloads whenever `changes` (a count of work-order pushes the page has seen) goes up. */
export function useReloadOn(changes: number, reload: () => void): void {
  useEffect(() => {
    if (changes > 0) reload();
  }, [changes, reload]);
}
