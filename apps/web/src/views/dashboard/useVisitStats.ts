import type { LoginInfo, VisitInfo } from '@hcs/shared';
import { useQuery } from '@tanstack/react-query';
import { getLoginInfo, getVisitInfo } from '../../api/dashboard.ts';
import { failureText } from '../../utils/serverState.ts';

export interface VisitStats {
  loginInfo: LoginInfo | null;
  visits: VisitInfo[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Today's and the last seven days' login/visit figures (`/sys/loginfo`, `/sys/visitInfo`). */
export function useVisitStats(): VisitStats {
  const query = useQuery({
    queryKey: ['visitStats'],
    queryFn: async () => {
      const [loginInfo, visits] = await Promise.all([getLoginInfo(), getVisitInfo()]);
      return { loginInfo, visits: visits ?? [] };
    },
  });
  const { refetch } = query;
  return {
    loginInfo: query.data?.loginInfo ?? null,
    visits: query.data?.visits ?? [],
    loading: query.isFetching,
    // A retry hides the last failure while it runs.
    error: query.error && !query.isFetching ? failureText(query.error) : null,
    reload: () => void refetch(),
  };
}
