import type { LoginInfo, VisitInfo } from '@hcs/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getLoginInfo, getVisitInfo } from '../../api/dashboard.ts';

export interface VisitStats {
  loginInfo: LoginInfo | null;
  visits: VisitInfo[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

type Figures = Omit<VisitStats, 'reload'>;

/** Today's and the last seven days' login/visit figures (`/sys/loginfo`, `/sys/visitInfo`). */
export function useVisitStats(): VisitStats {
  const [figures, setFigures] = useState<Figures>({
    loginInfo: null,
    visits: [],
    loading: true,
    error: null,
  });
  // Only the newest load may write; unmounting bumps it so late answers are dropped.
  const latest = useRef(0);

  const load = useCallback(() => {
    const id = ++latest.current;
    setFigures((f) => ({ ...f, loading: true, error: null }));
    Promise.all([getLoginInfo(), getVisitInfo()])
      .then(([login, visit]) => {
        if (!login.success || !visit.success) throw new Error(login.success ? visit.message : login.message);
        if (id === latest.current) {
          setFigures({ loginInfo: login.result, visits: visit.result ?? [], loading: false, error: null });
        }
      })
      .catch((failure: unknown) => {
        if (id !== latest.current) return;
        const text = failure instanceof Error && failure.message ? failure.message : '请稍后重试';
        setFigures((f) => ({ ...f, loading: false, error: text }));
      });
  }, []);

  useEffect(() => {
    load();
    return () => {
      latest.current++;
    };
  }, [load]);

  return { ...figures, reload: load };
}
