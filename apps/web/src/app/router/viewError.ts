export type ViewLoadErrorCode = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED' | 'MODULE_NOT_FOUND';

/** A view that could not be loaded (spec §8 "View chunk load failure"). */
export class ViewLoadError extends Error {
  override readonly name = 'ViewLoadError';
  readonly code: ViewLoadErrorCode;
  readonly component: string;
  /** Loads the view again; the error boundary's 重试 button calls it. */
  readonly retry: (() => Promise<void>) | undefined;

  constructor(
    code: ViewLoadErrorCode,
    component: string,
    options?: { cause?: unknown; retry?: () => Promise<void> },
  ) {
    super(`${code}: ${component}`, { cause: options?.cause });
    this.code = code;
    this.component = component;
    this.retry = options?.retry;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`;
  return String(error);
}

/**
 * Classifies why a view failed to load: Vite's CSS preload failure counts as a CSS chunk failure,
 * a missing module as MODULE_NOT_FOUND, any other failed import as ChunkLoadError.
 */
export function classifyViewError(error: unknown): ViewLoadErrorCode {
  if (error instanceof ViewLoadError) return error.code;
  const text = messageOf(error);
  if (/Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/i.test(text)) return 'CSS_CHUNK_LOAD_FAILED';
  if (/MODULE_NOT_FOUND|Cannot find module/i.test(text)) return 'MODULE_NOT_FOUND';
  return 'ChunkLoadError';
}
