import { useApiQuery } from '../../../utils/serverState.ts';
import { type JobHandlerInfo, jobHandlers } from './quartzApi.ts';

const NONE: JobHandlerInfo[] = [];

/** The handlers of the server's job registry (fixed while it runs), for the form's select. */
export function useJobHandlers(): JobHandlerInfo[] {
  const query = useApiQuery({
    queryKey: ['jobHandlers'],
    load: jobHandlers,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? NONE;
}
