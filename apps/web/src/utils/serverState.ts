import { hashKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Refusal } from '../api/refusal.ts';

/** What a failed load tells the user: the server's or the request client's reason. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '请稍后重试';
}

export type ApiQueryOptions<T, D = T> = Omit<UseQueryOptions<T, Error, D>, 'queryFn'> & {
  /** One request of the API; an HTTP failure has already been shown by the request client. */
  load: () => Promise<T>;
  /** Told the server's message once per refused answer still waited for (e.g. a warning toast). */
  onRefusal?: (message: string) => void;
};

/**
 * Server state through the app's query client: one API answer per key, cached and shared by every
 * screen that asks for it, the newest answer of the key shown. A refusal is the query's error.
 */
export function useApiQuery<T, D = T>(options: ApiQueryOptions<T, D>): UseQueryResult<D, Error> {
  const { load, onRefusal, ...rest } = options;
  const refusal = useRef(onRefusal);
  refusal.current = onRefusal;
  return useQuery<T, Error, D>({
    ...rest,
    queryFn: async ({ signal }) => {
      try {
        return await load();
      } catch (error) {
        // An answer nobody waits for any more (the key moved on, the screen closed) tells no one.
        if (error instanceof Refusal && !signal.aborted) refusal.current?.(error.message);
        throw error;
      }
    },
  });
}

/** Whether two query inputs make the same cache key (a search asked again for the same thing). */
export function sameKey(a: unknown, b: unknown): boolean {
  return hashKey([a]) === hashKey([b]);
}

/**
 * For a record read for one opening (a form's, a document's): it is asked for again at every opening
 * and never shown from an earlier one, since it may have been changed elsewhere meanwhile.
 */
export const READ_AFRESH = { gcTime: 0 } as const;
