import { useEffect, useState } from 'react';
import { type JobHandlerInfo, jobHandlers } from './quartzApi.ts';

/** The handlers of the server's job registry, for the form's select. */
export function useJobHandlers(): JobHandlerInfo[] {
  const [handlers, setHandlers] = useState<JobHandlerInfo[]>([]);
  useEffect(() => {
    let live = true;
    jobHandlers().then(
      (res) => {
        if (live && res.success) setHandlers(res.result);
      },
      () => {
        // The request client has already shown why.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return handlers;
}
