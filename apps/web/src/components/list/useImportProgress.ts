import { useEffect, useState } from 'react';
import { getAction } from '../../api/request.ts';

export interface ImportProgress {
  done: number;
  total: number;
}

const POLL_MS = 500;

/** A fresh id for an import the page wants to follow. */
export function newImportId(): string {
  return crypto.randomUUID();
}

/**
 * How far the server is with the named import, asked every half second while `importId` is set
 * (GET /sys/common/importProgress); null until the server has read the file.
 */
export function useImportProgress(importId: string | null): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!importId) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = await getAction<ImportProgress | null>('/sys/common/importProgress', { importId });
        if (!stopped && answer) setProgress(answer);
      } catch {
        // A missed or refused answer is simply asked again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [importId]);
  return progress;
}
