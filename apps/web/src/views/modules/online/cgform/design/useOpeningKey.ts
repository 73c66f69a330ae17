import { useState } from 'react';

let openings = 0;

/**
 * A number of this mounting of a dialog, for its query keys: a definition read for one opening is never
 * shown from the previous one, even when they follow within the query client's stale time (READ_AFRESH
 * alone would hand the next opening the answer still cached from the one before).
 */
export function useOpeningKey(): number {
  const [key] = useState(() => {
    openings += 1;
    return openings;
  });
  return key;
}
