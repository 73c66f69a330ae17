/** The users every picker chooses from (token-only; spec §7 queryUserComponentData). */
export const USER_PICKER_URL = '/sys/user/queryUserComponentData';
/** The roles a role picker chooses from (token-only variant of /sys/role/list). */
export const ROLE_PICKER_URL = '/sys/role/queryRoleComponentData';
/** The positions a position picker chooses from (token-only variant of /sys/position/list). */
export const POSITION_PICKER_URL = '/sys/position/queryPositionComponentData';

/** A user as the pickers list it (spec §3 "User in the component picker"). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: string | number | null;
  sex_dictText?: string;
  phone: string | null;
  birthday?: string | null;
  orgCodeTxt: string | null;
}

/** A role as the role picker lists it (spec §3: roleName, roleCode). */
export interface PickerRole {
  id: string;
  roleName: string;
  roleCode: string;
}

/** A position as the position picker lists it (spec §3: name, code, rank). */
export interface PickerPosition {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  postRank_dictText?: string;
}
