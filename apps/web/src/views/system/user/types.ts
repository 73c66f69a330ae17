/** A back-office user as GET /sys/user/list and the recycle bin return it. */
export interface SysUser {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  /** Dictionary sex: 1 男, 2 女. */
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  /** Dictionary user_status: 1 正常, 2 冻结. */
  status: number;
  workNo: string | null;
  /** The user's position codes, comma separated. */
  post: string | null;
  telephone: string | null;
  createTime: string | null;
  /** The names of the user's departments, comma separated. */
  orgCodeTxt?: string | null;
  sex_dictText?: string;
  status_dictText?: string;
}

export const USER_STATUS = { normal: 1, frozen: 2 } as const;

/** What add and edit send; edit leaves username and password out. */
export interface UserInput {
  username?: string;
  password?: string;
  realname: string;
  workNo?: string;
  post?: string;
  /** The avatar's stored path; '' clears it. */
  avatar?: string;
  birthday?: string;
  sex?: string;
  email?: string;
  phone?: string;
  telephone?: string;
  status: string;
  selectedroles?: string;
  selecteddeparts?: string;
}
