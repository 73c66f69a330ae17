import type { TableColumnsType } from 'antd';
import { type PickerUser, USER_PICKER_URL } from '../../api/pickers.ts';
import type { QueryField } from '../list/types.ts';
import type { RecordPickerConfig } from './types.ts';

/** A user field holds usernames (the family's way) or ids (what new screens store). */
export type UserValueKey = 'username' | 'id';

const columns: TableColumnsType<PickerUser> = [
  { title: '姓名', dataIndex: 'realname', key: 'realname', width: 110, ellipsis: true },
  { title: '账号', dataIndex: 'username', key: 'username', width: 120, ellipsis: true },
  { title: '手机号', dataIndex: 'phone', key: 'phone', width: 120 },
  { title: '生日', dataIndex: 'birthday', key: 'birthday', width: 110 },
  { title: '部门', dataIndex: 'orgCodeTxt', key: 'orgCodeTxt', width: 160, ellipsis: true },
];

const queryFields: QueryField[] = [
  { name: 'realname', label: '姓名', type: 'input' },
  { name: 'username', label: '账号', type: 'input' },
  { name: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
  // The server masks birthdays, and refuses to filter on them, for those who may not open 用户管理.
  { name: 'birthday', label: '生日', type: 'date', permission: 'system:user:list' },
];

const userPicker = (valueKey: UserValueKey): RecordPickerConfig<PickerUser> => ({
  name: '用户',
  listUrl: USER_PICKER_URL,
  columns,
  queryFields,
  rowKey: 'id',
  valueKey,
  labelKey: 'realname',
  width: 1250,
});

/**
 * The user picker (spec §3: columns realname, username, phone, birthday; filters sex and birthday; it
 * returns id and username). It reads the token-only queryUserComponentData rather than /sys/user/list,
 * so people without system:user:list (a centre manager choosing an assignee) can pick users too.
 */
export const userPickers: Record<UserValueKey, RecordPickerConfig<PickerUser>> = {
  username: userPicker('username'),
  id: userPicker('id'),
};
