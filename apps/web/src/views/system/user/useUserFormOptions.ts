import { useEffect, useState } from 'react';
import { allRoles } from './userApi.ts';

export interface Option {
  value: string;
  label: string;
}

export interface UserFormOptions {
  roles: Option[];
}

/** The roles the user form chooses from, loaded when it opens (职务 has its own picker). */
export function useUserFormOptions(open: boolean): UserFormOptions {
  const [roles, setRoles] = useState<Option[]>([]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    allRoles()
      .then((res) => {
        if (current && res.success) setRoles(res.result.map((r) => ({ value: r.id, label: r.roleName })));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open]);

  return { roles };
}
