import { useQuery } from '@tanstack/react-query';
import { queryUserRole, userDepartList } from './userApi.ts';

export interface UserLinks {
  selectedroles: string[];
  selecteddeparts: string[];
}

/** 'loading' until both answers are in; 'failed' when either could not be read. */
export type UserLinksState = 'loading' | 'failed' | UserLinks;

/**
 * The roles and departments of the user being edited (queryUserRole, userDepartList), read afresh for
 * every opening of the form (kept nowhere after it closes): the form saves them back.
 */
export function useUserLinks(userId: string | null): UserLinksState {
  const query = useQuery({
    queryKey: ['userLinks', userId],
    queryFn: async (): Promise<UserLinks> => {
      const id = userId ?? '';
      const [roles, departs] = await Promise.all([queryUserRole(id), userDepartList(id)]);
      return { selectedroles: roles, selecteddeparts: departs.map((d) => d.key) };
    },
    enabled: userId !== null,
    gcTime: 0,
  });
  if (query.isError) return 'failed';
  return query.data ?? 'loading';
}
