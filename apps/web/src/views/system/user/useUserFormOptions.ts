import { useApiQuery } from '../../../utils/serverState.ts';
import { allRoles, type RoleOption } from './userApi.ts';

export interface Option {
  value: string;
  label: string;
}

export interface UserFormOptions {
  roles: Option[];
}

const NONE: Option[] = [];
const toOptions = (roles: RoleOption[]) => roles.map((r) => ({ value: r.id, label: r.roleName }));

/** The roles the user form chooses from, loaded when it opens (职务 has its own picker). */
export function useUserFormOptions(open: boolean): UserFormOptions {
  const query = useApiQuery({ queryKey: ['allRoles'], load: allRoles, enabled: open, select: toOptions });
  return { roles: query.data ?? NONE };
}
