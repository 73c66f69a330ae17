import { cronError, nextRuns } from '@hcs/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** The preview waits this long after the last change (spec §9 "cron preview 500 ms"). */
export const CRON_PREVIEW_DEBOUNCE_MS = 500;
/** How many run times the preview lists (spec §9). */
export const CRON_PREVIEW_COUNT = 10;

/** Computes the next run times of a valid expression (spec §7: locally, or through a remote callback). */
export type CronPreviewSource = (expression: string, count: number) => Promise<string[]>;

const localPreview: CronPreviewSource = (expression, count) => nextRuns(expression, count);

/**
 * The next run times of `expression` as it stood 500 ms ago (so typing does not recompute on every
 * key), or the reason it is refused. `flush` shows the current expression's at once. `runs` is null
 * while they are being computed (croner loads on first use).
 */
export function useCronPreview(expression: string, source: CronPreviewSource = localPreview) {
  const [shown, setShown] = useState(expression);
  const [computed, setComputed] = useState<{ expression: string; runs: string[] | string } | null>(null);

  useEffect(() => {
    if (shown === expression) return;
    const timer = setTimeout(() => setShown(expression), CRON_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression, shown]);

  const error = useMemo(() => cronError(shown), [shown]);
  useEffect(() => {
    if (error) return;
    let current = true;
    source(shown, CRON_PREVIEW_COUNT).then(
      (runs) => {
        if (current) setComputed({ expression: shown, runs });
      },
      // The expression is valid here, so only a remote source can fail (its reason is shown).
      (reason: unknown) => {
        if (current)
          setComputed({
            expression: shown,
            runs: `预览失败：${reason instanceof Error ? reason.message : String(reason)}`,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [shown, error, source]);

  const flush = useCallback(() => setShown(expression), [expression]);
  const result = !error && computed?.expression === shown ? computed.runs : null;
  return {
    runs: Array.isArray(result) ? result : null,
    error: error ?? (typeof result === 'string' ? result : null),
    pending: shown !== expression,
    flush,
  };
}
