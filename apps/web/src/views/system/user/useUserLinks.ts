import { useEffect, useState } from 'react';
import { queryUserRole, userDepartList } from './userApi.ts';

export interface UserLinks {
  selectedroles: string[];
  selecteddeparts: string[];
}

/** 'loading' until both answers are in; 'failed' when either could not be read. */
export type UserLinksState = 'loading' | 'failed' | UserLinks;

/** The roles and departments of the user being edited (queryUserRole, userDepartList). */
export function useUserLinks(userId: string | null): UserLinksState {
  const [links, setLinks] = useState<UserLinksState>('loading');

  useEffect(() => {
    if (!userId) return;
    let current = true;
    Promise.all([queryUserRole(userId), userDepartList(userId)])
      .then(([roles, departs]) => {
        if (!current) return;
        if (!roles.success || !departs.success) {
          setLinks('failed');
          return;
        }
        setLinks({ selectedroles: roles.result, selecteddeparts: departs.result.map((d) => d.key) });
      })
      .catch(() => {
        if (current) setLinks('failed');
      });
    return () => {
      current = false;
    };
  }, [userId]);

  return links;
}
