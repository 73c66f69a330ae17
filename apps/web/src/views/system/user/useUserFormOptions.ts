import { useEffect, useState } from 'react';
import { useAuth } from '../../../utils/permission.ts';
import { allRoles, positions } from './userApi.ts';

export interface Option {
  value: string;
  label: string;
}

export interface UserFormOptions {
  roles: Option[];
  /** null: the user may not read positions, so the 职务 field is left out. */
  positions: Option[] | null;
}

/** The roles and positions the user form chooses from, loaded when it opens. */
export function useUserFormOptions(open: boolean): UserFormOptions {
  const canReadPositions = useAuth().has('system:position:list');
  const [roles, setRoles] = useState<Option[]>([]);
  const [posts, setPosts] = useState<Option[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    allRoles()
      .then((res) => {
        if (current && res.success) setRoles(res.result.map((r) => ({ value: r.id, label: r.roleName })));
      })
      .catch(() => undefined);
    if (canReadPositions) {
      positions()
        .then((res) => {
          if (current && res.success)
            setPosts(res.result.records.map((p) => ({ value: p.code, label: p.name })));
        })
        // Refused (403) or failed: the field stays hidden.
        .catch(() => setPosts(null));
    }
    return () => {
      current = false;
    };
  }, [open, canReadPositions]);

  return { roles, positions: canReadPositions ? posts : null };
}
