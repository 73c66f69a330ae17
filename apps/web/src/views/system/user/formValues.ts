import dayjs, { type Dayjs } from 'dayjs';
import { type SysUser, USER_STATUS, type UserInput } from './types.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The values of the user form as antd holds them. */
export interface UserFormValues {
  username?: string;
  password?: string;
  confirmPassword?: string;
  realname?: string;
  workNo?: string;
  post: string[];
  selectedroles: string[];
  selecteddeparts: string[];
  /** The stored path of the avatar image ('' for none). */
  avatar?: string;
  birthday?: Dayjs | null;
  sex?: string;
  email?: string;
  phone?: string;
  telephone?: string;
  status: string;
}

const list = (csv: string | null | undefined) => (csv ? csv.split(',').filter(Boolean) : []);
const text = (value: string | null | undefined) => value ?? undefined;

/** A new user starts 正常 with nothing chosen; an edited one from its list row. */
export function toFormValues(record: SysUser | null): UserFormValues {
  if (!record)
    return { post: [], selectedroles: [], selecteddeparts: [], status: String(USER_STATUS.normal) };
  return {
    realname: record.realname,
    workNo: text(record.workNo),
    post: list(record.post),
    selectedroles: [],
    selecteddeparts: [],
    avatar: record.avatar ?? '',
    birthday: record.birthday ? dayjs(record.birthday, DATE_FORMAT) : null,
    sex: record.sex === null ? undefined : String(record.sex),
    email: text(record.email),
    phone: text(record.phone),
    telephone: text(record.telephone),
    status: String(record.status),
  };
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/**
 * What POST /sys/user/add (with username and password) or PUT /sys/user/edit sends; `keepLinks`
 * leaves roles and departments out, so the server keeps them.
 */
export function toInput(values: UserFormValues, adding: boolean, keepLinks = false): UserInput {
  return {
    ...(adding ? { username: trimmed(values.username), password: values.password ?? '' } : {}),
    realname: trimmed(values.realname),
    workNo: trimmed(values.workNo),
    post: values.post.join(','),
    avatar: values.avatar ?? '',
    birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : '',
    sex: values.sex ?? '',
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    telephone: trimmed(values.telephone),
    status: values.status,
    ...(keepLinks
      ? {}
      : {
          selectedroles: values.selectedroles.join(','),
          selecteddeparts: values.selecteddeparts.join(','),
        }),
  };
}
